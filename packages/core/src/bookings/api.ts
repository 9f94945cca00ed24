/**
 * The booking and payment API contract between the server and the web app (issue 5).
 * Request bodies are inferred from the zod schemas in ./schemas.ts; responses are written here.
 * Money is always an integer in the currency's minor unit, next to its currency. Times are ISO 8601.
 * Errors use the API's shape { error: { code, message, fields? } } with the product's messages
 * (docs/product/booking-lifecycle.md#booking-messages).
 */
import type { CancellationPolicy, RentalType, SpaceStatus } from '../listings/constants.ts';
import type { Currency } from '../money/currencies.ts';
import type { BookingStatus, DurationUnit } from './constants.ts';

export type {
  CreatePaymentIntentInput,
  SandboxAuthenticateInput,
  SandboxConfirmInput,
  StripeAccountInput,
} from './schemas.ts';

// ---------------------------------------------------------------------------------------------
// GET /rest/v1/spaces/{id}  (and PublicApi.getSpace(id, viewerId?) on the server)
// 404 { error: { code: 'not_found', message: 'Space not found' } } for an unknown id, and for an
// unpublished listing unless the viewer owns it.
// ---------------------------------------------------------------------------------------------

/** The host card on the space page; defaults when the host has no profile: 95 and 'within an hour'. */
export interface HostSummary {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  response_rate: number;
  response_time: string;
}

/** A listing as the space detail page shows it. */
export interface SpaceDetail {
  id: string;
  user_id: string;
  title: string;
  description: string;
  type: string;
  rental_type: RentalType;
  images: string[];
  videos: string[];
  hourly_price: number;
  daily_price: number | null;
  weekly_price: number | null;
  monthly_price: number | null;
  yearly_price: number | null;
  currency: Currency;
  location: string;
  country: string;
  city: string | null;
  state: string | null;
  capacity: number;
  /** IANA zone of the listing: bookable start times (09:00-21:00) are in this zone. */
  time_zone: string;
  amenities: string[];
  brand: string | null;
  model: string | null;
  year: number | null;
  condition: string;
  safety_equipment_included: string[];
  deposit_required: boolean;
  deposit_amount: number | null;
  insurance_required: boolean;
  location_type: string;
  delivery_available: boolean;
  delivery_fee: number | null;
  pickup_available: boolean;
  license_required: boolean;
  age_restriction: number | null;
  waiver_required: boolean;
  min_rental_duration: number;
  max_rental_duration: number | null;
  cancellation_policy: CancellationPolicy;
  available: boolean;
  is_published: boolean;
  status: SpaceStatus;
  featured: boolean;
  popular: boolean;
  great_value: boolean;
  rating: number;
  review_count: number;
  created_at: string;
  /**
   * Only for the owner or a guest with a confirmed (or completed) booking of this listing;
   * null otherwise: the address is shared with guests only after booking confirmation
   * (docs/product/listings.md#address-sharing).
   */
  street_address: string | null;
  unit_number: string | null;
  postal_code: string | null;
  /** True when the three address fields above were revealed to this viewer. */
  address_visible: boolean;
  /** True when the viewer owns the listing (shows the availability toggle). */
  is_owner: boolean;
  host: HostSummary;
}

// ---------------------------------------------------------------------------------------------
// GET /rest/v1/spaces/{id}/availability?from=ISO&to=ISO  (range at most 62 days)
// Slots overlapping [from, to). Cancelled bookings and expired holds are not listed.
// ---------------------------------------------------------------------------------------------

/** booked: a confirmed or completed booking; held: a guest is paying (pending); blocked: the host's own block. */
export type SlotKind = 'booked' | 'held' | 'blocked';

export interface AvailabilitySlot {
  start_time: string;
  end_time: string;
  kind: SlotKind;
}

export interface AvailabilityResponse {
  data: AvailabilitySlot[];
}

// ---------------------------------------------------------------------------------------------
// GET /rest/v1/spaces/{id}/reviews -> newest first. The web shows 'Failed to fetch reviews' on failure.
// ---------------------------------------------------------------------------------------------

export interface SpaceReview {
  id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  full_name: string | null;
}

export interface ReviewsResponse {
  data: SpaceReview[];
}

// ---------------------------------------------------------------------------------------------
// POST /functions/v1/create-payment-intent  (Bearer; body: CreatePaymentIntentInput)
// Errors: 400 validation_failed (fields; startTime/endTime messages are 'Please select a date and
// time'), 422 past_start ('Please select a future date and time'), 422 invalid_duration,
// 422 invalid_start_time, 422 option_unavailable, 409 price_mismatch (amount differs from the
// server's total), 409 currency_mismatch, 409 space_unavailable (unavailable/unpublished listing),
// 403 own_listing, 404 not_found ('Space not found'),
// 409 slot_unavailable ('This time slot is not available').
// ---------------------------------------------------------------------------------------------

export type PaymentProviderName = 'sandbox' | 'stripe';

export interface CreatePaymentIntentResponse {
  clientSecret: string;
  platformFee: { amount: number; percentage: number };
  bookingId: string;
  /** The slot is held until then (15 minutes); afterwards the hold expires and the slot is free. */
  holdExpiresAt: string;
  provider: PaymentProviderName;
  /** Stripe only: the key for Stripe.js / Elements. */
  publishableKey?: string;
  /** The server's figures, for the summary: subtotal + platformFee.amount = amount. */
  subtotal: number;
  amount: number;
  currency: Currency;
}

/** Payment intent states, as Stripe names them. */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

// ---------------------------------------------------------------------------------------------
// POST /functions/v1/sandbox/confirm  (body: SandboxConfirmInput; sandbox provider only)
// 4242424242424242 succeeds; 4000000000000002 card_declined; 4000000000009995 insufficient_funds;
// 4000002500003155 requires_action with nextActionUrl, a web page
// '/sandbox/authenticate?client_secret=...' that calls POST /functions/v1/sandbox/authenticate
// { clientSecret, outcome: 'complete' | 'fail' } (same response) and then goes to
// '/booking-confirmation?payment_intent_client_secret=...'.
// A declined card (or a failed extra step) ends the attempt: the server cancels the hold, which frees
// the slot, and answers status 'requires_payment_method' with error { code, message }. To try another
// card the guest continues to payment again (a new create-payment-intent, a new hold).
// ---------------------------------------------------------------------------------------------

export interface SandboxConfirmResponse {
  status: Extract<
    PaymentStatus,
    'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing'
  >;
  error?: { code: string; message: string };
  nextActionUrl?: string;
}

/** Where the sandbox's extra authentication step lives in the web app. */
export function sandboxAuthenticatePath(clientSecret: string): string {
  return `/sandbox/authenticate?client_secret=${encodeURIComponent(clientSecret)}`;
}

/** Where the browser lands after paying (the query parameter Stripe's redirect also uses). */
export function bookingConfirmationPath(clientSecret: string): string {
  return `/booking-confirmation?payment_intent_client_secret=${encodeURIComponent(clientSecret)}`;
}

// ---------------------------------------------------------------------------------------------
// GET /functions/v1/payment-status?client_secret=...  (the client secret is the credential, as with
// Stripe.js; an unknown secret -> 404)
// The server retrieves the intent from the provider and confirms the booking when it succeeded.
// ---------------------------------------------------------------------------------------------

export interface PaymentStatusResponse {
  status: PaymentStatus;
  bookingId: string;
  /**
   * The booking's state after the server checked. A payment that succeeded after its hold expired
   * is refunded: status 'succeeded' with bookingStatus 'cancelled' and refunded true. Show the
   * success state only when bookingStatus is 'confirmed' (or 'completed').
   */
  bookingStatus: BookingStatus;
  refunded: boolean;
}

// ---------------------------------------------------------------------------------------------
// POST /functions/v1/payment-webhook  (provider -> server; raw body; signature verified)
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// POST /functions/v1/stripe-account  (Bearer; body: StripeAccountInput)
// create -> { accountId, url }: the browser goes to url (sandbox: '/sandbox/onboarding/{accountId}',
//   a web page that calls POST /functions/v1/sandbox/onboarding/complete { accountId } -> { complete }).
// check -> { complete }; someone else's accountId -> 404. Failures: 'Failed to connect Stripe account'.
// ---------------------------------------------------------------------------------------------

export interface StripeAccountCreateResponse {
  accountId: string;
  url: string;
}

export interface StripeAccountCheckResponse {
  complete: boolean;
}

// ---------------------------------------------------------------------------------------------
// GET /rest/v1/bookings  (Bearer; own bookings, newest first)
// POST /rest/v1/bookings/{id}/cancel  (Bearer; own, pending or confirmed; someone else's -> 404;
//   another state -> 409 not_cancellable) -> CancelBookingResponse
// ---------------------------------------------------------------------------------------------

export interface BookingSpace {
  id: string;
  title: string;
  location: string;
  images: string[];
  time_zone: string;
  currency: Currency;
}

export interface MyBooking {
  id: string;
  space_id: string;
  status: BookingStatus;
  start_time: string;
  end_time: string;
  duration: number;
  duration_unit: DurationUnit;
  subtotal: number;
  platform_fee_percentage: number;
  platform_fee_amount: number;
  total_price: number;
  refunded_amount: number;
  currency: Currency;
  /** The listing's policy when the booking was made: it decides the refund, and the cancel dialog states it. */
  cancellation_policy: CancellationPolicy;
  created_at: string;
  /** Set while a pending hold lasts. */
  hold_expires_at: string | null;
  space: BookingSpace;
}

export interface MyBookingsResponse {
  data: MyBooking[];
}

export interface CancelBookingResponse {
  booking: MyBooking;
  refund: { amount: number; currency: Currency };
}

// ---------------------------------------------------------------------------------------------
// GET /rest/v1/dashboard  (Bearer; the host's view of their own listings)
// ---------------------------------------------------------------------------------------------

/** Per currency, over confirmed and completed bookings: gross = subtotals, payout = 90% of them. */
export interface EarningsLine {
  currency: Currency;
  gross: number;
  payout: number;
}

export interface HostBooking {
  id: string;
  status: BookingStatus;
  start_time: string;
  end_time: string;
  total_price: number;
  subtotal: number;
  currency: Currency;
  created_at: string;
  guest_name: string | null;
  space: { id: string; title: string; time_zone: string };
}

export interface DashboardListing {
  id: string;
  title: string;
  location: string;
  images: string[];
  hourly_price: number;
  currency: Currency;
  available: boolean;
  is_published: boolean;
  rating: number;
  review_count: number;
}

export interface PayoutAccount {
  connected: boolean;
  account_id: string | null;
  onboarding_complete: boolean;
}

export interface DashboardResponse {
  earnings: EarningsLine[];
  /** Confirmed bookings of the host's listings that have not ended yet. */
  active_bookings: number;
  listing_count: number;
  /** The 5 newest bookings of the host's listings (any status). */
  recent_bookings: HostBooking[];
  /** The host's first 3 listings, newest first. */
  listings: DashboardListing[];
  payout_account: PayoutAccount;
}
