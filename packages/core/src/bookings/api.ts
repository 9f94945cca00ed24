/**
 * The booking and payment API contract between the server and the web app (issue 5).
 * Request bodies are the zod schemas in ./schemas.ts; responses are the schemas here, in
 * ./my-bookings-api.ts, ./payments-api.ts and ./dashboard-api.ts, and the types are inferred from them.
 * Money is always an integer in the currency's minor unit, next to its currency. Times are ISO 8601.
 * Errors use the API's shape { error: { code, message, fields? } } with the product's messages
 * (docs/product/booking-lifecycle.md#booking-messages).
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema, listSchema } from '../response-schemas.ts';
import { SpaceFieldsSchema } from '../spaces/types.ts';

export type {
  CreatePaymentIntentInput,
  DeclineRequestInput,
  SandboxAuthenticateInput,
  SandboxConfirmInput,
  StripeAccountInput,
} from './schemas.ts';
export * from './my-bookings-api.ts';
export * from './payments-api.ts';
export * from './dashboard-api.ts';
export * from './requests-api.ts';
export { bookingConfirmationPath, sandboxAuthenticatePath } from './paths.ts';

// ---------------------------------------------------------------------------------------------
// GET /rest/v1/spaces/{id}  (and PublicApi.getSpace(id, viewerId?) on the server)
// 404 { error: { code: 'not_found', message: 'Space not found' } } for an unknown id, and for an
// unpublished listing unless the viewer owns it.
// ---------------------------------------------------------------------------------------------

/** The host card on the space page; defaults when the host has no profile: 95 and 'within an hour'. */
export const HostSummarySchema = z
  .strictObject({
    id: IdSchema,
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    response_rate: z.number(),
    response_time: z.string(),
  })
  .meta({ id: 'HostSummary' });
export type HostSummary = z.infer<typeof HostSummarySchema>;

/** A listing as the space detail page shows it. */
export const SpaceDetailSchema = SpaceFieldsSchema.extend({
  featured: z.boolean(),
  popular: z.boolean(),
  great_value: z.boolean(),
  /**
   * Only for the owner or a guest with a confirmed (or completed) booking of this listing;
   * null otherwise: the address is shared with guests only after booking confirmation
   * (docs/product/listings.md#address-sharing).
   */
  street_address: z.string().nullable(),
  unit_number: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** True when the three address fields above were revealed to this viewer. */
  address_visible: z.boolean(),
  /**
   * True when latitude and longitude are the exact pin (revealed as the address is); false when
   * they are the approximate point, which pages show as a circle, never as a pin.
   */
  location_exact: z.boolean(),
  /** How many people saved the listing (the page shows it when more than zero). */
  saved_count: z.int(),
  /** True when the viewer saved it (the heart is filled). */
  saved: z.boolean(),
  /** True when the viewer owns the listing (shows the availability toggle). */
  is_owner: z.boolean(),
  host: HostSummarySchema,
}).meta({ id: 'SpaceDetail' });
export type SpaceDetail = z.infer<typeof SpaceDetailSchema>;

// ---------------------------------------------------------------------------------------------
// GET /rest/v1/spaces/{id}/availability?from=ISO&to=ISO  (range at most 62 days)
// Slots overlapping [from, to). Cancelled bookings and expired holds are not listed.
// ---------------------------------------------------------------------------------------------

/** booked: a confirmed or completed booking; held: a guest is paying (pending); blocked: the host's own block. */
export const SLOT_KINDS = ['booked', 'held', 'blocked'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export const AvailabilitySlotSchema = z
  .strictObject({ start_time: TimeSchema, end_time: TimeSchema, kind: z.enum(SLOT_KINDS) })
  .meta({ id: 'AvailabilitySlot' });
export type AvailabilitySlot = z.infer<typeof AvailabilitySlotSchema>;

export const AvailabilityResponseSchema = listSchema(AvailabilitySlotSchema).meta({
  id: 'Availability',
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /rest/v1/spaces/{id}/reviews -> newest first. The web shows 'Failed to fetch reviews' on failure.
// ---------------------------------------------------------------------------------------------

export const SpaceReviewSchema = z
  .strictObject({
    id: IdSchema,
    rating: z.int(),
    comment: z.string().nullable(),
    created_at: TimeSchema,
    full_name: z.string().nullable(),
    /** The host's public reply beneath it, if any. */
    reply: z.strictObject({ comment: z.string(), created_at: TimeSchema }).nullable(),
  })
  .meta({ id: 'SpaceReview' });
export type SpaceReview = z.infer<typeof SpaceReviewSchema>;

export const ReviewsResponseSchema = listSchema(SpaceReviewSchema).meta({ id: 'SpaceReviews' });
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;
