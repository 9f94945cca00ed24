import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  authSessions,
  bookings,
  emailConfirmations,
  newsletterSubscribers,
  payouts,
  profiles,
  queryRows,
  spaceAvailability,
  spaces,
  users,
  type Database,
} from '@rentspace/db';
import { SLOT_HOLDING_STATUSES } from '@rentspace/core/bookings/state-machine';

/**
 * The writes that delete an account (docs/decisions/0031-account-deletion.md), each taking the
 * deletion's transaction. None of them changes a booking's status: that is the lifecycle's writer.
 */

/** Until when a removed listing's calendar is closed: no date anyone can book is later. */
const CLOSED_UNTIL = new Date('9999-12-31T00:00:00Z');

/** The account, locked, so that two deletions of it (two tabs) take turns. */
export async function lockAccount(tx: Database, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, deleted_at: users.deleted_at })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Payouts still owed to the person: scheduled for a booking that has begun (a future booking's
 * payout is cancelled with it), or being paid right now. Locked, so that the payout job cannot
 * start one while the account is going.
 */
export async function owedPayouts(tx: Database, userId: string, now: Date) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select p.id from ${payouts} p join ${bookings} b on b.id = p.booking_id
        where p.host_id = ${userId}
          and ((p.status = 'scheduled' and not (b.start_time > ${now.toISOString()}::timestamptz and b.status in ('pending', 'confirmed')))
            or (p.status = 'paid' and p.transfer_id is null))
        for update of p`,
  );
  return rows.length;
}

/** Bookings yet to begin that the person made, or that were made on their listings. */
export async function futureBookingIds(tx: Database, userId: string, now: Date) {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .where(
      and(
        or(eq(bookings.user_id, userId), eq(spaces.user_id, userId)),
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
        gt(bookings.start_time, now),
      ),
    )
    .orderBy(bookings.start_time);
  return rows.map((row) => row.id);
}

/**
 * Unpublishes the person's listings and strips what identifies them (pictures, videos, street
 * address); the rows stay, because bookings and their payments point at them. Returns their ids
 * and the media URLs they held, whose files are deleted after the transaction.
 */
export async function removeListings(tx: Database, userId: string, now: Date) {
  const before = await tx
    .select({ id: spaces.id, images: spaces.images, videos: spaces.videos })
    .from(spaces)
    .where(eq(spaces.user_id, userId))
    .for('update');
  if (before.length === 0) return before;
  await tx
    .update(spaces)
    .set({
      is_published: false,
      available: false,
      images: [],
      videos: [],
      street_address: null,
      unit_number: null,
      updated_at: now,
    })
    .where(eq(spaces.user_id, userId));
  return before;
}

/**
 * Closes the calendars of removed listings from now on (or from the end of a stay under way): one
 * blocked slot to the end of time, held by the exclusion constraint like any other. A hold placed
 * at the same moment either lands first, and this insert fails (23P01) so the deletion runs again
 * and cancels it too, or waits for this transaction and is refused as a taken slot.
 */
export async function closeCalendars(tx: Database, spaceIds: string[], now: Date) {
  if (spaceIds.length === 0) return;
  // The host's own blocks go with the listing.
  await tx
    .delete(spaceAvailability)
    .where(
      and(
        inArray(spaceAvailability.space_id, spaceIds),
        isNull(spaceAvailability.booking_id),
        gt(spaceAvailability.end_time, now),
      ),
    );
  const ongoing = await tx
    .select({
      space_id: spaceAvailability.space_id,
      until: sql<string>`max(${spaceAvailability.end_time})`.mapWith(String),
    })
    .from(spaceAvailability)
    .where(
      and(
        inArray(spaceAvailability.space_id, spaceIds),
        gt(spaceAvailability.end_time, now),
        lte(spaceAvailability.start_time, now),
      ),
    )
    .groupBy(spaceAvailability.space_id);
  const from = new Map(ongoing.map((row) => [row.space_id, new Date(row.until)]));
  await tx.insert(spaceAvailability).values(
    spaceIds.map((space_id) => ({
      space_id,
      start_time: from.get(space_id) ?? now,
      end_time: CLOSED_UNTIL,
    })),
  );
}

/** Deletes the profile (its links and updates go with it); returns its pictures' URLs. */
export async function removeProfile(tx: Database, userId: string) {
  const [profile] = await tx
    .delete(profiles)
    .where(eq(profiles.id, userId))
    .returning({ avatar_url: profiles.avatar_url, banner_url: profiles.banner_url });
  return profile;
}

/**
 * What is left of the account: a row with no e-mail address, no password and no sessions, marked
 * deleted. Its id keeps the bookings, payments and payouts the law requires in place, and lets
 * the other person of a conversation see that the sender was removed.
 */
export async function anonymizeAccount(tx: Database, userId: string, email: string, now: Date) {
  await tx.delete(emailConfirmations).where(eq(emailConfirmations.user_id, userId));
  await tx
    .delete(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
  // Sessions name devices and addresses; they were revoked first, so no token outlives them.
  await tx.delete(authSessions).where(eq(authSessions.user_id, userId));
  await tx
    .update(users)
    .set({
      // Not an address anyone can sign up or sign in with, and unique as the id is.
      email: `deleted:${userId}`,
      encrypted_password: `!${randomBytes(24).toString('base64url')}`,
      email_confirmed_at: null,
      last_sign_in_at: null,
      deleted_at: now,
      updated_at: now,
    })
    .where(eq(users.id, userId));
}
