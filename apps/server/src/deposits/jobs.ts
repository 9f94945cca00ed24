import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { bookings, deposits } from '@rentspace/db';
import type { SyncDeps } from '../payments/sync.ts';
import {
  DEPOSIT_RENEW_AFTER_DAYS,
  DEPOSIT_RETRY_HOURS,
  applyDepositEvent,
  authoriseDeposit,
  depositsOfCancelledBookings,
  lockDeposit,
  renewDeposit,
  settleDeposit,
  transferToHost,
} from './lifecycle.ts';

const BATCH = 50;

async function each(
  deps: SyncDeps,
  ids: string[],
  run: (id: string) => Promise<unknown>,
  what: string,
): Promise<number> {
  let done = 0;
  for (const id of ids) {
    try {
      if (await run(id)) done += 1;
    } catch (error) {
      deps.logger.warn({ err: error, depositId: id }, `${what}; it will be tried again`);
    }
  }
  return done;
}

/**
 * The deposits' scheduled work (docs/product/deposits.md#timing): authorisations that are due, and
 * failed ones again every DEPOSIT_RETRY_HOURS until the booking starts; held deposits past their
 * release time without a claim released; deposits of cancelled bookings ended; the provider's side
 * of every final status that is still owed (release, capture, the transfer to the host).
 */
export async function runDepositJobs(deps: SyncDeps): Promise<number> {
  const now = deps.clock.now();
  const retryBefore = new Date(now.getTime() - DEPOSIT_RETRY_HOURS * 3_600_000);
  let count = 0;

  const due = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .innerJoin(bookings, eq(bookings.id, deposits.booking_id))
    .where(
      and(
        lte(deposits.authorise_at, now),
        inArray(bookings.status, ['confirmed', 'completed']),
        or(
          eq(deposits.status, 'scheduled'),
          and(
            eq(deposits.status, 'failed'),
            lte(deposits.updated_at, retryBefore),
            sql`${bookings.start_time} > ${now.toISOString()}::timestamptz`,
          ),
        ),
      ),
    )
    .orderBy(deposits.authorise_at)
    .limit(BATCH);
  count += await each(
    deps,
    due.map((row) => row.id),
    (id) => authoriseDeposit(deps, id),
    'a deposit could not be authorised',
  );

  // The window passed: a held deposit nobody claimed is released; a failed one ends.
  const passed = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(inArray(deposits.status, ['held', 'failed']), lte(deposits.release_at, now)))
    .limit(BATCH);
  count += await each(
    deps,
    passed.map((row) => row.id),
    async (id) => {
      const moved = await deps.db.transaction(async (tx) => {
        const row = await lockDeposit(tx, id);
        if (!row || row.release_at > now) return undefined;
        return applyDepositEvent(tx, row, 'window_passed', now);
      });
      if (moved) await settleDeposit(deps, id);
      return moved;
    },
    'a deposit could not be released',
  );

  const cancelled = await depositsOfCancelledBookings(deps.db, BATCH);
  count += await each(
    deps,
    cancelled.map((row) => row.id),
    async (id) => {
      const moved = await deps.db.transaction(async (tx) => {
        const row = await lockDeposit(tx, id);
        return row ? applyDepositEvent(tx, row, 'booking_cancelled', now) : undefined;
      });
      if (moved) await settleDeposit(deps, id);
      return moved;
    },
    "a cancelled booking's deposit could not be released",
  );

  // Authorisations that would lapse while still needed (a long booking, a claim not decided yet).
  const renewBefore = new Date(now.getTime() - DEPOSIT_RENEW_AFTER_DAYS * 86_400_000);
  const lapsing = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        lte(deposits.held_at, renewBefore),
        lte(deposits.updated_at, retryBefore),
        or(
          eq(deposits.status, 'claimed'),
          and(
            eq(deposits.status, 'held'),
            sql`${deposits.release_at} > ${now.toISOString()}::timestamptz`,
          ),
        ),
      ),
    )
    .limit(BATCH);
  count += await each(
    deps,
    lapsing.map((row) => row.id),
    (id) => renewDeposit(deps, id),
    "a deposit's authorisation could not be renewed",
  );

  const unsettled = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        isNull(deposits.settled_at),
        isNotNull(deposits.payment_intent_id),
        inArray(deposits.status, ['released', 'captured', 'cancelled']),
      ),
    )
    .limit(BATCH);
  count += await each(
    deps,
    unsettled.map((row) => row.id),
    (id) => settleDeposit(deps, id),
    "a deposit's release or capture could not be sent",
  );

  const untransferred = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'captured'),
        isNotNull(deposits.settled_at),
        isNull(deposits.transfer_id),
        sql`${deposits.captured_amount} > 0`,
      ),
    )
    .limit(BATCH);
  count += await each(
    deps,
    untransferred.map((row) => row.id),
    (id) => transferToHost(deps, id),
    'a captured deposit could not be sent to the host',
  );
  return count;
}
