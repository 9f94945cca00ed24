import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@rentspace/db';
import type { Currency } from '@rentspace/core/money/currencies';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { recordAudit } from '../admin/audit.ts';
import { notify } from '../notifications/notify.ts';

/** A claimed payout whose provider call did not finish is retried after this long (same idempotency key). */
export const STALE_CLAIM_MINUTES = 10;
const BATCH = 50;

interface ClaimedPayout {
  id: string;
  host_id: string;
  booking_id: string;
  amount: string | number;
  currency: Currency;
  account_id: string;
  payment_intent_id: string | null;
  space_title: string;
}

/** The transfer id of a payout that adjustments brought to zero: no money moved. */
export const NETTED = 'netted';

/**
 * What a claimed payout sends: its amount plus the host's open adjustments in its currency (the
 * negative ones of refunds after earlier payouts; docs/product/money.md#refunds-by-admins). They are
 * netted once, in one transaction, and remembered on the payout (`adjustment_amount`), so a retried
 * release sends the same amount with the same idempotency key. What a payout cannot cover is
 * carried to the next one as a new adjustment.
 */
async function netAdjustments(db: Database, payout: ClaimedPayout): Promise<number> {
  return db.transaction(async (tx) => {
    const amount = Number(payout.amount);
    const [row] = await queryRows<{ adjustment_amount: string | null }>(
      tx,
      sql`select adjustment_amount from payouts where id = ${payout.id} for update`,
    );
    if (row?.adjustment_amount != null) return amount + Number(row.adjustment_amount);
    const open = await queryRows<{ id: string; amount: string }>(
      tx,
      sql`select id, amount from payout_adjustments
          where host_id = ${payout.host_id} and currency = ${payout.currency} and payout_id is null
          order by created_at for update`,
    );
    const sum = open.reduce((total, adjustment) => total + Number(adjustment.amount), 0);
    const carried = Math.min(0, amount + sum);
    if (open.length > 0) {
      await tx.execute(
        sql`update payout_adjustments set payout_id = ${payout.id}
            where id in (${sql.join(
              open.map((adjustment) => sql`${adjustment.id}::uuid`),
              sql`, `,
            )})`,
      );
    }
    if (carried < 0) {
      await tx.execute(
        sql`insert into payout_adjustments (host_id, amount, currency)
            values (${payout.host_id}, ${carried}, ${payout.currency})`,
      );
    }
    const adjustment = sum - carried;
    await tx.execute(
      sql`update payouts set adjustment_amount = ${adjustment} where id = ${payout.id}`,
    );
    return amount + adjustment;
  });
}

/**
 * Releases the payouts that are due (24 h after their booking ended) to hosts with a completed
 * payout account. Each payout is claimed and marked paid in one statement with FOR UPDATE SKIP
 * LOCKED, so several instances never release one twice; the provider call carries the payout's
 * id as idempotency key, so a retry after a crash cannot pay twice either.
 */
export async function releaseDuePayouts(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  payments: PaymentProvider;
  siteUrl: string;
}): Promise<number> {
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - STALE_CLAIM_MINUTES * 60_000);
  const claimed = await queryRows<ClaimedPayout>(
    deps.db,
    sql`update payouts p set status = 'paid', paid_at = ${now.toISOString()}::timestamptz
        from bookings b, profiles pr, spaces s
        where p.id in (
            select p2.id from payouts p2
            join bookings b2 on b2.id = p2.booking_id
            join profiles pr2 on pr2.id = p2.host_id
            where ((p2.status = 'scheduled' and p2.release_at <= ${now.toISOString()}::timestamptz)
                or (p2.status = 'paid' and p2.transfer_id is null and p2.paid_at < ${stale.toISOString()}::timestamptz))
              and (b2.status in ('confirmed', 'completed') or (b2.status = 'cancelled' and b2.cancellation_reason = 'guest_cancelled'))
              and pr2.stripe_account_id is not null and pr2.stripe_onboarding_complete
            order by p2.release_at
            limit ${BATCH}
            for update of p2 skip locked)
          and b.id = p.booking_id and pr.id = p.host_id and s.id = b.space_id
        returning p.id, p.host_id, p.booking_id, p.amount, p.currency, pr.stripe_account_id as account_id, b.payment_intent_id, s.title as space_title`,
  );
  let released = 0;
  for (const payout of claimed) {
    try {
      const amount = await netAdjustments(deps.db, payout);
      if (amount === 0) {
        // Refunds after earlier payouts took all of it: nothing to send, and nothing to retry.
        await deps.db.execute(
          sql`update payouts set transfer_id = ${NETTED} where id = ${payout.id}`,
        );
        released += 1;
        continue;
      }
      const transfer = await deps.payments.releasePayout({
        accountId: payout.account_id,
        amount,
        currency: payout.currency,
        paymentIntentId: payout.payment_intent_id,
        bookingId: payout.booking_id,
        idempotencyKey: `payout-${payout.id}`,
      });
      await deps.db.transaction(async (tx) => {
        const moved = await queryRows<{ id: string }>(
          tx,
          sql`update payouts set transfer_id = ${transfer.id}
              where id = ${payout.id} and transfer_id is null returning id`,
        );
        // A retried release the provider answered with the same transfer is recorded once.
        if (moved.length === 0) return;
        await recordAudit(tx, {
          actorId: null,
          action: 'payout_released',
          targetType: 'payout',
          targetId: payout.id,
          before: { status: 'scheduled' },
          after: {
            status: 'paid',
            booking_id: payout.booking_id,
            amount: Number(payout.amount),
            currency: payout.currency,
            transfer_id: transfer.id,
          },
        });
        await notify(
          tx,
          {
            userId: payout.host_id,
            kind: 'payout_released',
            data: {
              bookingId: payout.booking_id,
              spaceTitle: payout.space_title,
              amount,
              currency: payout.currency,
            },
          },
          deps,
        );
      });
      released += 1;
    } catch (error) {
      deps.logger.error(
        { err: error, payoutId: payout.id },
        'payout release failed; it will be retried',
      );
      await deps.db.execute(
        sql`update payouts set status = 'scheduled', paid_at = null where id = ${payout.id} and transfer_id is null`,
      );
    }
  }
  return released;
}
