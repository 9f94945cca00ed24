/** The booking lifecycle's states (docs/product/booking-lifecycle.md#statuses). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * How long a hold keeps its slot while the guest pays (docs/product/booking-lifecycle.md#holds).
 */
export const HOLD_MINUTES = 15;

export const DURATION_UNITS = ['hour', 'day', 'week', 'month'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
