import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { profiles, reviews, spaces, type Database } from '@rentspace/db';
import type { SpaceReview } from '@rentspace/core/bookings/api';
import { REVIEW_MESSAGES } from '@rentspace/core/reviews/schema';
import { conflict, notFound } from '../http/errors.ts';

/**
 * The host's one public reply under a published guest review of their listing. The reply is
 * written only where none is yet, in one statement, so two replies at once cannot both land.
 * Someone else's listing, an unknown or unpublished review, or a host's review of a guest: 404.
 */
export async function replyToReview(
  db: Database,
  {
    userId,
    reviewId,
    comment,
    now,
  }: { userId: string; reviewId: string; comment: string; now: Date },
): Promise<SpaceReview> {
  const replyable = and(
    eq(reviews.id, reviewId),
    eq(reviews.author_role, 'guest'),
    isNotNull(reviews.published_at),
    isNull(reviews.hidden_at),
  );
  const [owned] = await db
    .select({ reply: reviews.reply })
    .from(reviews)
    .innerJoin(spaces, eq(spaces.id, reviews.space_id))
    .where(and(replyable, eq(spaces.user_id, userId)));
  if (!owned) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  const [row] = await db
    .update(reviews)
    .set({ reply: comment, replied_at: now })
    .where(and(replyable, isNull(reviews.reply)))
    .returning({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      created_at: reviews.created_at,
      user_id: reviews.user_id,
    });
  if (!row) throw conflict('already_replied', REVIEW_MESSAGES.alreadyReplied);
  const [author] = await db
    .select({ full_name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.id, row.user_id));
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
    full_name: author?.full_name ?? null,
    reply: { comment, created_at: now.toISOString() },
  };
}
