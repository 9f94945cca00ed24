import { eq, sql } from 'drizzle-orm';
import { spaces, users, type Database } from '@rentspace/db';
import {
  MODERATION_MESSAGES,
  type ModerationAction,
  type ModerationResult,
} from '@rentspace/core/moderation/schema';
import { conflict, notFound } from '../http/errors.ts';
import { recordAudit } from '../admin/audit.ts';
import { queueMails } from '../mail/outbox.ts';
import { createMessageRepository } from '../messages/repository.ts';
import { announce } from '../messages/notify.ts';
import { closeAnsweredReport } from './answered-report.ts';
import { lockListingsAgainstHolds } from './hold-locks.ts';
import {
  listingLiftedMail,
  listingLiftedText,
  listingSuspendedMail,
  listingSuspendedText,
} from './mails.ts';
import type { ModerationDeps } from './reviews.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The platform's message to a listing's owner, in a conversation about the listing between the
 * acting admin and the owner: the owner reads it in Messages and appeals by replying to it.
 */
async function messageOwner(
  tx: Tx,
  listing: { id: string; owner: string },
  adminId: string,
  body: string,
  now: Date,
) {
  const repo = createMessageRepository(tx);
  const conversation = await repo.findOrCreate(tx, {
    space_id: listing.id,
    guest_id: adminId,
    host_id: listing.owner,
    now,
  });
  const message = await repo.addMessage(tx, conversation.id, adminId, body, now);
  await announce(tx, {
    type: 'INSERT',
    id: message.id,
    conversation_id: conversation.id,
    user_ids: [adminId, listing.owner],
  });
}

/**
 * Suspends a listing (`suspend`) or lifts its suspension, with the admin's reason
 * (docs/product/moderation.md#suspending-a-listing). Suspending unpublishes it under its row lock
 * (a hold being placed on it waits, then is refused); bookings already made stay. Lifting leaves
 * it unpublished: its owner publishes it again. Either way the owner is told in Messages and by
 * e-mail, in the same transaction as the change, its audit entry and the report it answers.
 */
export async function setListingSuspended(
  deps: ModerationDeps,
  adminId: string,
  spaceId: string,
  suspend: boolean,
  input: ModerationAction,
  now: Date,
): Promise<ModerationResult> {
  return deps.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        id: spaces.id,
        title: spaces.title,
        owner: spaces.user_id,
        owner_email: users.email,
        is_published: spaces.is_published,
        suspended_at: spaces.suspended_at,
      })
      .from(spaces)
      .innerJoin(users, eq(users.id, spaces.user_id))
      .where(eq(spaces.id, spaceId))
      .for('update', { of: spaces });
    if (!listing) throw notFound(MODERATION_MESSAGES.listingNotFound);
    // Holds being placed on the listing finish first; later ones read it unpublished.
    if (suspend) await lockListingsAgainstHolds(tx, sql`select ${spaceId}::uuid`);
    if (suspend === Boolean(listing.suspended_at))
      throw conflict(
        suspend ? 'already_suspended' : 'not_suspended',
        suspend
          ? MODERATION_MESSAGES.listingAlreadySuspended
          : MODERATION_MESSAGES.listingNotSuspended,
      );
    await tx
      .update(spaces)
      .set(
        suspend
          ? {
              suspended_at: now,
              suspension_reason: input.reason,
              is_published: false,
              updated_at: now,
            }
          : { suspended_at: null, suspension_reason: null, updated_at: now },
      )
      .where(eq(spaces.id, spaceId));
    await recordAudit(tx, {
      actorId: adminId,
      action: suspend ? 'listing_suspended' : 'listing_suspension_lifted',
      targetType: 'listing',
      targetId: spaceId,
      before: { suspended: !suspend, is_published: listing.is_published },
      after: { suspended: suspend, is_published: suspend ? false : listing.is_published },
      reason: input.reason,
    });
    const text = suspend ? listingSuspendedText : listingLiftedText;
    await messageOwner(tx, listing, adminId, text(listing.title, input.reason), now);
    if (listing.owner_email) {
      const mail = suspend ? listingSuspendedMail : listingLiftedMail;
      await queueMails(tx, [mail(listing.owner_email, listing.title, input.reason, deps.siteUrl)]);
    }
    const reportClosed = await closeAnsweredReport(tx, {
      adminId,
      reportId: input.report_id,
      targets: [{ type: 'listing', id: spaceId }],
      reason: input.reason,
      now,
      siteUrl: deps.siteUrl,
    });
    return {
      target_type: 'listing',
      target_id: spaceId,
      active: suspend,
      report_closed: reportClosed,
      cancelled_bookings: 0,
    };
  });
}
