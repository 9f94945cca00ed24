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
  /** My Bookings' Complete payment, followed after the hold ran out or was given up. */
  holdEnded: 'This hold has ended. Choose a time to book it again.',
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

/**
 * The wording of requests to book (docs/product/booking-lifecycle.md#request-to-book).
 */
export const REQUEST_MESSAGES = {
  messageRequired: 'Please write a message to the host',
  messageTooLong: 'Your message can be at most 1000 characters',
  reasonTooLong: 'The reason can be at most 500 characters',
  heldNotCharged: 'Held, not charged',
  heldExplained:
    'Your card is authorised for this amount, not charged. You are charged only if the host accepts; otherwise the hold is released.',
  sentTitle: 'Request Sent',
  sent: 'Your request has been sent to the host. Your card is held, not charged, until the host answers.',
  notFound: 'Request not found',
  alreadyAccepted: 'The host has already accepted this request',
  alreadyAnswered: 'This request has already been answered',
  expired: 'This request has expired',
  withdrawn: 'The guest withdrew this request',
  declined: 'The host declined this request',
  captureFailed:
    "The guest's card could not be charged, so the booking was not confirmed and the time is free again.",
  captureFailedGuest:
    'Your card could not be charged when the host accepted, so the booking was not confirmed and nothing was charged.',
  accepted: 'Request accepted. The booking is confirmed.',
  declinedDone: 'Request declined. The guest’s card hold was released.',
  withdrawnDone: 'Request withdrawn. The hold on your card was released.',
  noRequests: 'No pending requests',
  fetchRequestsFailed: 'Failed to fetch requests',
  answerFailed: 'Failed to answer the request',
} as const;

/** The time a host has left to answer, in words: "23 h 5 min left", "4 min left". */
export function timeLeftToAnswer(expiresAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
  if (minutes === 0) return 'Expiring now';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${rest} min left` : `${rest} min left`;
}
