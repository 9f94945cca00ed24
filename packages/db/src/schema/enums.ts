import { pgEnum } from 'drizzle-orm/pg-core';
import {
  RENTAL_TYPES,
  SPACE_STATUSES,
  CANCELLATION_POLICIES,
  BOOKING_MODES,
} from '@rentspace/core/listings/constants';
import { BOOKING_STATUSES, DURATION_UNITS } from '@rentspace/core/bookings/constants';
import { PROFILE_UPDATE_TYPES } from '@rentspace/core/profiles/constants';
import { CONTACT_SUBJECTS } from '@rentspace/core/contact/constants';
import { CURRENCIES } from '@rentspace/core/money/currencies';
import { SUGGESTION_STATUSES } from '@rentspace/core/listings/constants';

export const rentalType = pgEnum('rental_type', RENTAL_TYPES);
export const spaceStatus = pgEnum('space_status', SPACE_STATUSES);
export const cancellationPolicy = pgEnum('cancellation_policy', CANCELLATION_POLICIES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
/** Instant book or request to book (docs/product/booking-lifecycle.md#request-to-book). */
export const bookingMode = pgEnum('booking_mode', BOOKING_MODES);
export const durationUnit = pgEnum('duration_unit', DURATION_UNITS);
export const profileUpdateType = pgEnum('profile_update_type', PROFILE_UPDATE_TYPES);
export const contactSubject = pgEnum('contact_subject', CONTACT_SUBJECTS);
export const currency = pgEnum('currency', CURRENCIES);
export const payoutStatus = pgEnum('payout_status', ['scheduled', 'paid', 'cancelled']);
export const suggestionStatus = pgEnum('suggestion_status', SUGGESTION_STATUSES);
/** Who wrote a review: the guest (of the listing) or the host (of the guest). */
export const reviewAuthor = pgEnum('review_author', ['guest', 'host']);
