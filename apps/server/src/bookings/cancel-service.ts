import { cancelBookingDeposit, settleBookingDeposit } from '../deposits/lifecycle.ts';
import type { Database } from '@rentspace/db';
import type { CancelBookingResponse } from '@rentspace/core/bookings/api';
import { refundFor } from '@rentspace/core/bookings/refunds';
import { keptPayout } from '@rentspace/core/money/fees';
import { guestMayCancel, nextStatus } from '@rentspace/core/bookings/state-machine';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { ApiError, conflict } from '../http/errors.ts';
import { withProviderFailure } from '../payments/failures.ts';
import { notifyBookingCancelled } from '../notifications/bookings.ts';
import { syncIntent, type SyncDeps } from '../payments/sync.ts';
import { settlePayout } from '../payouts/repository.ts';
import { lockBooking, receiptData, recordRefund, type BookingState } from './repository.ts';
import { findOwnBooking } from './my-bookings.ts';
import { transitionBooking } from './lifecycle.ts';
import { futureBookingIds } from '../account/repository.ts';

const notFound = () => new ApiError(404, 'not_found', BOOKING_MESSAGES.bookingNotFound);

/**
 * What a guest cancelling this paid booking gets back under the policy it was booked with, of what
 * admins have not refunded already.
 */
function refundOwed(booking: BookingState, at: Date): number {
  if (booking.confirmed_at === null) return 0;
  return refundFor({
    policy: booking.cancellation_policy,
    paid: booking.total_price - booking.admin_refunded_amount,
    start: booking.start_time,
    cancelledAt: at,
  }).amount;
}

/** The events that cancel a paid or held booking and settle its money: the guest's, a deleted or a suspended account. */
export type CancellingEvent = 'guest_cancelled' | 'account_deleted' | 'account_suspended';

/**
 * Cancels a booking locked by the caller, inside the caller's transaction: the status with the
 * refund owed, and the host's payout. A refund in full cancels the payout; a partial or no refund
 * leaves the host their share of what the guest was not given back
 * (docs/decisions/0018-late-cancellations-pay-the-host.md). Returns that payout. The refund itself
 * is sent after the transaction, by `sendCancellationRefund`.
 */
export async function settleCancellation(
  tx: Database,
  booking: BookingState,
  event: CancellingEvent,
  refund: number,
  now: Date,
): Promise<number> {
  // The refund is fixed now, so that every later attempt to send it (here or by the jobs) asks
  // for the same amount. The booking's refunded amount adds it to what admins refunded before.
  const refunded = booking.admin_refunded_amount + refund;
  await transitionBooking(tx, booking.id, event, now, { refunded_amount: refunded });
  // What the refunds do not give back, the host is paid their share of (nothing for a hold).
  const payout =
    booking.confirmed_at === null ? 0 : keptPayout(booking.subtotal, booking.total_price, refunded);
  await settlePayout(tx, booking.id, payout);
  // A held deposit is released, a scheduled one cancelled; the provider's release follows.
  await cancelBookingDeposit(tx, booking.id, now);
  return payout;
}

/** Cancels in one transaction: the status, the refund owed, the host's payout and the receipts change together. */
async function cancelLocked(
  deps: SyncDeps,
  userId: string,
  bookingId: string,
): Promise<BookingState> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.user_id !== userId) throw notFound();
    if (booking.status === 'cancelled' && booking.cancellation_reason === 'guest_cancelled')
      return booking;
    if (!guestMayCancel(booking.status, booking.start_time, now)) {
      throw conflict('not_cancellable', 'This booking can no longer be cancelled');
    }
    const refund = refundOwed(booking, now);
    const payout = await settleCancellation(tx, booking, 'guest_cancelled', refund, now);
    if (booking.status === 'confirmed') {
      await notifyBookingCancelled(tx, await receiptData(tx, bookingId), { refund, payout }, deps);
    }
    return {
      ...booking,
      status: 'cancelled' as const,
      cancellation_reason: 'guest_cancelled',
      cancelled_at: now,
      refunded_amount: booking.admin_refunded_amount + refund,
    };
  });
}

/**
 * Sends the refund fixed when the guest cancelled (what was refunded past admins' refunds), unless
 * it went out already. The idempotency key is the same on every attempt, so a refund the provider
 * made but did not confirm is never repeated.
 */
export async function sendCancellationRefund(
  deps: SyncDeps,
  booking: Pick<
    BookingState,
    'id' | 'payment_intent_id' | 'refund_id' | 'refunded_amount' | 'admin_refunded_amount'
  >,
) {
  const amount = booking.refunded_amount - booking.admin_refunded_amount;
  if (amount <= 0 || booking.refund_id !== null || !booking.payment_intent_id) return false;
  const refund = await deps.payments.refund({
    paymentIntentId: booking.payment_intent_id,
    amount,
    reason: 'requested_by_customer',
    idempotencyKey: `booking-${booking.id}-cancel-refund`,
  });
  await recordRefund(deps.db, booking.id, refund);
  return true;
}

/**
 * The provider's side of a cancellation, after its transaction: a hold's payment is stopped (and
 * refunded in full by the payment path if it went through a moment ago); a paid booking's refund is
 * sent. Safe to run again: every call carries the same idempotency keys.
 */
export async function finishCancellation(
  deps: SyncDeps,
  booking: Pick<
    BookingState,
    | 'id'
    | 'confirmed_at'
    | 'payment_intent_id'
    | 'refund_id'
    | 'refunded_amount'
    | 'admin_refunded_amount'
  >,
) {
  if (booking.confirmed_at === null && booking.payment_intent_id) {
    // A hold: its payment must not go through any more (also on a repeat, if the first attempt failed).
    const intent = await deps.payments.cancelIntent(
      booking.payment_intent_id,
      `intent-${booking.payment_intent_id}-cancel`,
    );
    // It may have been paid a moment ago: then the payment path refunds it in full.
    if (intent.status === 'succeeded') await syncIntent(deps, intent.id);
  }
  await sendCancellationRefund(deps, booking);
  await settleBookingDeposit(deps, booking.id);
}

/**
 * POST /rest/v1/bookings/{id}/cancel: the guest cancels their pending or confirmed booking. The
 * slot is freed (by the trigger), the refund follows the listing's policy and the notice given.
 * When the provider cannot be reached the booking stays cancelled and the guest hears 502/503
 * 'Failed to cancel booking'; asking again, or the jobs, finish the work, never twice.
 */
export async function cancelBooking(
  deps: SyncDeps,
  userId: string,
  bookingId: string,
): Promise<CancelBookingResponse> {
  const booking = await cancelLocked(deps, userId, bookingId);
  deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  await withProviderFailure(
    BOOKING_MESSAGES.cancelBookingFailed,
    () => finishCancellation(deps, booking),
    deps.logger,
  );
  const view = await findOwnBooking(deps.db, userId, bookingId);
  if (!view) throw notFound();
  return { booking: view, refund: { amount: view.refunded_amount, currency: view.currency } };
}

/**
 * The bookings yet to begin that an account's end cancels (deleted or suspended), on the booking
 * lifecycle: each is locked first, so a payment confirming it at this moment is seen; a hold, a
 * request to book (its authorisation released by the job runner once cancelled) or a confirmed
 * stay yet to begin, as the lifecycle allows the event. A confirmed booking is refunded in full, of
 * what admins have not refunded already; `tell` then hears of it with that refund, to tell the
 * other side. Returns the bookings as they are after it.
 */
export async function cancelAccountBookings(
  tx: Database,
  userId: string,
  event: 'account_deleted' | 'account_suspended',
  now: Date,
  tell: (booking: BookingState, refund: number) => Promise<void>,
): Promise<BookingState[]> {
  const cancelled: BookingState[] = [];
  for (const id of await futureBookingIds(tx, userId, now)) {
    const booking = await lockBooking(tx, id);
    if (!booking || booking.start_time <= now || nextStatus(booking.status, event) === null)
      continue;
    const refund =
      booking.confirmed_at === null ? 0 : booking.total_price - booking.admin_refunded_amount;
    await settleCancellation(tx, booking, event, refund, now);
    cancelled.push({
      ...booking,
      status: 'cancelled',
      refunded_amount: booking.admin_refunded_amount + refund,
    });
    // The other side of a booking or of a request waiting for its answer is told; a hold still
    // being paid for ends at its checkout, which says so.
    if (booking.status === 'confirmed' || booking.status === 'requested')
      await tell(booking, refund);
  }
  return cancelled;
}
