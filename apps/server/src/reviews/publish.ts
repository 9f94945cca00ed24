import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { reviews, spaces, type Database } from '@rentspace/db';

const BATCH = 100;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The job that closes review windows: a review still waiting for the other side when its window
 * closes is published alone, as of that moment (docs/decisions/0033-two-sided-reviews.md). Each
 * listing is taken under its row lock, the same lock writers take, skipping a listing another
 * instance (or a writer) holds: it is done on the next run. Returns how many reviews it published.
 */
export async function publishDueReviews(
  db: Database,
  now: Date,
  refreshListingFigures: (tx: Tx, spaceId: string) => Promise<unknown>,
): Promise<number> {
  const due = await db
    .selectDistinct({ space_id: reviews.space_id })
    .from(reviews)
    .where(and(isNull(reviews.published_at), lte(reviews.closes_at, now)))
    .limit(BATCH);
  let published = 0;
  for (const { space_id } of due) {
    published += await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: spaces.id })
        .from(spaces)
        .where(eq(spaces.id, space_id))
        .for('update', { skipLocked: true });
      if (!locked) return 0;
      const rows = await tx
        .update(reviews)
        .set({ published_at: sql`${reviews.closes_at}` })
        .where(
          and(
            eq(reviews.space_id, space_id),
            isNull(reviews.published_at),
            lte(reviews.closes_at, now),
          ),
        )
        .returning({ role: reviews.author_role });
      if (rows.some((row) => row.role === 'guest')) await refreshListingFigures(tx, space_id);
      return rows.length;
    });
  }
  return published;
}
