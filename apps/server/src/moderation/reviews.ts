import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { reviews, spaces, users, type Database } from '@rentspace/db';
import {
  MODERATION_MESSAGES,
  type AdminReviews,
  type ModerationAction,
  type ModerationResult,
} from '@rentspace/core/moderation/schema';
import { conflict, notFound } from '../http/errors.ts';
import { recordAudit } from '../admin/audit.ts';
import { refreshListingFigures } from '../reviews/repository.ts';
import { closeAnsweredReport } from './answered-report.ts';

export interface ModerationDeps {
  db: Database;
  siteUrl: string;
}

/**
 * Hides a review (`hide`) or brings it back, with the admin's reason
 * (docs/product/moderation.md#hiding-a-review). The listing's row is locked first, as every writer
 * of its reviews does, and its rating and count are recomputed from the reviews in the same
 * transaction, so they never drift. A hidden review is gone from the listing page, the guest's
 * profile and both figures.
 */
export async function setReviewHidden(
  deps: ModerationDeps,
  adminId: string,
  reviewId: string,
  hide: boolean,
  input: ModerationAction,
  now: Date,
): Promise<ModerationResult> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ space_id: reviews.space_id, author_role: reviews.author_role })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!found) throw notFound(MODERATION_MESSAGES.reviewNotFound);
    await tx
      .select({ id: spaces.id })
      .from(spaces)
      .where(eq(spaces.id, found.space_id))
      .for('update');
    const [changed] = await tx
      .update(reviews)
      .set(
        hide
          ? { hidden_at: now, hidden_reason: input.reason }
          : { hidden_at: null, hidden_reason: null },
      )
      .where(
        and(
          eq(reviews.id, reviewId),
          hide ? isNull(reviews.hidden_at) : isNotNull(reviews.hidden_at),
        ),
      )
      .returning({ id: reviews.id });
    if (!changed)
      throw conflict(
        hide ? 'already_hidden' : 'not_hidden',
        hide ? MODERATION_MESSAGES.reviewAlreadyHidden : MODERATION_MESSAGES.reviewNotHidden,
      );
    const before = await tx
      .select({ rating: spaces.rating, review_count: spaces.review_count })
      .from(spaces)
      .where(eq(spaces.id, found.space_id));
    const after =
      found.author_role === 'guest' ? await refreshListingFigures(tx, found.space_id) : before[0]!;
    await recordAudit(tx, {
      actorId: adminId,
      action: hide ? 'review_hidden' : 'review_restored',
      targetType: 'review',
      targetId: reviewId,
      before: {
        hidden: !hide,
        listing_rating: before[0]!.rating,
        listing_reviews: before[0]!.review_count,
      },
      after: { hidden: hide, listing_rating: after.rating, listing_reviews: after.review_count },
      reason: input.reason,
    });
    const reportClosed = await closeAnsweredReport(tx, {
      adminId,
      reportId: input.report_id,
      targets: [{ type: 'review', id: reviewId }],
      reason: input.reason,
      now,
      siteUrl: deps.siteUrl,
    });
    return {
      target_type: 'review',
      target_id: reviewId,
      active: hide,
      report_closed: reportClosed,
      cancelled_bookings: 0,
    };
  });
}

/** A listing's guest reviews as admins see them, hidden and unpublished ones included, newest first. */
export async function adminListingReviews(db: Database, spaceId: string): Promise<AdminReviews> {
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId));
  if (!space) throw notFound(MODERATION_MESSAGES.listingNotFound);
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      author_email: users.email,
      published_at: reviews.published_at,
      hidden_at: reviews.hidden_at,
      hidden_reason: reviews.hidden_reason,
      created_at: reviews.created_at,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.user_id))
    .where(and(eq(reviews.space_id, spaceId), eq(reviews.author_role, 'guest')))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(100);
  return {
    data: rows.map((row) => ({
      ...row,
      author_email: row.author_email ?? null,
      published_at: row.published_at?.toISOString() ?? null,
      hidden_at: row.hidden_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    })),
  };
}
