import { isTransientConflict, pgErrorCode, PG, type Database } from '@rentspace/db';
import { ACCOUNT_MESSAGES, isSameEmail, type AccountDeleted } from '@rentspace/core/account/schema';
import { PUBLIC_PREFIX, type Bucket } from '@rentspace/core/media';
import { ApiError, conflict, unauthorized, validationError } from '../http/errors.ts';
import { createAuthRepository } from '../auth/repository.ts';
import type { SyncDeps } from '../payments/sync.ts';
import type { UploadService } from '../storage/service.ts';
import { isBucket } from '../storage/policy.ts';
import { queueMails } from '../mail/outbox.ts';
import type { OutgoingMail } from '../mail/receipts.ts';
import { receiptData, type BookingState } from '../bookings/repository.ts';
import { cancelAccountBookings, finishCancellation } from '../bookings/cancel-service.ts';
import { uploadsOf } from './export-repository.ts';
import { accountClosedCancellationMail, accountDeletedMail } from './mails.ts';
import {
  anonymizeAccount,
  closeCalendars,
  lockAccount,
  owedPayouts,
  removeListings,
  removeProfile,
} from './repository.ts';

export interface AccountDeps extends SyncDeps {
  uploads: UploadService;
}

/** How often the deletion runs again when a hold landed on one of the listings meanwhile. */
const ATTEMPTS = 5;

/**
 * Cancels the bookings yet to begin on the lifecycle (event `account_deleted`); the other person
 * of each confirmed one is mailed (someone who booked their own listing has no one else to tell).
 */
async function cancelFutureBookings(
  deps: AccountDeps,
  tx: Database,
  userId: string,
  now: Date,
): Promise<{ cancelled: BookingState[]; mails: OutgoingMail[] }> {
  const mails: OutgoingMail[] = [];
  const cancelled = await cancelAccountBookings(
    tx,
    userId,
    'account_deleted',
    now,
    async (booking, refund) => {
      const receipt = await receiptData(tx, booking.id);
      const closedBy = booking.user_id === userId ? 'guest' : 'host';
      if (closedBy === 'guest' && receipt.hostId === userId) return;
      mails.push(
        accountClosedCancellationMail(
          receipt,
          { refund, closedBy, request: booking.status === 'requested' },
          deps.siteUrl,
        ),
      );
    },
  );
  return { cancelled, mails };
}

/** The transaction: everything changes together, or nothing does. */
async function deleteInTransaction(deps: AccountDeps, userId: string, typedEmail: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account || account.deleted_at) throw unauthorized();
    if (!isSameEmail(typedEmail, account.email))
      throw validationError({ email: [ACCOUNT_MESSAGES.emailMismatch] });
    if ((await owedPayouts(tx, userId, now)) > 0)
      throw conflict('payout_owed', ACCOUNT_MESSAGES.payoutOwed);
    // Sessions end first: from here on no token of theirs is accepted.
    await createAuthRepository(tx).revokeUserSessions(userId, now);
    // The listings are locked (and unpublished) before their bookings are read: a hold being
    // placed on one waits for this transaction, or has committed and is cancelled below.
    const listings = await removeListings(tx, userId, now);
    const { cancelled, mails } = await cancelFutureBookings(deps, tx, userId, now);
    await closeCalendars(
      tx,
      listings.map((listing) => listing.id),
      now,
    );
    const profile = await removeProfile(tx, userId);
    mails.push(accountDeletedMail(account.email, cancelled.length));
    await queueMails(tx, mails);
    await anonymizeAccount(tx, userId, account.email, now);
    return { cancelled, uploads: uploadsOf(profile, listings) };
  });
}

/** Deletes the files of a removed account; a file that cannot be deleted now is logged, not fatal. */
async function deleteUploads(deps: AccountDeps, userId: string, urls: string[]) {
  for (const url of urls) {
    const match = new RegExp(`${PUBLIC_PREFIX}/([^/]+)/([^?#]+)`).exec(url);
    if (!match || !isBucket(match[1]!) || !match[2]!.startsWith(`${userId}/`)) continue;
    try {
      await deps.uploads.remove(match[1] as Bucket, userId, decodeURIComponent(match[2]!));
    } catch (error) {
      deps.logger.warn({ err: error, url }, 'could not delete an upload of a deleted account');
    }
  }
}

/**
 * POST /rest/v1/account/delete (docs/product/accounts-and-sessions.md#deleting-an-account). One
 * transaction ends the sessions, cancels the bookings yet to begin (on the booking lifecycle, with
 * their refunds fixed in full), removes the listings and the profile and anonymizes the account.
 * After it, the refunds go to the provider with the keys a guest's own cancellation uses, so a
 * retry (the jobs') never pays twice, and the files are deleted.
 */
export async function deleteAccount(
  deps: AccountDeps,
  userId: string,
  typedEmail: string,
): Promise<AccountDeleted> {
  let result: Awaited<ReturnType<typeof deleteInTransaction>> | undefined;
  for (let attempt = 1; !result; attempt += 1) {
    try {
      result = await deleteInTransaction(deps, userId, typedEmail);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // A hold that landed on one of the listings meanwhile (23P01), or a deadlock with one: the
      // transaction rolled back, and runs again after a short pause.
      const raced = pgErrorCode(error) === PG.exclusionViolation || isTransientConflict(error);
      if (!raced) throw error;
      if (attempt >= ATTEMPTS) throw new ApiError(503, 'try_again', ACCOUNT_MESSAGES.deleteFailed);
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
  deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  for (const booking of result.cancelled) {
    try {
      await finishCancellation(deps, booking);
    } catch (error) {
      // The refund is recorded as owed; the jobs send it with the same idempotency key.
      deps.logger.warn(
        { err: error, bookingId: booking.id },
        'refund after account deletion failed',
      );
    }
  }
  await deleteUploads(deps, userId, result.uploads);
  return { deleted: true, cancelled_bookings: result.cancelled.length };
}
