/**
 * Requests to book (docs/product/booking-lifecycle.md#request-to-book): the host's inbox and the
 * answers. Re-exported by ./api.ts, where the web app reads it.
 *
 * GET  /rest/v1/booking-requests               (Bearer) the host's pending requests, due soonest first
 * POST /rest/v1/booking-requests/{id}/accept   (Bearer, the host) captures the payment: confirmed
 * POST /rest/v1/booking-requests/{id}/decline  (Bearer, the host; body DeclineRequestInput)
 * POST /rest/v1/booking-requests/{id}/withdraw (Bearer, the guest)
 * Errors: 404 not_found ('Request not found') for anyone else's or an unknown id; 409
 * request_accepted, request_withdrawn, request_expired, request_declined, capture_failed with the
 * product's message; 503 when the payment provider cannot be reached (an accept is retried).
 */
import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema, listSchema } from '../response-schemas.ts';
import { BOOKING_STATUSES, DURATION_UNITS } from './constants.ts';

export const RequestAnswerResponseSchema = z
  .strictObject({ id: IdSchema, status: z.enum(BOOKING_STATUSES) })
  .meta({ id: 'RequestAnswer' });
export type RequestAnswerResponse = z.infer<typeof RequestAnswerResponseSchema>;

/** What hosts wrote about the guest after earlier stays (published host reviews). */
export const GuestReviewSchema = z
  .strictObject({ rating: z.int(), comment: z.string(), created_at: TimeSchema })
  .meta({ id: 'GuestReview' });
export type GuestReview = z.infer<typeof GuestReviewSchema>;

export const HostRequestSchema = z
  .strictObject({
    id: IdSchema,
    message: z.string(),
    start_time: TimeSchema,
    end_time: TimeSchema,
    duration: z.int(),
    duration_unit: z.enum(DURATION_UNITS),
    total_price: MinorUnitsSchema,
    subtotal: MinorUnitsSchema,
    currency: CurrencySchema,
    /** The host's answer is due by then; afterwards the request expires. */
    expires_at: TimeSchema,
    space: z.strictObject({ id: IdSchema, title: z.string(), time_zone: z.string() }),
    guest: z.strictObject({
      id: IdSchema,
      full_name: z.string().nullable(),
      avatar_url: z.string().nullable(),
      /** The guest's completed bookings, on any listing. */
      completed_bookings: z.int(),
      /** Published reviews hosts wrote about the guest, newest first (at most 3). */
      reviews: z.array(GuestReviewSchema),
    }),
  })
  .meta({ id: 'HostRequest' });
export type HostRequest = z.infer<typeof HostRequestSchema>;

export const HostRequestsResponseSchema = listSchema(HostRequestSchema).meta({
  id: 'HostRequests',
});
export type HostRequestsResponse = z.infer<typeof HostRequestsResponseSchema>;
