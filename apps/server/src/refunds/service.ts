import type { Database } from '@rentspace/db';
import {
  ADMIN_REFUND_TEXT,
  refundLeftMessage,
  type AdminBooking,
  type AdminRefund,
  type AdminRefundResponse,
  type AdminRefundRow,
} from '@rentspace/core/bookings/admin-refunds';
import { keptAmounts, refundSplit } from '@rentspace/core/money/refund-split';
import { ApiError, conflict } from '../http/errors.ts';
import { ProviderError } from '../payments/provider.ts';
import { providerFailure } from '../payments/failures.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { receiptData } from '../bookings/repository.ts';
import { notify } from '../notifications/notify.ts';
import { bookingFacts } from '../notifications/bookings.ts';
import { recordAudit } from '../admin/audit.ts';
import {
  addAdminRefunded,
  dropOpenAdjustment,
  findAdminBooking,
  findRefundByKey,
  insertAdjustment,
  insertRefund,
  lockPayout,
  lockRefundableBooking,
  pendingRefunds,
  setScheduledPayout,
  settleRefund,
  type AdminBookingRow,
  type RefundableBooking,
} from './repository.ts';

const REFUNDABLE = new Set(['confirmed', 'completed']);
const notFound = () => new ApiError(404, 'not_found', ADMIN_REFUND_TEXT.bookingNotFound);

/** A booking's money before or after a refund: what the guest got back, the host's payout, the platform's fee. */
export interface RefundFigures {
  refunded_amount: number;
  host_payout: number;
  platform_fee: number;
}

function figures(booking: RefundableBooking, refunded: number): RefundFigures {
  const kept = keptAmounts({
    subtotal: booking.subtotal,
    platformFee: booking.platform_fee_amount,
    total: booking.total_price,
    refunded,
  });
  return {
    refunded_amount: refunded,
    host_payout: kept.hostPayout,
    platform_fee: kept.platformFee,
  };
}

/**
 * The admin's refund, inside the caller's transaction with the booking locked: checks it, writes
 * it `pending` with its split (docs/product/money.md#refunds-by-admins), adds it to the booking's
 * refunded amount, and moves the host's side: a payout not yet released is lowered (or cancelled),
 * a released one leaves a negative adjustment for the host's next payout. A key seen before answers
 * the refund it made, changing nothing (`replayed`). `before` and `after` are the booking's figures
 * around this refund, for the record of the admin's action.
 */
export async function reserveRefund(
  tx: Database,
  adminId: string,
  bookingId: string,
  input: AdminRefund,
) {
  const booking = await lockRefundableBooking(tx, bookingId);
  if (!booking) throw notFound();
  const seen = await findRefundByKey(tx, bookingId, input.idempotency_key);
  if (seen) return { refund: seen, booking, replayed: true as const };
  if (!REFUNDABLE.has(booking.status) || !booking.payment_intent_id)
    throw conflict('not_refundable', ADMIN_REFUND_TEXT.notRefundable);
  const left = booking.total_price - booking.refunded_amount;
  if (input.amount > left)
    throw conflict('refund_exceeds_paid', refundLeftMessage(left, booking.currency));
  const split = refundSplit(
    {
      subtotal: booking.subtotal,
      platformFee: booking.platform_fee_amount,
      total: booking.total_price,
      refunded: booking.refunded_amount,
    },
    input.amount,
  );
  const refund = await insertRefund(tx, {
    booking_id: bookingId,
    admin_id: adminId,
    idempotency_key: input.idempotency_key,
    amount: input.amount,
    currency: booking.currency,
    reason: input.reason,
    host_share: split.host,
    fee_share: split.platformFee,
  });
  await addAdminRefunded(tx, bookingId, input.amount);
  const payout = await lockPayout(tx, bookingId);
  if (payout?.status === 'scheduled')
    await setScheduledPayout(tx, payout.id, split.after.hostPayout);
  else if (payout?.status === 'paid' && split.host > 0) {
    await insertAdjustment(tx, {
      host_id: payout.host_id,
      booking_id: bookingId,
      refund_id: refund.id,
      amount: -split.host,
      currency: booking.currency,
    });
  }
  return {
    refund,
    booking,
    replayed: false as const,
    before: figures(booking, booking.refunded_amount),
    after: figures(booking, booking.refunded_amount + input.amount),
  };
}

/**
 * A refund the provider refused: it is marked failed and taken off the booking's figures, the
 * payout and the adjustment, in one transaction.
 */
async function undoRefund(deps: SyncDeps, refund: AdminRefundRowLike) {
  await deps.db.transaction(async (tx) => {
    const booking = await lockRefundableBooking(tx, refund.booking_id);
    if (!booking) return;
    if (!(await settleRefund(tx, refund.id, { status: 'failed' }, deps.clock.now()))) return;
    await addAdminRefunded(tx, refund.booking_id, -refund.amount);
    const payout = await lockPayout(tx, refund.booking_id);
    const refunded = booking.refunded_amount - refund.amount;
    if (
      payout?.status === 'scheduled' ||
      (payout?.status === 'cancelled' && REFUNDABLE.has(booking.status))
    )
      await setScheduledPayout(tx, payout.id, figures(booking, refunded).host_payout);
    else if (payout?.status === 'paid' && refund.host_share > 0) {
      if (!(await dropOpenAdjustment(tx, refund.id)))
        await insertAdjustment(tx, {
          host_id: payout.host_id,
          booking_id: refund.booking_id,
          refund_id: refund.id,
          amount: refund.host_share,
          currency: refund.currency,
        });
    }
  });
}

type AdminRefundRowLike = {
  id: string;
  booking_id: string;
  amount: number;
  currency: AdminRefundRow['currency'];
  reason: string;
  host_share: number;
  status: string;
};

/**
 * Asks the provider for a pending refund, with a key of its own (the same on every attempt, so it
 * is made once), then marks it succeeded and mails the guest. A refusal undoes it; an outage
 * leaves it pending, for the admin's retry or the jobs.
 */
export async function sendRefund(
  deps: SyncDeps,
  refund: AdminRefundRowLike,
  paymentIntentId: string,
): Promise<void> {
  let sent;
  try {
    sent = await deps.payments.refund({
      paymentIntentId,
      amount: refund.amount,
      reason: 'requested_by_customer',
      idempotencyKey: `admin-refund-${refund.id}`,
    });
  } catch (error) {
    if (error instanceof ProviderError && error.status !== undefined && error.status < 429)
      await undoRefund(deps, refund);
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    const settled = await settleRefund(
      tx,
      refund.id,
      { status: 'succeeded', providerRefundId: sent.id },
      deps.clock.now(),
    );
    if (!settled) return;
    const receipt = await receiptData(tx, refund.booking_id);
    const booking = await lockRefundableBooking(tx, refund.booking_id);
    await notify(
      tx,
      {
        userId: receipt.guestId,
        kind: 'booking_refunded_guest',
        data: {
          booking: bookingFacts(receipt),
          amount: refund.amount,
          reason: refund.reason,
          refundedBefore: booking!.refunded_amount - refund.amount,
        },
      },
      deps,
    );
  });
}

const iso = (date: Date) => date.toISOString();

/** The admin's view of a booking (GET /rest/v1/admin/bookings/{id}). */
export function toAdminBooking(row: AdminBookingRow): AdminBooking {
  return {
    id: row.id,
    status: row.status,
    start_time: iso(row.start_time),
    end_time: iso(row.end_time),
    time_zone: row.time_zone,
    created_at: iso(row.created_at),
    space: { id: row.space_id, title: row.space_title },
    guest_email: row.guest_email,
    host_email: row.host_email,
    currency: row.currency,
    subtotal: row.subtotal,
    platform_fee_amount: row.platform_fee_amount,
    total_price: row.total_price,
    refunded_amount: row.refunded_amount,
    refundable: REFUNDABLE.has(row.status) ? row.total_price - row.refunded_amount : 0,
    payout: row.payout,
    refunds: row.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
      host_share: refund.host_share,
      fee_share: refund.fee_share,
      status: refund.status,
      admin_email: refund.admin_email,
      created_at: iso(refund.created_at),
    })),
  };
}

export async function adminBooking(db: Database, bookingId: string): Promise<AdminBooking> {
  const row = await findAdminBooking(db, bookingId);
  if (!row) throw notFound();
  return toAdminBooking(row);
}

/**
 * POST /rest/v1/admin/bookings/{id}/refunds: refunds part or all of a confirmed or completed
 * booking once per idempotency key. Concurrent refunds of one booking take turns on its row, so
 * together they never pass what the guest paid (and the database refuses a refunded amount above
 * the total).
 */
export async function refundBooking(
  deps: SyncDeps,
  adminId: string,
  bookingId: string,
  input: AdminRefund,
): Promise<AdminRefundResponse> {
  const reserved = await deps.db.transaction(async (tx) => {
    const result = await reserveRefund(tx, adminId, bookingId, input);
    if (!result.replayed)
      await recordAudit(tx, {
        actorId: adminId,
        action: 'refund_issued',
        targetType: 'booking',
        targetId: bookingId,
        before: { ...result.before },
        after: { ...result.after, amount: input.amount, currency: result.booking.currency },
        reason: input.reason,
      });
    return result;
  });
  const { refund, booking } = reserved;
  if (refund.status === 'pending') {
    try {
      await sendRefund(deps, refund, booking.payment_intent_id!);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.logger.warn({ err: error, refundId: refund.id }, 'admin refund failed at the provider');
      throw providerFailure(error, ADMIN_REFUND_TEXT.refundFailed);
    }
    deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  }
  const view = await adminBooking(deps.db, bookingId);
  return { refund: view.refunds.find((row) => row.id === refund.id)!, booking: view };
}

/** The job: refunds left pending by an outage are asked for again (same key), a few minutes on. */
export async function retryPendingRefunds(deps: SyncDeps): Promise<number> {
  const stale = new Date(deps.clock.now().getTime() - 60_000);
  let sent = 0;
  for (const refund of await pendingRefunds(deps.db, stale, 50)) {
    if (!refund.payment_intent_id) continue;
    try {
      await sendRefund(deps, refund, refund.payment_intent_id);
      sent += 1;
    } catch (error) {
      deps.logger.warn({ err: error, refundId: refund.id }, 'admin refund failed again');
    }
  }
  return sent;
}
