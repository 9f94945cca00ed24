/**
 * The review API contract. Reads of a listing's reviews are in ../bookings/api.ts (SpaceReview).
 *
 * GET  /rest/v1/reviews/pending[?space_id=]  -> { data: ReviewableBooking[] } own completed
 *      bookings without a review, newest first
 * POST /rest/v1/bookings/{id}/review          ReviewSchema -> ReviewCreated (201)
 *      404 someone else's or unknown booking, 403 not completed, 409 already reviewed
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema, listSchema } from '../response-schemas.ts';

export const ReviewableBookingSchema = z
  .strictObject({
    booking_id: IdSchema,
    start_time: TimeSchema,
    end_time: TimeSchema,
    space: z.strictObject({
      id: IdSchema,
      title: z.string(),
      location: z.string(),
      images: z.array(z.string()),
      time_zone: z.string(),
    }),
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
      space_id: IdSchema,
      booking_id: IdSchema,
      rating: z.int(),
      comment: z.string(),
      created_at: TimeSchema,
      full_name: z.string().nullable(),
    }),
    /** The listing's rating and review count after this review. */
    space: z.strictObject({ id: IdSchema, rating: z.number(), review_count: z.int() }),
  })
  .meta({ id: 'ReviewCreated' });
export type ReviewCreated = z.infer<typeof ReviewCreatedSchema>;
