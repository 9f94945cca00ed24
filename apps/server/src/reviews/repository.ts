import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { bookings, profiles, reviews, spaces, type Database } from '@rentspace/db';
import type { ReviewableBooking, ReviewCreated } from '@rentspace/core/reviews/api';
import type { Review } from '@rentspace/core/reviews/schema';
import { REVIEW_MESSAGES } from '@rentspace/core/reviews/schema';
import { ApiError, conflict, notFound } from '../http/errors.ts';

const MAX_PENDING = 50;
const alreadyReviewed = (message: string = REVIEW_MESSAGES.alreadyReviewed) =>
  conflict('already_reviewed', message);

/** Reviews written by guests of completed bookings, and the listing figures that follow them. */
export function createReviewRepository(db: Database) {
  return {
    alreadyReviewed,

    /**
     * The guest's completed bookings of listings they have not reviewed, newest first, one per
     * listing (a guest reviews a listing once: docs/product/messages-and-reviews.md#who-may-review), optionally of one listing.
     */
    async pending(userId: string, spaceId?: string): Promise<ReviewableBooking[]> {
      const rows = await db
        .select({
          booking_id: bookings.id,
          start_time: bookings.start_time,
          end_time: bookings.end_time,
          space: {
            id: spaces.id,
            title: spaces.title,
            location: spaces.location,
            images: spaces.images,
            time_zone: spaces.time_zone,
          },
        })
        .from(bookings)
        .innerJoin(spaces, eq(spaces.id, bookings.space_id))
        .leftJoin(
          reviews,
          and(eq(reviews.space_id, bookings.space_id), eq(reviews.user_id, userId)),
        )
        .where(
          and(
            eq(bookings.user_id, userId),
            eq(bookings.status, 'completed'),
            isNull(reviews.id),
            spaceId ? eq(bookings.space_id, spaceId) : undefined,
          ),
        )
        .orderBy(desc(bookings.end_time))
        .limit(MAX_PENDING);
      // Newest first, so the first row of each listing is its most recent stay.
      const newest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!newest.has(row.space.id)) newest.set(row.space.id, row);
      return [...newest.values()].map((row) => ({
        ...row,
        start_time: row.start_time.toISOString(),
        end_time: row.end_time.toISOString(),
      }));
    },

    /**
     * Writes the guest's review of their completed booking and, in the same transaction, the
     * listing's rating (mean of its reviews) and review count. The listing row is locked first,
     * so that two reviews at once both count, and a second review of the listing by the same
     * guest (of another of their bookings) is refused however close together they come.
     */
    async create(
      userId: string,
      bookingId: string,
      review: Review,
      now: Date,
    ): Promise<ReviewCreated> {
      return db.transaction(async (tx) => {
        const [booking] = await tx
          .select({ id: bookings.id, space_id: bookings.space_id, status: bookings.status })
          .from(bookings)
          .where(and(eq(bookings.id, bookingId), eq(bookings.user_id, userId)));
        if (!booking) throw notFound(REVIEW_MESSAGES.bookingNotFound);
        if (booking.status !== 'completed')
          throw new ApiError(403, 'booking_not_completed', REVIEW_MESSAGES.notCompleted);
        await tx
          .select({ id: spaces.id })
          .from(spaces)
          .where(eq(spaces.id, booking.space_id))
          .for('update');
        const [existing] = await tx
          .select({ booking_id: reviews.booking_id })
          .from(reviews)
          .where(and(eq(reviews.space_id, booking.space_id), eq(reviews.user_id, userId)))
          .limit(1);
        if (existing)
          throw alreadyReviewed(
            existing.booking_id === booking.id
              ? REVIEW_MESSAGES.alreadyReviewed
              : REVIEW_MESSAGES.alreadyReviewedSpace,
          );
        const [row] = await tx
          .insert(reviews)
          .values({
            space_id: booking.space_id,
            user_id: userId,
            booking_id: booking.id,
            rating: review.rating,
            comment: review.comment,
            created_at: now,
          })
          .returning({
            id: reviews.id,
            space_id: reviews.space_id,
            rating: reviews.rating,
            comment: reviews.comment,
            created_at: reviews.created_at,
          });
        const [figures] = await tx
          .update(spaces)
          .set({
            rating: sql`(select coalesce(avg(r.rating), 0)::float8 from reviews r where r.space_id = ${booking.space_id})`,
            review_count: sql`(select count(*)::int from reviews r where r.space_id = ${booking.space_id})`,
          })
          .where(eq(spaces.id, booking.space_id))
          .returning({ id: spaces.id, rating: spaces.rating, review_count: spaces.review_count });
        const [author] = await tx
          .select({ full_name: profiles.full_name })
          .from(profiles)
          .where(eq(profiles.id, userId));
        return {
          review: {
            ...row!,
            booking_id: booking.id,
            created_at: row!.created_at.toISOString(),
            full_name: author?.full_name ?? null,
          },
          space: figures!,
        };
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
