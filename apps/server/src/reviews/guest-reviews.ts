import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { profiles, reviews, spaces, type Database } from '@rentspace/db';
import { isUuid } from '@rentspace/core/ids';
import type { GuestReviews } from '@rentspace/core/reviews/api';

const MAX_SHOWN = 50;

/**
 * What hosts wrote about a guest, published ones admins have not hidden, newest first, and the guest's rating as a
 * guest: the mean of those reviews (0 without any).
 */
export async function listGuestReviews(db: Database, guestId: string): Promise<GuestReviews> {
  if (!isUuid(guestId)) return { rating: 0, review_count: 0, data: [] };
  const about = and(
    eq(reviews.guest_id, guestId),
    eq(reviews.author_role, 'host'),
    isNotNull(reviews.published_at),
    isNull(reviews.hidden_at),
  );
  const [[figures], rows] = await Promise.all([
    db
      .select({
        rating: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`,
        review_count: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(about),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        created_at: reviews.created_at,
        full_name: profiles.full_name,
        space: { id: spaces.id, title: spaces.title },
      })
      .from(reviews)
      .innerJoin(spaces, eq(spaces.id, reviews.space_id))
      .leftJoin(profiles, eq(profiles.id, reviews.user_id))
      .where(about)
      .orderBy(desc(reviews.published_at), desc(reviews.id))
      .limit(MAX_SHOWN),
  ]);
  return {
    rating: Math.round((figures?.rating ?? 0) * 10) / 10,
    review_count: figures?.review_count ?? 0,
    data: rows.map((row) => ({
      ...row,
      full_name: row.full_name ?? null,
      created_at: row.created_at.toISOString(),
    })),
  };
}
