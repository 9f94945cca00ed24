import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookings, profiles, reviews, spaces, type Database } from '@rentspace/db';
import type { ReviewableBooking, ReviewText } from '@rentspace/core/reviews/api';
import { REVIEW_WINDOW_DAYS, reviewWindowCloses } from '@rentspace/core/reviews/schema';
import type { ReviewRole } from '@rentspace/core/reviews/schema';

const MAX_PENDING = 50;
const DAY = 86_400_000;

const text = (row: { rating: number; comment: string; created_at: Date } | null) =>
  row
    ? ({
        rating: row.rating,
        comment: row.comment,
        created_at: row.created_at.toISOString(),
      } satisfies ReviewText)
    : null;

/**
 * One's completed bookings whose review window is still open, newest first, with one's own
 * review and, once published, the other side's. As a guest: one per listing (the stay reviewed,
 * else the most recent one), never a listing reviewed from another stay
 * (docs/product/messages-and-reviews.md#who-may-review). As a host: every booking of one's listings.
 */
export async function pendingReviews(
  db: Database,
  { userId, role, now, spaceId }: { userId: string; role: ReviewRole; now: Date; spaceId?: string },
): Promise<ReviewableBooking[]> {
  const mine = alias(reviews, 'mine');
  const theirs = alias(reviews, 'theirs');
  const other = alias(profiles, 'other');
  const otherRole = role === 'guest' ? 'host' : 'guest';
  const otherId = role === 'guest' ? spaces.user_id : bookings.user_id;
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
      other_id: otherId,
      other_name: other.full_name,
      mine: { rating: mine.rating, comment: mine.comment, created_at: mine.created_at },
      published_at: mine.published_at,
      theirs: {
        rating: theirs.rating,
        comment: theirs.comment,
        created_at: theirs.created_at,
        published_at: theirs.published_at,
      },
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .leftJoin(other, eq(other.id, otherId))
    .leftJoin(mine, and(eq(mine.booking_id, bookings.id), eq(mine.author_role, role)))
    .leftJoin(theirs, and(eq(theirs.booking_id, bookings.id), eq(theirs.author_role, otherRole)))
    .where(
      and(
        role === 'guest' ? eq(bookings.user_id, userId) : eq(spaces.user_id, userId),
        eq(bookings.status, 'completed'),
        gt(bookings.end_time, new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY)),
        spaceId ? eq(bookings.space_id, spaceId) : undefined,
        role === 'guest'
          ? sql`not exists (select 1 from reviews elsewhere
              where elsewhere.space_id = ${bookings.space_id} and elsewhere.user_id = ${userId}
                and elsewhere.author_role = 'guest'
                and elsewhere.booking_id is distinct from ${bookings.id})`
          : undefined,
      ),
    )
    .orderBy(desc(bookings.end_time), desc(bookings.id))
    .limit(MAX_PENDING);
  // A guest reviews a listing once: newest first, so the first row of each listing is its most
  // recent stay, unless an older one holds the review (then it is the only one left).
  const seen = new Set<string>();
  const kept = rows.filter((row) => {
    if (role === 'host') return true;
    if (seen.has(row.space.id)) return false;
    seen.add(row.space.id);
    return true;
  });
  return kept.map((row) => ({
    booking_id: row.booking_id,
    role,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    closes_at: reviewWindowCloses(row.end_time).toISOString(),
    space: row.space,
    other: { id: row.other_id, full_name: row.other_name ?? null },
    mine: text(row.mine),
    // Double-blind: the other side's words only once they are published.
    theirs: row.theirs?.published_at ? text(row.theirs) : null,
    published_at: row.published_at?.toISOString() ?? null,
  }));
}
