import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@rentspace/db';
import { HOLD_MINUTES } from '@rentspace/core/bookings/constants';
import type { Logger } from '../logger.ts';
import type { Clock } from '../clock.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { syncIntent, type SyncDeps } from '../bookings/payment-sync.ts';
import { sendCancellationRefund } from '../bookings/cancel-service.ts';

const BATCH = 500;

/**
 * Cancels pending holds older than their 15 minutes, which frees their slots (the trigger deletes
 * them). Claimed with FOR UPDATE SKIP LOCKED; the status test in the same statement makes a
 * second instance's attempt a no-op. The expired intents are cancelled at the provider so no late
 * payment lands; one that was paid anyway is refunded by the payment path.
 */
export async function expireHolds(deps: SyncDeps): Promise<number> {
  const now = deps.clock.now().toISOString();
  const expired = await queryRows<{ id: string; payment_intent_id: string | null }>(
    deps.db,
    sql`update bookings set status = 'cancelled', cancellation_reason = 'hold_expired',
               cancelled_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        where id in (select id from bookings where status = 'pending' and hold_expires_at <= ${now}::timestamptz
                     order by hold_expires_at limit ${BATCH} for update skip locked)
          and status = 'pending'
        returning id, payment_intent_id`,
  );
  for (const hold of expired) {
    if (!hold.payment_intent_id) continue;
    try {
      const intent = await deps.payments.cancelIntent(
        hold.payment_intent_id,
        `intent-${hold.payment_intent_id}-cancel`,
      );
      if (intent.status === 'succeeded') await syncIntent(deps, intent.id);
    } catch (error) {
      deps.logger.warn(
        { err: error, bookingId: hold.id },
        'could not cancel the intent of an expired hold',
      );
    }
  }
  return expired.length;
}

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

/**
 * Sends the refunds of guest cancellations that the provider did not take at the time (it was
 * down, or the answer was lost). Same amount and idempotency key as the first attempt, so a refund
 * that did go through is answered again by the provider, never made twice, even by two instances.
 */
export async function retryCancellationRefunds(deps: SyncDeps): Promise<number> {
  const owed = await queryRows<{
    id: string;
    payment_intent_id: string;
    refunded_amount: string | number;
  }>(
    deps.db,
    sql`select id, payment_intent_id, refunded_amount from bookings
        where status = 'cancelled' and cancellation_reason = 'guest_cancelled' and refund_id is null
          and refunded_amount > 0 and payment_intent_id is not null
        order by cancelled_at limit ${BATCH}`,
  );
  let sent = 0;
  for (const booking of owed) {
    try {
      const refund = {
        ...booking,
        refund_id: null,
        refunded_amount: Number(booking.refunded_amount),
      };
      if (await sendCancellationRefund(deps, refund)) sent += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, bookingId: booking.id },
        'cancellation refund failed again; it will be retried',
      );
    }
  }
  return sent;
}

/** Marks confirmed bookings that have ended as completed. */
export async function completeEndedBookings(deps: { db: Database; clock: Clock }): Promise<number> {
  const now = deps.clock.now().toISOString();
  const done = await queryRows<{ id: string }>(
    deps.db,
    sql`update bookings set status = 'completed', updated_at = ${now}::timestamptz
        where id in (select id from bookings where status = 'confirmed' and end_time <= ${now}::timestamptz
                     order by end_time limit ${BATCH} for update skip locked)
          and status = 'confirmed'
        returning id`,
  );
  return done.length;
}

export type JobDeps = SyncDeps & { payments: PaymentProvider; logger: Logger };
