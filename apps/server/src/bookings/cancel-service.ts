import type { Database } from '@rentspace/db';
import type { CancelBookingResponse } from '@rentspace/core/bookings/api';
import { refundFor } from '@rentspace/core/bookings/refunds';
import { statusesAccepting, transition } from '@rentspace/core/bookings/state-machine';
import { ApiError, conflict } from '../http/errors.ts';
import { queueMails } from '../mail/outbox.ts';
import { cancellationMails } from '../mail/receipts.ts';
import {
  cancelPayout,
  findOwnBooking,
  lockBooking,
  policyOf,
  receiptData,
  recordRefund,
  updateStatus,
  type BookingState,
} from './repository.ts';
import { syncIntent, type SyncDeps } from './payment-sync.ts';

const notFound = () => new ApiError(404, 'not_found', 'Booking not found');

/** What a guest cancelling this paid booking gets back under the listing's policy. */
async function refundOwed(db: Database, booking: BookingState, at: Date): Promise<number> {
  if (booking.confirmed_at === null) return 0;
  const policy = await policyOf(db, booking.space_id);
  return refundFor({ policy, paid: booking.total_price, start: booking.start_time, cancelledAt: at }).amount;
}

/** Cancels in one transaction: the status, the host's payout and the receipts change together. */
async function cancelLocked(deps: SyncDeps, userId: string, bookingId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.user_id !== userId) throw notFound();
    if (booking.status === 'cancelled' && booking.cancellation_reason === 'guest_cancelled') {
      return { booking, wasPending: false, alreadyCancelled: true };
    }
    if (!statusesAccepting('guest_cancelled').includes(booking.status)) {
      throw conflict('not_cancellable', 'This booking can no longer be cancelled');
    }
    await updateStatus(tx, bookingId, statusesAccepting('guest_cancelled'), {
      status: transition(booking.status, 'guest_cancelled'),
      cancellation_reason: 'guest_cancelled',
      cancelled_at: now,
      updated_at: now,
    });
    await cancelPayout(tx, bookingId);
    const cancelled = { ...booking, cancelled_at: now };
    if (booking.status === 'confirmed') {
      const refund = await refundOwed(tx, cancelled, now);
      await queueMails(tx, cancellationMails(await receiptData(tx, bookingId), refund, deps.siteUrl));
    }
    return { booking: cancelled, wasPending: booking.status === 'pending', alreadyCancelled: false };
  });
}

/**
 * POST /rest/v1/bookings/{id}/cancel: the guest cancels their pending or confirmed booking. The
 * slot is freed (by the trigger), the refund follows the listing's policy and the notice given.
 * Asking again is safe: a refund that did not go through the first time is retried, never repeated.
 */
export async function cancelBooking(deps: SyncDeps, userId: string, bookingId: string): Promise<CancelBookingResponse> {
  const { booking, wasPending } = await cancelLocked(deps, userId, bookingId);
  if (wasPending && booking.payment_intent_id) {
    const intent = await deps.payments.cancelIntent(booking.payment_intent_id, `intent-${booking.payment_intent_id}-cancel`);
    // It may have been paid a moment ago: then the payment path refunds it in full.
    if (intent.status === 'succeeded') await syncIntent(deps, intent.id);
  }
  let refunded = booking.refunded_amount;
  const owed = await refundOwed(deps.db, booking, booking.cancelled_at ?? deps.clock.now());
  if (owed > 0 && booking.refund_id === null && booking.payment_intent_id) {
    try {
      const refund = await deps.payments.refund({
        paymentIntentId: booking.payment_intent_id,
        amount: owed,
        reason: 'requested_by_customer',
        idempotencyKey: `booking-${booking.id}-cancel-refund`,
      });
      await recordRefund(deps.db, booking.id, refund);
      refunded = refund.amount;
    } catch (error) {
      deps.logger.error({ err: error, bookingId }, 'refund failed; the guest can ask again');
      throw new ApiError(502, 'refund_failed', 'Failed to cancel booking');
    }
  }
  deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  const view = await findOwnBooking(deps.db, userId, bookingId);
  if (!view) throw notFound();
  return { booking: view, refund: { amount: wasPending ? view.refunded_amount : refunded, currency: view.currency } };
}
