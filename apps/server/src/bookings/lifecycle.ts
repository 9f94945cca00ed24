import { and, asc, eq, gt, inArray, isNull, type AnyColumn, type SQL } from 'drizzle-orm';
import { bookings, type Database } from '@rentspace/db';
import {
  statusAfter,
  statusesAccepting,
  type BookingEvent,
} from '@rentspace/core/bookings/state-machine';

/**
 * The one writer of `bookings.status` (docs/product/booking-lifecycle.md). Every status change,
 * whoever asks for it (a payment report, the jobs, a guest cancelling, a hold placed beside
 * expired ones), is an event of the state machine in packages/core applied here: the row moves
 * only from a status that accepts the event, to the one status the event leads to, with the
 * columns the event implies. A test (lifecycle-writers.test.ts) fails when any other code writes
 * the column.
 */

/**
 * One booking by id; every booking matching `where`; or a batch of them, oldest `orderBy` first,
 * claimed with FOR UPDATE SKIP LOCKED so that instances running the same job share the rows.
 */
export type BookingSelection =
  | { id: string }
  | { where: SQL }
  | { where: SQL; orderBy: AnyColumn; limit: number; skipLocked: true };

/** Columns an event sets beside the status, fixed by the caller (the refund a cancellation owes). */
export interface TransitionValues {
  refunded_amount?: number;
  /** payment_authorised: when the host's answer is due. */
  request_expires_at?: Date;
  /** request_declined: the host's reason for the guest, if any. */
  decline_reason?: string | null;
}

/**
 * Events that end a request only while its host has not accepted it: once accepted, the request is
 * the capture's to settle, so a withdrawal, a decline or the expiry that comes later finds nothing
 * to move (docs/decisions/0043-request-to-book.md).
 */
const BEFORE_ACCEPTANCE: readonly BookingEvent[] = [
  'request_declined',
  'request_withdrawn',
  'request_expired',
];

/** The columns an event writes: its status, when, and why a booking was cancelled. */
function eventColumns(event: BookingEvent, now: Date) {
  const status = statusAfter(event);
  return {
    status,
    updated_at: now,
    ...(status === 'confirmed' ? { confirmed_at: now } : {}),
    // The reasons are the events' names: hold_expired, payment_failed, guest_cancelled,
    // account_deleted, request_declined, request_expired, request_withdrawn, capture_failed.
    ...(status === 'cancelled' ? { cancellation_reason: event, cancelled_at: now } : {}),
  };
}

/**
 * Applies `event` to the selected bookings that accept it and returns the ones it moved; a booking
 * in a status the event does not apply to is left as it is (a second report changes nothing).
 */
export async function transitionBookings(
  db: Database,
  event: BookingEvent,
  selection: BookingSelection,
  now: Date,
  values: TransitionValues = {},
) {
  const accepting = BEFORE_ACCEPTANCE.includes(event)
    ? and(inArray(bookings.status, statusesAccepting(event)), isNull(bookings.accepted_at))!
    : inArray(bookings.status, statusesAccepting(event));
  const chosen =
    'id' in selection
      ? eq(bookings.id, selection.id)
      : !('limit' in selection)
        ? selection.where
        : inArray(
            bookings.id,
            db
              .select({ id: bookings.id })
              .from(bookings)
              .where(and(selection.where, accepting))
              .orderBy(asc(selection.orderBy))
              .limit(selection.limit)
              .for('update', { skipLocked: true }),
          );
  return (
    db
      .update(bookings)
      .set({ ...eventColumns(event, now), ...values })
      // The status test again in the update itself: a row another instance moved meanwhile is left.
      .where(and(chosen, accepting))
      .returning({
        id: bookings.id,
        status: bookings.status,
        payment_intent_id: bookings.payment_intent_id,
      })
  );
}

/** Applies `event` to one booking; the booking as moved, or undefined when it did not accept it. */
export async function transitionBooking(
  db: Database,
  bookingId: string,
  event: BookingEvent,
  now: Date,
  values: TransitionValues = {},
) {
  const [moved] = await transitionBookings(db, event, { id: bookingId }, now, values);
  return moved;
}

/**
 * The host accepts a request: it is marked theirs (`accepted_at`) if it is still a live request
 * nobody has answered, so that a withdrawal or the expiry arriving meanwhile finds nothing to move,
 * and the payment can be captured outside any transaction. Not a status change: the booking stays
 * `requested` until the capture's outcome moves it (request_accepted or capture_failed).
 */
export async function claimRequest(db: Database, bookingId: string, now: Date) {
  const [claimed] = await db
    .update(bookings)
    .set({ accepted_at: now, updated_at: now })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, 'requested'),
        isNull(bookings.accepted_at),
        gt(bookings.request_expires_at, now),
      ),
    )
    .returning({ id: bookings.id, payment_intent_id: bookings.payment_intent_id });
  return claimed;
}
