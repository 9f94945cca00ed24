import { eq, sql } from 'drizzle-orm';
import { isTransientConflict, spaces, users, type Database } from '@rentspace/db';
import {
  MODERATION_MESSAGES,
  type ModerationAction,
  type ModerationResult,
} from '@rentspace/core/moderation/schema';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import { recordAudit } from '../admin/audit.ts';
import { queueMails } from '../mail/outbox.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { lockListingsAgainstHolds } from './hold-locks.ts';
import { createAuthRepository } from '../auth/repository.ts';
import { receiptData } from '../bookings/repository.ts';
import { cancelAccountBookings, finishCancellation } from '../bookings/cancel-service.ts';
import { closeAnsweredReport, type ReportedTarget } from './answered-report.ts';
import { accountLiftedMail, accountSuspendedMail } from './mails.ts';
import { notify } from '../notifications/notify.ts';
import { bookingFacts } from '../notifications/bookings.ts';
import { reportedTargetsOf } from './reported-targets.ts';

const ATTEMPTS = 5;

/**
 * Cancels the member's bookings yet to begin (as guest and on their listings) on the lifecycle
 * (event `account_suspended`); the other side of each confirmed one, and of each request waiting
 * for its answer, is told: the guest of the suspended member's listing, or the host whose listing
 * the suspended member had booked or asked to book.
 */
function cancelFutureBookings(deps: SyncDeps, tx: Database, userId: string, now: Date) {
  return cancelAccountBookings(tx, userId, 'account_suspended', now, async (booking, refund) => {
    const receipt = await receiptData(tx, booking.id);
    const side = receipt.hostId === userId ? 'guest' : 'host';
    await notify(
      tx,
      {
        userId: side === 'guest' ? receipt.guestId : receipt.hostId,
        kind: 'booking_cancelled_by_platform',
        data: {
          booking: bookingFacts(receipt),
          side,
          refund,
          request: booking.status === 'requested',
        },
      },
      deps,
    );
  });
}

async function suspendInTransaction(
  deps: SyncDeps,
  adminId: string,
  userId: string,
  input: ModerationAction,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        email: users.email,
        deleted_at: users.deleted_at,
        suspended_at: users.suspended_at,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account || account.deleted_at) throw notFound(MODERATION_MESSAGES.userNotFound);
    if (account.suspended_at)
      throw conflict('already_suspended', MODERATION_MESSAGES.userAlreadySuspended);
    await tx
      .update(users)
      .set({ suspended_at: now, suspension_reason: input.reason, updated_at: now })
      .where(eq(users.id, userId));
    // Sessions end first: from here on no token of theirs is accepted.
    await createAuthRepository(tx).revokeUserSessions(userId, now);
    // The listings are unpublished under their hold locks before their bookings are read: a hold
    // being placed on one holds that lock shared, so this waits for it and then cancels it, or the
    // hold waits for this transaction and is refused.
    await lockListingsAgainstHolds(tx, sql`select id from ${spaces} where user_id = ${userId}`);
    const unpublished = await tx
      .update(spaces)
      .set({ is_published: false, updated_at: now })
      .where(eq(spaces.user_id, userId))
      .returning({ id: spaces.id });
    const cancelled = await cancelFutureBookings(deps, tx, userId, now);
    await queueMails(tx, [
      accountSuspendedMail(
        account.email,
        input.reason,
        {
          listings: unpublished.length,
          asGuest: cancelled.filter((booking) => booking.user_id === userId).length,
          onListings: cancelled.filter((booking) => booking.user_id !== userId).length,
        },
        deps.siteUrl,
      ),
    ]);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user_suspended',
      targetType: 'user',
      targetId: userId,
      before: { suspended: false },
      after: {
        suspended: true,
        listings_unpublished: unpublished.length,
        bookings_cancelled: cancelled.length,
      },
      reason: input.reason,
    });
    const targets: ReportedTarget[] = input.report_id
      ? await reportedTargetsOf(tx, userId, input.report_id)
      : [];
    const reportClosed = await closeAnsweredReport(tx, {
      adminId,
      reportId: input.report_id,
      targets,
      reason: input.reason,
      now,
      siteUrl: deps.siteUrl,
    });
    return { cancelled, reportClosed };
  });
}

/**
 * Suspends a member (docs/product/moderation.md#suspending-a-member): in one transaction their
 * sessions are revoked, their listings unpublished, their bookings yet to begin (as guest and on
 * their listings) cancelled with full refunds, and everyone concerned is mailed; the refunds go to
 * the provider after it, with the keys a guest's own cancellation uses, so the jobs' retries never
 * pay twice.
 */
export async function suspendUser(
  deps: SyncDeps,
  adminId: string,
  userId: string,
  input: ModerationAction,
): Promise<ModerationResult> {
  if (adminId === userId) throw new ApiError(403, 'own_account', MODERATION_MESSAGES.ownAccount);
  let result: Awaited<ReturnType<typeof suspendInTransaction>> | undefined;
  for (let attempt = 1; !result; attempt += 1) {
    try {
      result = await suspendInTransaction(deps, adminId, userId, input);
    } catch (error) {
      // A deadlock with a hold or a payment on one of the bookings: run again after a pause.
      if (!isTransientConflict(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
  deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  for (const booking of result.cancelled) {
    try {
      await finishCancellation(deps, booking);
    } catch (error) {
      // The refund is recorded as owed; the jobs send it with the same idempotency key.
      deps.logger.warn({ err: error, bookingId: booking.id }, 'refund after suspension failed');
    }
  }
  return {
    target_type: 'user',
    target_id: userId,
    active: true,
    report_closed: result.reportClosed,
    cancelled_bookings: result.cancelled.length,
  };
}

/**
 * Lifts a member's suspension: they can sign in again. Their listings stay unpublished until
 * they publish them; cancelled bookings stay cancelled.
 */
export async function liftUserSuspension(
  deps: SyncDeps,
  adminId: string,
  userId: string,
  input: ModerationAction,
): Promise<ModerationResult> {
  const now = deps.clock.now();
  const reportClosed = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        email: users.email,
        deleted_at: users.deleted_at,
        suspended_at: users.suspended_at,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account || account.deleted_at) throw notFound(MODERATION_MESSAGES.userNotFound);
    if (!account.suspended_at)
      throw conflict('not_suspended', MODERATION_MESSAGES.userNotSuspended);
    await tx
      .update(users)
      .set({ suspended_at: null, suspension_reason: null, updated_at: now })
      .where(eq(users.id, userId));
    await queueMails(tx, [accountLiftedMail(account.email, input.reason, deps.siteUrl)]);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user_suspension_lifted',
      targetType: 'user',
      targetId: userId,
      before: { suspended: true },
      after: { suspended: false },
      reason: input.reason,
    });
    return closeAnsweredReport(tx, {
      adminId,
      reportId: input.report_id,
      targets: input.report_id ? await reportedTargetsOf(tx, userId, input.report_id) : [],
      reason: input.reason,
      now,
      siteUrl: deps.siteUrl,
    });
  });
  deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  return {
    target_type: 'user',
    target_id: userId,
    active: false,
    report_closed: reportClosed,
    cancelled_bookings: 0,
  };
}
