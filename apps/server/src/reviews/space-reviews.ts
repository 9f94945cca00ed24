import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { profiles, reviews, type Database } from '@rentspace/db';
import { isUuid } from '@rentspace/core/ids';
import type { SpaceReview } from '@rentspace/core/bookings/api';

/**
 * A listing's published guest reviews with the author's name and the host's reply, newest first
 * (the listing page shows 100 at most). Reviews still waiting for the other side, and reviews admins hid, are not shown.
 */
export async function listSpaceReviews(db: Database, spaceId: string): Promise<SpaceReview[]> {
  if (!isUuid(spaceId)) return [];
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      created_at: reviews.created_at,
      full_name: profiles.full_name,
      reply: reviews.reply,
      replied_at: reviews.replied_at,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.user_id))
    .where(
      and(
        eq(reviews.space_id, spaceId),
        eq(reviews.author_role, 'guest'),
        isNotNull(reviews.published_at),
        isNull(reviews.hidden_at),
      ),
    )
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(100);
  return rows.map(({ reply, replied_at, ...row }) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    reply:
      reply !== null && replied_at !== null
        ? { comment: reply, created_at: replied_at.toISOString() }
        : null,
  }));
}
