import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { HOLD_MINUTES } from '@rentspace/core/bookings/constants';
import { syncIntent, type SyncDeps } from './sync.ts';

const BATCH = 500;

/** A hold this old whose payment has not been reported is asked about (its webhook may be lost). */
export const UNREPORTED_AFTER_SECONDS = 10;

/**
 * Asks the provider about holds whose payment outcome has not arrived: a webhook that failed while
 * the database was away, or one the provider has not retried yet. A paid one is confirmed, a
 * declined one released, as the webhook would have done; the rest stay as they are. Stripe
 * recommends this beside webhooks; it also settles sandbox events lost in an outage.
 */
export async function reconcileUnreportedPayments(deps: SyncDeps): Promise<number> {
  // Placed at least that long ago on the server's clock: a hold expires HOLD_MINUTES after it is placed.
  const expiresBy = new Date(
    deps.clock.now().getTime() + (HOLD_MINUTES * 60 - UNREPORTED_AFTER_SECONDS) * 1000,
  ).toISOString();
  const holds = await queryRows<{ payment_intent_id: string }>(
    deps.db,
    sql`select payment_intent_id from bookings
        where status = 'pending' and payment_intent_id is not null and hold_expires_at <= ${expiresBy}::timestamptz
        order by hold_expires_at limit ${BATCH}`,
  );
  let settled = 0;
  for (const hold of holds) {
    try {
      const synced = await syncIntent(deps, hold.payment_intent_id);
      if (synced && synced.booking.status !== 'pending') settled += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, intentId: hold.payment_intent_id },
        'could not ask the provider about a payment; it will be asked again',
      );
    }
  }
  return settled;
}
