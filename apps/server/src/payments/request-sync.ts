import { and, eq, isNull } from 'drizzle-orm';
import { bookings } from '@rentspace/db';
import { requestExpiresAt } from '@rentspace/core/bookings/constants';
import { queueMails } from '../mail/outbox.ts';
import { captureFailedMails, requestSentMail } from '../mail/request-mails.ts';
import { notifyRequest } from '../notifications/requests.ts';
import { transitionBooking } from '../bookings/lifecycle.ts';
import { lockBooking, receiptData, type BookingState } from '../bookings/repository.ts';
import { createMessageRepository } from '../messages/repository.ts';
import { announce } from '../messages/notify.ts';
import type { ProviderIntent } from './provider.ts';
import type { SyncDeps } from './sync.ts';

/**
 * A request to book as its payment reports it (docs/product/booking-lifecycle.md#request-to-book):
 * an authorised card turns a live hold into a request; an authorisation that comes too late, or
 * whose request ended, is released; a capture that fails ends the request. Every path is a state
 * machine event, so a repeated or late report finds nothing left to move.
 */

type Authorised = 'requested' | 'release' | 'unchanged';

/**
 * The card of a live hold is authorised: the booking becomes `requested` until the host answers,
 * the guest's message joins their conversation with the host, and both are mailed, in one
 * transaction. A hold already past its time is expired instead, and its authorisation released.
 */
async function requestIfHeld(deps: SyncDeps, bookingId: string): Promise<Authorised> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return 'unchanged';
    if (booking.status === 'pending') {
      if (!booking.hold_expires_at || booking.hold_expires_at <= now) {
        await transitionBooking(tx, bookingId, 'hold_expired', now);
        return 'release';
      }
      const expiresAt = requestExpiresAt(now, booking.start_time);
      await transitionBooking(tx, bookingId, 'payment_authorised', now, {
        request_expires_at: expiresAt,
      });
      const receipt = await receiptData(tx, bookingId);
      const [row] = await tx
        .select({ message: bookings.request_message })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      const message = row?.message ?? '';
      if (message) {
        const repo = createMessageRepository(deps.db);
        const thread = await repo.findOrCreate(tx, {
          space_id: booking.space_id,
          guest_id: booking.user_id,
          host_id: receipt.hostId,
          now,
        });
        const posted = await repo.addMessage(tx, thread.id, booking.user_id, message, now);
        await announce(tx, {
          type: 'INSERT',
          id: posted.id,
          conversation_id: thread.id,
          user_ids: [booking.user_id, receipt.hostId],
        });
      }
      await notifyRequest.received(tx, receipt, { message, respondBy: expiresAt }, deps);
      await queueMails(tx, [requestSentMail(receipt, deps.siteUrl)]);
      return 'requested';
    }
    // Ended before its card was authorised (the hold expired, or the request was answered and
    // released, and this report is late): the authorisation must not stay on the card.
    if (booking.status === 'cancelled' && booking.confirmed_at === null) return 'release';
    return 'unchanged';
  });
}

/**
 * Releases the authorisation of a request that ended without a booking (cancels the intent; a
 * repeat with the same key is answered again) and notes it on the booking.
 */
export async function releaseAuthorisation(
  deps: SyncDeps,
  booking: { id: string; payment_intent_id: string | null },
) {
  if (!booking.payment_intent_id) return;
  const intent = await deps.payments.cancelIntent(
    booking.payment_intent_id,
    `booking-${booking.id}-release`,
  );
  if (intent.status === 'succeeded') return intent;
  await deps.db
    .update(bookings)
    .set({ authorisation_released_at: deps.clock.now() })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.authorisation_released_at)));
  return intent;
}

/** An authorised card (requires_capture): a live hold becomes a request; otherwise it is released. */
export async function applyAuthorisation(
  deps: SyncDeps,
  booking: BookingState,
  intent: ProviderIntent,
) {
  if (intent.amount !== booking.total_price || intent.currency !== booking.currency) {
    deps.logger.error(
      { bookingId: booking.id, intent: intent.id },
      'authorised amount differs from the booking total',
    );
    return;
  }
  const outcome = await requestIfHeld(deps, booking.id);
  if (outcome === 'requested')
    deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  if (outcome === 'release') await releaseAuthorisation(deps, booking);
}

/**
 * The host accepted, and the card declined at capture: the request ends (`capture_failed`), which
 * frees the slot, both are told, and what is left of the authorisation is released.
 */
export async function failCapture(
  deps: SyncDeps,
  booking: { id: string; payment_intent_id: string | null },
) {
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const done = await transitionBooking(tx, booking.id, 'capture_failed', now);
    if (done)
      await queueMails(tx, captureFailedMails(await receiptData(tx, booking.id), deps.siteUrl));
    return done;
  });
  if (moved)
    deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  await releaseAuthorisation(deps, booking);
  return moved;
}

/**
 * A request whose payment failed or was cancelled at the provider: after the host accepted it is a
 * failed capture; before, the authorisation is gone (`payment_failed`) and the slot is freed.
 */
export async function endRequestAtProvider(deps: SyncDeps, booking: BookingState) {
  if (booking.accepted_at) {
    await failCapture(deps, booking);
    return;
  }
  await transitionBooking(deps.db, booking.id, 'payment_failed', deps.clock.now());
  await releaseAuthorisation(deps, booking);
}
