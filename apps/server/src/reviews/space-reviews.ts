import { desc, eq } from 'drizzle-orm';
import { profiles, reviews, type Database } from '@rentspace/db';
import { isUuid } from '@rentspace/core/ids';
import type { SpaceReview } from '@rentspace/core/bookings/api';

/** A listing's reviews with the author's name, newest first (the listing page shows 100 at most). */
export async function listSpaceReviews(db: Database, spaceId: string): Promise<SpaceReview[]> {
  if (!isUuid(spaceId)) return [];
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      created_at: reviews.created_at,
      full_name: profiles.full_name,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.user_id))
    .where(eq(reviews.space_id, spaceId))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(100);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
