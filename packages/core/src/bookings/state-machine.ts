import type { BookingStatus } from './constants.ts';

/**
 * The booking lifecycle, the one place that decides a status change
 * (docs/product/booking-lifecycle.md#transitions).
 * pending -> confirmed (payment verified) | requested (a request to book whose card is authorised)
 * | cancelled (hold expired, payment failed, guest cancels, guest or host deletes their account,
 * an admin suspends the guest or the host); requested -> confirmed (the host accepted and the
 * payment was captured) | cancelled (declined, expired, withdrawn, capture failed, authorisation
 * cancelled, account deleted or suspended); confirmed -> completed (it ended) | cancelled (guest
 * cancels, guest or host deletes their account, an admin suspends the guest or the host).
 * completed and cancelled are final.
 * The database trigger bookings_guard_and_sync refuses every other change as a second line.
 */
export const BOOKING_EVENTS = [
  'payment_succeeded',
  'payment_failed',
  'hold_expired',
  'guest_cancelled',
  'account_deleted',
  'account_suspended',
  'ended',
  'payment_authorised',
  'request_accepted',
  'request_declined',
  'request_expired',
  'request_withdrawn',
  'capture_failed',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

const TRANSITIONS: Readonly<Record<BookingStatus, Partial<Record<BookingEvent, BookingStatus>>>> = {
  pending: {
    payment_succeeded: 'confirmed',
    payment_failed: 'cancelled',
    hold_expired: 'cancelled',
    guest_cancelled: 'cancelled',
    account_deleted: 'cancelled',
    account_suspended: 'cancelled',
    payment_authorised: 'requested',
  },
  requested: {
    request_accepted: 'confirmed',
    request_declined: 'cancelled',
    request_expired: 'cancelled',
    request_withdrawn: 'cancelled',
    capture_failed: 'cancelled',
    // The authorisation was cancelled at the provider (it lapsed, or was released elsewhere).
    payment_failed: 'cancelled',
    account_deleted: 'cancelled',
    account_suspended: 'cancelled',
  },
  confirmed: {
    guest_cancelled: 'cancelled',
    account_deleted: 'cancelled',
    account_suspended: 'cancelled',
    ended: 'completed',
  },
  completed: {},
  cancelled: {},
};

export class BookingTransitionError extends Error {
  constructor(
    readonly from: BookingStatus,
    readonly event: BookingEvent,
  ) {
    super(`A ${from} booking cannot take the event ${event}`);
  }
}

/** The status after an event, or null when the lifecycle refuses it. */
export function nextStatus(from: BookingStatus, event: BookingEvent): BookingStatus | null {
  return TRANSITIONS[from][event] ?? null;
}

/** The status after an event; throws BookingTransitionError when refused. */
export function transition(from: BookingStatus, event: BookingEvent): BookingStatus {
  const next = nextStatus(from, event);
  if (next === null) throw new BookingTransitionError(from, event);
  return next;
}

/** The statuses from which an event is allowed (for conditional updates: WHERE status IN ...). */
export function statusesAccepting(event: BookingEvent): BookingStatus[] {
  return (Object.keys(TRANSITIONS) as BookingStatus[]).filter(
    (status) => TRANSITIONS[status][event] !== undefined,
  );
}

/**
 * The one status an event moves a booking to, from whichever status accepts it. Every event has
 * one target, so that a conditional update (WHERE status IN statusesAccepting(event)) can set it
 * for many bookings at once; a test holds the graph to that.
 */
export function statusAfter(event: BookingEvent): BookingStatus {
  const targets = new Set(
    Object.values(TRANSITIONS).flatMap((edges) => (edges[event] ? [edges[event]] : [])),
  );
  if (targets.size !== 1) throw new Error(`The event ${event} must have exactly one target status`);
  return [...targets][0]!;
}

/** True when the status can change to `to` by some event. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return Object.values(TRANSITIONS[from]).includes(to);
}

/** Bookings in these states keep their slot. */
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'requested',
  'confirmed',
];

/** The events that end a request to book without a booking: the host or the guest may take only these. */
export const REQUEST_ANSWERS = {
  accept: 'request_accepted',
  decline: 'request_declined',
  withdraw: 'request_withdrawn',
} as const satisfies Record<string, BookingEvent>;

/** A guest may cancel in these states. */
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = statusesAccepting('guest_cancelled');

/**
 * Whether the guest may cancel at `now`: a hold, or a confirmed stay that has not begun. A stay
 * under way is not cancelled; it would free the rest of it for others mid-stay
 * (docs/decisions/0005-bookings-and-payments.md). The server refuses what this refuses, and the
 * guest's list offers Cancel only where this allows it.
 */
export function guestMayCancel(status: BookingStatus, start: Date, now: Date): boolean {
  if (!CANCELLABLE_STATUSES.includes(status)) return false;
  return status !== 'confirmed' || start.getTime() > now.getTime();
}
