import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  conversations,
  messages,
  pgErrorCode,
  PG,
  profiles,
  reports,
  reviews,
  spaces,
  users,
  utcMicroseconds,
  type Database,
} from '@rentspace/db';
import {
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '@rentspace/core/reports/schema';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import { queueMails } from '../mail/outbox.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Cursor } from '../admin/repository.ts';

/**
 * Reports (docs/product/moderation.md#reports): a signed-in person reports a listing, a review, a
 * message or a person; admins work the queue and close each report with a resolution, and the
 * reporter is told by e-mail.
 */

const TARGET_NAMES: Record<ReportTarget, string> = {
  listing: 'a listing',
  review: 'a review',
  message: 'a message',
  user: 'a member',
};

/**
 * Who is behind a target the reporter can see: the listing's owner, the review's author, the
 * message's sender, the person. Undefined when it does not exist or the reporter cannot see it (an
 * unpublished review, a message of someone else's conversation, a draft listing of someone else).
 */
async function ownerOf(
  db: Database,
  reporterId: string,
  type: ReportTarget,
  id: string,
): Promise<string | undefined> {
  if (type === 'listing') {
    const [row] = await db
      .select({ owner: spaces.user_id, published: spaces.is_published })
      .from(spaces)
      .where(eq(spaces.id, id));
    return row && (row.published || row.owner === reporterId) ? row.owner : undefined;
  }
  if (type === 'review') {
    const [row] = await db
      .select({ author: reviews.user_id })
      .from(reviews)
      .where(
        and(
          eq(reviews.id, id),
          sql`${reviews.published_at} is not null and ${reviews.hidden_at} is null`,
        ),
      );
    return row?.author;
  }
  if (type === 'message') {
    const [row] = await db
      .select({ sender: messages.sender_id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
      .where(
        and(
          eq(messages.id, id),
          or(eq(conversations.guest_id, reporterId), eq(conversations.host_id, reporterId)),
        ),
      );
    return row?.sender;
  }
  // A deleted account is gone: its profile answers "Profile not found", and so does a report of it.
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)));
  return row?.id;
}

export async function createReport(
  db: Database,
  reporterId: string,
  input: { target_type: ReportTarget; target_id: string; reason: ReportReason; details: string },
) {
  const owner = await ownerOf(db, reporterId, input.target_type, input.target_id);
  if (!owner) throw notFound(REPORT_MESSAGES.notFound);
  if (owner === reporterId) throw new ApiError(403, 'own_target', REPORT_MESSAGES.ownTarget);
  try {
    const [row] = await db
      .insert(reports)
      .values({ reporter_id: reporterId, ...input })
      .returning({
        id: reports.id,
        target_type: reports.target_type,
        target_id: reports.target_id,
        reason: reports.reason,
        status: reports.status,
        created_at: reports.created_at,
      });
    return { ...row!, created_at: row!.created_at.toISOString() };
  } catch (error) {
    if (pgErrorCode(error) === PG.uniqueViolation)
      throw conflict('already_reported', REPORT_MESSAGES.alreadyOpen);
    throw error;
  }
}

/** What the target reads as in the queue: a title, a name, the start of a text. */
const targetSummary = sql<string | null>`case ${reports.target_type}
  when 'listing' then (select ${spaces.title} from ${spaces} where ${spaces.id} = ${reports.target_id})
  when 'review' then (select left(${reviews.comment}, 200) from ${reviews} where ${reviews.id} = ${reports.target_id})
  when 'message' then (select left(${messages.body}, 200) from ${messages} where ${messages.id} = ${reports.target_id})
  else (select coalesce(p.full_name, u.email) from ${users} u left join ${profiles} p on p.id = u.id where u.id = ${reports.target_id})
end`;

/** One page of the queue in one status, newest first (`limit + 1` rows: the extra one says more follow). */
export async function reportsPage(
  db: Database,
  status: ReportStatus,
  limit: number,
  cursor?: Cursor,
) {
  const where: (SQL | undefined)[] = [eq(reports.status, status)];
  if (cursor) {
    const at = sql`${cursor.createdAt}::timestamptz`;
    where.push(
      or(lt(reports.created_at, at), and(eq(reports.created_at, at), lt(reports.id, cursor.id))),
    );
  }
  return db
    .select({
      id: reports.id,
      reporter_id: reports.reporter_id,
      reporter_email: users.email,
      target_type: reports.target_type,
      target_id: reports.target_id,
      target_summary: targetSummary,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      resolution: reports.resolution,
      closed_at: reports.closed_at,
      created_at: reports.created_at,
      cursor_at: utcMicroseconds(reports.created_at),
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporter_id))
    .where(and(...where))
    .orderBy(desc(reports.created_at), desc(reports.id))
    .limit(limit + 1);
}

/**
 * Closes an open report with what was done, in one transaction with its audit entry and the
 * e-mail that tells the reporter.
 */
export async function closeReport(
  db: Database,
  adminId: string,
  reportId: string,
  resolution: string,
  now: Date,
  siteUrl: string,
) {
  return db.transaction((tx) => closeReportIn(tx, adminId, reportId, resolution, now, siteUrl));
}

/**
 * Closes an open report inside the caller's transaction (a moderation action closes the report it
 * answers together with the action): 404 unknown, 409 closed already.
 */
export async function closeReportIn(
  tx: Database,
  adminId: string,
  reportId: string,
  resolution: string,
  now: Date,
  siteUrl: string,
) {
  const [closed] = await tx
    .update(reports)
    .set({ status: 'closed', resolution, closed_by: adminId, closed_at: now })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({
      id: reports.id,
      reporter_id: reports.reporter_id,
      target_type: reports.target_type,
      target_id: reports.target_id,
      reason: reports.reason,
    });
  if (!closed) {
    const [exists] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!exists) throw notFound(REPORT_MESSAGES.reportNotFound);
    throw conflict('already_closed', REPORT_MESSAGES.alreadyClosed);
  }
  await recordAudit(tx, {
    actorId: adminId,
    action: 'report_closed',
    targetType: 'report',
    targetId: closed.id,
    before: { status: 'open' },
    after: {
      status: 'closed',
      target_type: closed.target_type,
      target_id: closed.target_id,
    },
    reason: resolution,
  });
  const [reporter] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, closed.reporter_id));
  if (reporter) {
    await queueMails(tx, [
      {
        to: reporter.email,
        kind: 'report_closed',
        subject: 'Your report was reviewed',
        text: [
          `Thank you for reporting ${TARGET_NAMES[closed.target_type]} (${REPORT_REASON_LABELS[closed.reason]}).`,
          '',
          'Our team reviewed it and closed your report:',
          resolution,
          '',
          `Rentspace: ${siteUrl}`,
        ].join('\n'),
      },
    ]);
  }
  return closed;
}
