import { and, eq } from 'drizzle-orm';
import { bookings, spaces, type Database } from '@rentspace/db';
import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import type { RequestAnswerResponse } from '@rentspace/core/bookings/requests-api';
import { ApiError, conflict } from '../http/errors.ts';
import { notifyRequest } from '../notifications/requests.ts';
import { ProviderError } from '../payments/provider.ts';
import { providerFailure } from '../payments/failures.ts';
import { failCapture, releaseAuthorisation } from '../payments/request-sync.ts';
import { syncIntent, type SyncDeps } from '../payments/sync.ts';
import { claimRequest, transitionBooking } from './lifecycle.ts';
import { receiptData } from './repository.ts';

/**
 * A host's answer to a request to book, and a guest's withdrawal
 * (docs/product/booking-lifecycle.md#request-to-book). Accepting first marks the request the
 * host's (claimRequest), then captures the payment outside any transaction; declining and
 * withdrawing are state machine events that only an unaccepted request takes. So of a host
 * accepting and a guest withdrawing, or the expiry, exactly one wins, and the money follows it.
 */

const requestNotFound = () => new ApiError(404, 'not_found', REQUEST_MESSAGES.notFound);

type Side = 'host' | 'guest';

/** The request as its host or its guest may see it; anyone else's id is unknown. */
async function findRequest(db: Database, side: Side, userId: string, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      booking_mode: bookings.booking_mode,
      accepted_at: bookings.accepted_at,
      request_expires_at: bookings.request_expires_at,
      cancellation_reason: bookings.cancellation_reason,
      payment_intent_id: bookings.payment_intent_id,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .where(
      and(
        eq(bookings.id, bookingId),
        side === 'host' ? eq(spaces.user_id, userId) : eq(bookings.user_id, userId),
      ),
    );
  if (!row || row.booking_mode !== 'request' || row.status === 'pending') throw requestNotFound();
  return row;
}

type RequestRow = Awaited<ReturnType<typeof findRequest>>;

/** Why a request can no longer take the answer asked for, in the product's words. */
function answered(row: RequestRow, now: Date): ApiError {
  if (row.status === 'confirmed' || row.status === 'completed' || row.accepted_at)
    return conflict('request_accepted', REQUEST_MESSAGES.alreadyAccepted);
  if (row.cancellation_reason === 'request_withdrawn')
    return conflict('request_withdrawn', REQUEST_MESSAGES.withdrawn);
  if (
    row.cancellation_reason === 'request_expired' ||
    (row.status === 'requested' && row.request_expires_at && row.request_expires_at <= now)
  )
    return conflict('request_expired', REQUEST_MESSAGES.expired);
  if (row.cancellation_reason === 'capture_failed')
    return conflict('capture_failed', REQUEST_MESSAGES.captureFailed);
  if (row.cancellation_reason === 'request_declined')
    return conflict('request_declined', REQUEST_MESSAGES.declined);
  return conflict('request_answered', REQUEST_MESSAGES.alreadyAnswered);
}

async function stateOf(db: Database, id: string) {
  const [row] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row!.status;
}

/** Releases an authorisation now; if the provider cannot be reached, the jobs retry it. */
async function releaseSoon(deps: SyncDeps, row: RequestRow) {
  try {
    await releaseAuthorisation(deps, row);
  } catch (error) {
    deps.logger.warn(
      { err: error, bookingId: row.id },
      'authorisation release failed; retried later',
    );
  }
}

/**
 * Captures the payment of an accepted request and confirms the booking through the payment path.
 * A card declined at capture ends the request (409 capture_failed); a provider that cannot be
 * reached leaves it accepted, for the jobs to capture again with the same key.
 */
export async function captureAccepted(
  deps: SyncDeps,
  row: { id: string; payment_intent_id: string | null },
): Promise<RequestAnswerResponse> {
  if (!row.payment_intent_id) throw requestNotFound();
  try {
    await deps.payments.captureIntent(row.payment_intent_id, `booking-${row.id}-capture`);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.status === undefined || error.status >= 500 || error.status === 429)
      throw providerFailure(error, REQUEST_MESSAGES.answerFailed);
    deps.logger.warn({ err: error, bookingId: row.id }, 'capture of an accepted request failed');
    await failCapture(deps, row);
    throw conflict('capture_failed', REQUEST_MESSAGES.captureFailed);
  }
  await syncIntent(deps, row.payment_intent_id);
  return { id: row.id, status: await stateOf(deps.db, row.id) };
}

export async function acceptRequest(
  deps: SyncDeps,
  hostId: string,
  bookingId: string,
): Promise<RequestAnswerResponse> {
  const now = deps.clock.now();
  const row = await findRequest(deps.db, 'host', hostId, bookingId);
  if (row.status === 'confirmed') return { id: row.id, status: 'confirmed' };
  const claimed = await claimRequest(deps.db, bookingId, now);
  // Accepted before (a second click, or a retry after an outage): capture again with the same key.
  if (!claimed && !(row.status === 'requested' && row.accepted_at)) {
    throw answered(await findRequest(deps.db, 'host', hostId, bookingId), now);
  }
  return captureAccepted(deps, row);
}

export async function declineRequest(
  deps: SyncDeps,
  hostId: string,
  bookingId: string,
  reason: string | null,
): Promise<RequestAnswerResponse> {
  const now = deps.clock.now();
  const row = await findRequest(deps.db, 'host', hostId, bookingId);
  const moved = await deps.db.transaction(async (tx) => {
    const done = await transitionBooking(tx, bookingId, 'request_declined', now, {
      decline_reason: reason,
    });
    if (done) await notifyRequest.declined(tx, await receiptData(tx, bookingId), reason, deps);
    return done;
  });
  if (!moved) throw answered(await findRequest(deps.db, 'host', hostId, bookingId), now);
  deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  await releaseSoon(deps, row);
  return { id: bookingId, status: 'cancelled' };
}

export async function withdrawRequest(
  deps: SyncDeps,
  guestId: string,
  bookingId: string,
): Promise<RequestAnswerResponse> {
  const now = deps.clock.now();
  const row = await findRequest(deps.db, 'guest', guestId, bookingId);
  const moved = await deps.db.transaction(async (tx) => {
    const done = await transitionBooking(tx, bookingId, 'request_withdrawn', now);
    if (done) await notifyRequest.withdrawn(tx, await receiptData(tx, bookingId), deps);
    return done;
  });
  if (!moved) throw answered(await findRequest(deps.db, 'guest', guestId, bookingId), now);
  deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  await releaseSoon(deps, row);
  return { id: bookingId, status: 'cancelled' };
}
