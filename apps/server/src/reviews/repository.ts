import { and, eq, isNull, sql } from 'drizzle-orm';
import { bookings, profiles, reviews, spaces, type Database } from '@rentspace/db';
import type { ReviewCreated } from '@rentspace/core/reviews/api';
import type { Review, ReviewRole } from '@rentspace/core/reviews/schema';
import { REVIEW_MESSAGES, reviewWindowCloses } from '@rentspace/core/reviews/schema';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import { pendingReviews } from './pending.ts';
import { listGuestReviews } from './guest-reviews.ts';
import { replyToReview } from './reply.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const alreadyReviewed = (message: string = REVIEW_MESSAGES.alreadyReviewed) =>
  conflict('already_reviewed', message);

/**
 * Sets a listing's rating (mean of its published guest reviews that admins have not hidden) and
 * review count, in the
 * transaction that changed them. The update also tells every instance that the listing's pages
 * changed (its realtime notification empties their kept pages).
 */
export async function refreshListingFigures(tx: Tx | Database, spaceId: string) {
  const [figures] = await tx
    .update(spaces)
    .set({
      rating: sql`(select coalesce(avg(r.rating), 0)::float8 from reviews r
        where r.space_id = ${spaceId} and r.author_role = 'guest' and r.published_at is not null
          and r.hidden_at is null)`,
      review_count: sql`(select count(*)::int from reviews r
        where r.space_id = ${spaceId} and r.author_role = 'guest' and r.published_at is not null
          and r.hidden_at is null)`,
    })
    .where(eq(spaces.id, spaceId))
    .returning({ id: spaces.id, rating: spaces.rating, review_count: spaces.review_count });
  return figures!;
}

/** The booking a review is for, as its author may see it: their stay, or a stay at their listing. */
async function reviewableBooking(tx: Tx, role: ReviewRole, userId: string, bookingId: string) {
  const [booking] = await tx
    .select({
      id: bookings.id,
      space_id: bookings.space_id,
      status: bookings.status,
      end_time: bookings.end_time,
      guest_id: bookings.user_id,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .where(
      and(
        eq(bookings.id, bookingId),
        role === 'guest' ? eq(bookings.user_id, userId) : eq(spaces.user_id, userId),
      ),
    );
  if (!booking) throw notFound(REVIEW_MESSAGES.bookingNotFound);
  if (booking.status !== 'completed')
    throw new ApiError(403, 'booking_not_completed', REVIEW_MESSAGES.notCompleted);
  return booking;
}

/**
 * Reviews of completed bookings, both sides, double-blind (docs/product/messages-and-reviews.md#double-blind),
 * and the listing figures that follow the published guest reviews.
 */
export function createReviewRepository(db: Database) {
  return {
    alreadyReviewed,
    pending: (userId: string, role: ReviewRole, now: Date, spaceId?: string) =>
      pendingReviews(db, { userId, role, now, spaceId }),
    guestReviews: (guestId: string) => listGuestReviews(db, guestId),
    reply: (userId: string, reviewId: string, comment: string, now: Date) =>
      replyToReview(db, { userId, reviewId, comment, now }),

    /**
     * Writes one side's review of a completed booking. The listing's row is locked first, so that
     * reviews of one listing are written one after the other: a guest's second review of the
     * listing is refused however close together they come, and of two sides writing at once the
     * second always sees the first and publishes both together.
     */
    async create(
      role: ReviewRole,
      userId: string,
      bookingId: string,
      review: Review,
      now: Date,
    ): Promise<ReviewCreated> {
      return db.transaction(async (tx) => {
        const booking = await reviewableBooking(tx, role, userId, bookingId);
        const closesAt = reviewWindowCloses(booking.end_time);
        if (now >= closesAt)
          throw new ApiError(403, 'review_window_closed', REVIEW_MESSAGES.windowClosed);
        await tx
          .select({ id: spaces.id })
          .from(spaces)
          .where(eq(spaces.id, booking.space_id))
          .for('update');
        const [existing] = await tx
          .select({ booking_id: reviews.booking_id })
          .from(reviews)
          .where(
            role === 'guest'
              ? and(
                  eq(reviews.space_id, booking.space_id),
                  eq(reviews.user_id, userId),
                  eq(reviews.author_role, 'guest'),
                )
              : and(eq(reviews.booking_id, booking.id), eq(reviews.author_role, 'host')),
          )
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
            author_role: role,
            guest_id: booking.guest_id,
            rating: review.rating,
            comment: review.comment,
            created_at: now,
            closes_at: closesAt,
            published_at: null,
          })
          .returning({
            id: reviews.id,
            space_id: reviews.space_id,
            rating: reviews.rating,
            comment: reviews.comment,
            created_at: reviews.created_at,
          });
        // The second side's review completes the pair: both are published, at this moment.
        const published = await tx
          .update(reviews)
          .set({ published_at: now })
          .where(
            and(
              eq(reviews.booking_id, booking.id),
              isNull(reviews.published_at),
              sql`(select count(*) from reviews both_sides where both_sides.booking_id = ${booking.id}) = 2`,
            ),
          )
          .returning({ id: reviews.id });
        const figures =
          published.length > 0
            ? await refreshListingFigures(tx, booking.space_id)
            : (
                await tx
                  .select({
                    id: spaces.id,
                    rating: spaces.rating,
                    review_count: spaces.review_count,
                  })
                  .from(spaces)
                  .where(eq(spaces.id, booking.space_id))
              )[0]!;
        const [author] = await tx
          .select({ full_name: profiles.full_name })
          .from(profiles)
          .where(eq(profiles.id, userId));
        return {
          review: {
            ...row!,
            role,
            booking_id: booking.id,
            created_at: row!.created_at.toISOString(),
            published_at: published.length > 0 ? now.toISOString() : null,
            full_name: author?.full_name ?? null,
          },
          space: figures,
        };
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
