import { countOf } from '../intl.ts';

/**
 * The product's booking and payment wording (docs/product/booking-lifecycle.md#booking-messages).
 */
export const BOOKING_MESSAGES = {
  selectDateTime: 'Please select a date and time',
  futureDateTime: 'Please select a future date and time',
  slotUnavailable: 'This time slot is not available',
  spaceNotFound: 'Space not found',
  bookingNotFound: 'Booking not found',
  fetchReviewsFailed: 'Failed to fetch reviews',
  loadAvailabilityFailed: 'Failed to load availability',
  fetchBookingsFailed: 'Failed to fetch bookings',
  cancelBookingFailed: 'Failed to cancel booking',
  fetchDashboardFailed: 'Failed to fetch dashboard data',
  connectStripeFailed: 'Failed to connect Stripe account',
  missingClientSecret: 'Invalid response: missing client secret',
  paymentFailed: 'An error occurred',
  contactForPricing: 'Contact for Pricing',
  noReviews: 'No reviews yet.',
  noBookings: 'No Bookings Yet',
  noRecentBookings: 'No recent bookings',
} as const;

/** 'Failed to create payment intent ({status})' with the HTTP status filled in. */
export function createPaymentIntentFailed(status: number): string {
  return `Failed to create payment intent (${status})`;
}

/**
 * The answer to a guest who keeps as many live holds as allowed
 * (docs/product/booking-lifecycle.md#hold-limits).
 */
export function holdLimitMessage(limit: number): string {
  return `You already hold ${countOf(limit, 'time slot')} waiting for payment. Pay for one or let it expire before holding another.`;
}

/** The same, for the holds one guest may keep on one listing. */
export function holdLimitOnListingMessage(limit: number): string {
  return limit === 1
    ? 'You already hold a time slot of this space waiting for payment. Pay for it or let it expire before holding another.'
    : `You already hold ${countOf(limit, 'time slot')} of this space waiting for payment. Pay for one or let it expire before holding another.`;
}

/**
 * The payment result page's titles and messages
 * (docs/product/pages-and-messages.md#booking-confirmation).
 */
export const PAYMENT_RESULT_MESSAGES = {
  succeeded: 'Payment successful! Your booking has been confirmed.',
  processing: 'Your payment is processing.',
  requires_payment_method: 'Your payment was not successful, please try again.',
  other: 'Something went wrong.',
  confirmedTitle: 'Booking Confirmed!',
} as const;
