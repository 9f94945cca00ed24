/** The booking lifecycle's states (docs/product/booking-lifecycle.md#statuses). */
export const BOOKING_STATUSES = [
  'pending',
  'requested',
  'confirmed',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * How long a hold keeps its slot while the guest pays (docs/product/booking-lifecycle.md#holds).
 */
export const HOLD_MINUTES = 15;

/**
 * How long a host has to answer a request to book, at most: it also ends at the slot's start
 * (docs/product/booking-lifecycle.md#request-to-book).
 */
export const REQUEST_ANSWER_HOURS = 24;

/** When a request placed at `now` for a slot starting at `start` expires: 24 hours, or the start if sooner. */
export function requestExpiresAt(now: Date, start: Date): Date {
  return new Date(Math.min(now.getTime() + REQUEST_ANSWER_HOURS * 3_600_000, start.getTime()));
}

export const DURATION_UNITS = ['hour', 'day', 'week', 'month'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
