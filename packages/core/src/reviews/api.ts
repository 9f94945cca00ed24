/**
 * The review API contract. Reads of a listing's reviews are in ../bookings/api.ts (SpaceReview).
 *
 * GET  /rest/v1/reviews/pending[?role=guest|host][&space_id=]  -> { data: ReviewableBooking[] }
 *      completed bookings whose review window is open, newest first: as a guest, one per listing
 *      not reviewed from another stay; as a host, the bookings of one's listings
 * POST /rest/v1/bookings/{id}/review        ReviewSchema -> ReviewCreated (201) the guest's review
 * POST /rest/v1/bookings/{id}/guest-review  ReviewSchema -> ReviewCreated (201) the host's review
 *      404 someone else's or unknown booking, 403 not completed or window over, 409 already reviewed
 * POST /rest/v1/reviews/{id}/reply          ReplySchema -> SpaceReview (201) the host's one reply
 * GET  /rest/v1/profiles/{id}/guest-reviews -> GuestReviews: what hosts wrote about a guest
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema, listSchema } from '../response-schemas.ts';
import { REVIEW_ROLES } from './schema.ts';

/** A review as one side of an exchange sees it: its stars, words and when it was written. */
export const ReviewTextSchema = z
  .strictObject({ rating: z.int(), comment: z.string(), created_at: TimeSchema })
  .meta({ id: 'ReviewText' });
export type ReviewText = z.infer<typeof ReviewTextSchema>;

export const ReviewableBookingSchema = z
  .strictObject({
    booking_id: IdSchema,
    /** The side the asking person is on: guest (reviews the listing) or host (reviews the guest). */
    role: z.enum(REVIEW_ROLES),
    start_time: TimeSchema,
    end_time: TimeSchema,
    /** The end of the time to review, 14 days after the booking's end. */
    closes_at: TimeSchema,
    space: z.strictObject({
      id: IdSchema,
      title: z.string(),
      location: z.string(),
      images: z.array(z.string()),
      time_zone: z.string(),
    }),
    /** The other side: the host for a guest, the guest for a host. */
    other: z.strictObject({ id: IdSchema, full_name: z.string().nullable() }),
    /** One's own review, once written. */
    mine: ReviewTextSchema.nullable(),
    /** The other side's review: shown only once both are published. */
    theirs: ReviewTextSchema.nullable(),
    published_at: TimeSchema.nullable(),
  })
  .meta({ id: 'ReviewableBooking' });
export type ReviewableBooking = z.infer<typeof ReviewableBookingSchema>;

/** GET /rest/v1/reviews/pending */
export const PendingReviewsResponseSchema = listSchema(ReviewableBookingSchema).meta({
  id: 'PendingReviews',
});

export const ReviewCreatedSchema = z
  .strictObject({
    review: z.strictObject({
      id: IdSchema,
      role: z.enum(REVIEW_ROLES),
      space_id: IdSchema,
      booking_id: IdSchema,
      rating: z.int(),
      comment: z.string(),
      created_at: TimeSchema,
      /** Set when this review completed the pair: both are published from then on. */
      published_at: TimeSchema.nullable(),
      full_name: z.string().nullable(),
    }),
    /** The listing's rating and review count after this review. */
    space: z.strictObject({ id: IdSchema, rating: z.number(), review_count: z.int() }),
  })
  .meta({ id: 'ReviewCreated' });
export type ReviewCreated = z.infer<typeof ReviewCreatedSchema>;

export const GuestReviewSchema = z
  .strictObject({
    id: IdSchema,
    rating: z.int(),
    comment: z.string(),
    created_at: TimeSchema,
    /** The host who wrote it. */
    full_name: z.string().nullable(),
    space: z.strictObject({ id: IdSchema, title: z.string() }),
  })
  .meta({ id: 'GuestReview' });
export type GuestReview = z.infer<typeof GuestReviewSchema>;

/** GET /rest/v1/profiles/{id}/guest-reviews: a guest's rating as a guest and hosts' reviews. */
export const GuestReviewsResponseSchema = z
  .strictObject({
    rating: z.number(),
    review_count: z.int(),
    data: z.array(GuestReviewSchema),
  })
  .meta({ id: 'GuestReviews' });
export type GuestReviews = z.infer<typeof GuestReviewsResponseSchema>;
