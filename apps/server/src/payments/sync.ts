import { eq } from 'drizzle-orm';
import { deposits, type Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notifyBookingConfirmed } from '../notifications/bookings.ts';
import { notifyRequest } from '../notifications/requests.ts';
import { transitionBooking } from '../bookings/lifecycle.ts';
import {
  findBookingByIntent,
  lockBooking,
  receiptData,
  recordRefund,
  type BookingState,
} from '../bookings/repository.ts';
import { schedulePayout } from '../payouts/repository.ts';
import { recordAudit } from '../admin/audit.ts';
import type { PaymentProvider, ProviderIntent } from './provider.ts';
import { applyAuthorisation, endRequestAtProvider } from './request-sync.ts';
import { authoriseDeposit, scheduleDeposit, syncDepositIntent } from '../deposits/lifecycle.ts';

export interface SyncDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  payments: PaymentProvider;
  mailer: Mailer;
  siteUrl: string;
}

type Outcome = 'confirmed' | 'late' | 'unchanged';

/** Confirms a held booking whose payment succeeded, in one transaction; a second report changes nothing. */
async function confirmIfHeld(deps: SyncDeps, bookingId: string): Promise<Outcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return 'unchanged';
    // A request the host accepted, now captured: confirmed as an instant booking is when paid.
    if (booking.status === 'requested') {
      await transitionBooking(tx, bookingId, 'request_accepted', now);
      await recordAudit(tx, {
        actorId: null,
        action: 'payment_confirmed',
        targetType: 'booking',
        targetId: bookingId,
        before: { status: 'requested' },
        after: {
          status: 'confirmed',
          amount: booking.total_price,
          currency: booking.currency,
          payment_intent_id: booking.payment_intent_id,
        },
      });
      const receipt = await receiptData(tx, bookingId);
      await schedulePayout(tx, booking, receipt.hostId);
      await scheduleDeposit(tx, bookingId, now);
      await notifyRequest.accepted(tx, receipt, deps);
      return 'confirmed';
    }
    if (booking.status === 'pending') {
      if (booking.hold_expires_at && booking.hold_expires_at > now) {
        await transitionBooking(tx, bookingId, 'payment_succeeded', now);
        await recordAudit(tx, {
          actorId: null,
          action: 'payment_confirmed',
          targetType: 'booking',
          targetId: bookingId,
          before: { status: 'pending' },
          after: {
            status: 'confirmed',
            amount: booking.total_price,
            currency: booking.currency,
            payment_intent_id: booking.payment_intent_id,
          },
        });
        const receipt = await receiptData(tx, bookingId);
        await schedulePayout(tx, booking, receipt.hostId);
        await scheduleDeposit(tx, bookingId, now);
        await notifyBookingConfirmed(tx, receipt, deps);
        return 'confirmed';
      }
      // Paid after the hold ran out: the slot may belong to someone else now. Refund, never double-book.
      await transitionBooking(tx, bookingId, 'hold_expired', now);
      return 'late';
    }
    // Cancelled before the payment went through (expired or given up): the money must go back.
    if (
      booking.status === 'cancelled' &&
      booking.confirmed_at === null &&
      booking.refund_id === null
    )
      return 'late';
    return 'unchanged';
  });
}

async function refundLatePayment(deps: SyncDeps, booking: BookingState, intent: ProviderIntent) {
  const refund = await deps.payments.refund({
    paymentIntentId: intent.id,
    amount: intent.amount,
    reason: 'requested_by_customer',
    idempotencyKey: `booking-${booking.id}-late-refund`,
  });
  await recordRefund(deps.db, booking.id, refund);
  deps.logger.info(
    { bookingId: booking.id, refund: refund.id },
    'refunded a payment that arrived after its hold expired',
  );
}

/** A declined or abandoned payment ends the hold at once, so the slot is free for others. */
async function releaseFailedHold(deps: SyncDeps, booking: BookingState, intent: ProviderIntent) {
  const now = deps.clock.now();
  if (booking.status === 'pending') {
    await transitionBooking(deps.db, booking.id, 'payment_failed', now);
  }
  if (intent.status !== 'canceled') {
    // No later attempt on this intent may succeed: the guest starts a new hold to try again. Also
    // when an earlier report released the hold but could not reach the provider to cancel.
    await deps.payments.cancelIntent(intent.id, `intent-${intent.id}-cancel`);
  }
}

/**
 * Brings a booking in line with its payment as the provider reports it. Every path (webhook,
 * payment-status, sandbox confirmation) ends here, so the result is the same however often and in
 * whatever order the news arrives.
 */
export async function applyIntent(deps: SyncDeps, booking: BookingState, intent: ProviderIntent) {
  if (intent.status === 'requires_capture') return applyAuthorisation(deps, booking, intent);
  if (intent.status === 'succeeded') {
    if (intent.amount !== booking.total_price || intent.currency !== booking.currency) {
      deps.logger.error(
        { bookingId: booking.id, intent: intent.id },
        'payment amount differs from the booking total',
      );
      return;
    }
    const outcome = await confirmIfHeld(deps, booking.id);
    if (outcome === 'confirmed') {
      await authoriseDepositIfDue(deps, booking.id);
      deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
    }
    if (outcome === 'late') await refundLatePayment(deps, booking, intent);
    return;
  }
  const failed =
    (intent.status === 'requires_payment_method' && intent.lastError !== null) ||
    intent.status === 'canceled';
  if (failed && booking.status === 'requested') return endRequestAtProvider(deps, booking);
  const unpaid =
    booking.status === 'pending' ||
    (booking.status === 'cancelled' && booking.confirmed_at === null);
  if (failed && unpaid) await releaseFailedHold(deps, booking, intent);
}

/**
 * A booking just confirmed whose deposit is due now (the start within 5 days): authorised at once.
 * A failure here is the job runner's to retry; the confirmation stands.
 */
async function authoriseDepositIfDue(deps: SyncDeps, bookingId: string) {
  const [deposit] = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.booking_id, bookingId));
  if (!deposit) return;
  try {
    await authoriseDeposit(deps, deposit.id);
  } catch (error) {
    deps.logger.warn({ err: error, bookingId }, 'deposit authorisation deferred to the job runner');
  }
}

/** Retrieves an intent from the provider (the only source the server trusts) and applies it. */
export async function syncIntent(deps: SyncDeps, intentId: string) {
  const booking = await findBookingByIntent(deps.db, intentId);
  if (!booking) return null;
  const intent = await deps.payments.retrieveIntent(intentId);
  await applyIntent(deps, booking, intent);
  const after = await findBookingByIntent(deps.db, intentId);
  return { booking: after!, intent };
}

/**
 * A webhook's intent: a booking's payment goes to syncIntent; any other is retrieved, and a
 * deposit's (metadata kind=deposit) goes to the deposit's sync, never to a booking's payment.
 */
export async function syncReportedIntent(deps: SyncDeps, intentId: string) {
  if (await findBookingByIntent(deps.db, intentId)) return syncIntent(deps, intentId);
  const intent = await deps.payments.retrieveIntent(intentId).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  });
  if (intent?.metadata.kind === 'deposit') await syncDepositIntent(deps, intent);
  return null;
}
