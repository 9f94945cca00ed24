import { and, asc, eq, getTableColumns, isNotNull, isNull, or } from 'drizzle-orm';
import {
  bookings,
  calendarFeeds,
  conversations,
  depositClaims,
  deposits,
  favorites,
  messages,
  notificationPreferences,
  payouts,
  profileLinks,
  profileUpdates,
  profiles,
  reports,
  reviews,
  spaceAvailability,
  spaces,
  users,
  type Database,
} from '@rentspace/db';
import type { AccountExport } from '@rentspace/core/account/schema';
import { publicUrl } from '@rentspace/core/media';
import { ownProfileColumns } from '../profiles/repository.ts';
import { CLAIM_BUCKET } from '../deposits/service.ts';

/** A row as JSON writes it: times as ISO 8601 text. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A booking as the export shows it: what was booked, when and for how much, never who the other person is. */
const bookingColumns = {
  id: bookings.id,
  space_id: bookings.space_id,
  space_title: spaces.title,
  start_time: bookings.start_time,
  end_time: bookings.end_time,
  duration_unit: bookings.duration_unit,
  duration: bookings.duration,
  subtotal: bookings.subtotal,
  platform_fee_amount: bookings.platform_fee_amount,
  total_price: bookings.total_price,
  refunded_amount: bookings.refunded_amount,
  currency: bookings.currency,
  status: bookings.status,
  cancellation_reason: bookings.cancellation_reason,
  created_at: bookings.created_at,
};

function exportBooking(row: {
  start_time: Date;
  end_time: Date;
  created_at: Date;
  [key: string]: unknown;
}) {
  return plain(row) as AccountExport['bookings_as_guest'][number];
}

/**
 * The URLs of the pictures and videos a person uploaded, as their profile and listings hold them,
 * and the photos of the deposit claims they filed.
 */
export function uploadsOf(
  profile: { avatar_url: string | null; banner_url: string | null } | undefined,
  listings: { images: string[]; videos: string[] }[],
  claimPhotos: string[] = [],
): string[] {
  const urls = [
    profile?.avatar_url,
    profile?.banner_url,
    ...listings.flatMap((listing) => [...listing.images, ...listing.videos]),
    ...claimPhotos,
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/**
 * Everything the product holds about one person (docs/product/accounts-and-sessions.md#your-data),
 * each part read by their own id: nothing of anyone else's is selected.
 */
export async function readAccountExport(
  db: Database,
  userId: string,
  now: Date,
): Promise<AccountExport | null> {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      email_confirmed_at: users.email_confirmed_at,
      last_sign_in_at: users.last_sign_in_at,
      created_at: users.created_at,
      deleted_at: users.deleted_at,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || account.deleted_at) return null;
  const [profile] = await db
    .select(ownProfileColumns)
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [links, updates, listings, asGuest, asHost, written, sent, owed] = await Promise.all([
    db
      .select({
        id: profileLinks.id,
        title: profileLinks.title,
        url: profileLinks.url,
        icon: profileLinks.icon,
        display_order: profileLinks.display_order,
      })
      .from(profileLinks)
      .where(eq(profileLinks.profile_id, userId))
      .orderBy(asc(profileLinks.display_order)),
    db
      .select({
        id: profileUpdates.id,
        title: profileUpdates.title,
        content: profileUpdates.content,
        type: profileUpdates.type,
        is_pinned: profileUpdates.is_pinned,
        created_at: profileUpdates.created_at,
      })
      .from(profileUpdates)
      .where(eq(profileUpdates.profile_id, userId))
      .orderBy(asc(profileUpdates.created_at)),
    db.select().from(spaces).where(eq(spaces.user_id, userId)).orderBy(asc(spaces.created_at)),
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.space_id))
      .where(eq(bookings.user_id, userId))
      .orderBy(asc(bookings.start_time)),
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.space_id))
      .where(eq(spaces.user_id, userId))
      .orderBy(asc(bookings.start_time)),
    db
      .select({
        id: reviews.id,
        space_id: reviews.space_id,
        booking_id: reviews.booking_id,
        author_role: reviews.author_role,
        rating: reviews.rating,
        comment: reviews.comment,
        created_at: reviews.created_at,
      })
      .from(reviews)
      .where(eq(reviews.user_id, userId))
      .orderBy(asc(reviews.created_at)),
    db
      .select({
        id: messages.id,
        conversation_id: messages.conversation_id,
        space_title: spaces.title,
        body: messages.body,
        created_at: messages.created_at,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
      .leftJoin(spaces, eq(spaces.id, conversations.space_id))
      .where(eq(messages.sender_id, userId))
      .orderBy(asc(messages.created_at)),
    db
      .select({
        id: payouts.id,
        booking_id: payouts.booking_id,
        amount: payouts.amount,
        currency: payouts.currency,
        status: payouts.status,
        release_at: payouts.release_at,
        paid_at: payouts.paid_at,
        transfer_id: payouts.transfer_id,
        created_at: payouts.created_at,
      })
      .from(payouts)
      .where(eq(payouts.host_id, userId))
      .orderBy(asc(payouts.created_at)),
  ]);
  const more = await readMoreOfAccount(db, userId);
  return {
    exported_at: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      email_confirmed_at: iso(account.email_confirmed_at),
      last_sign_in_at: iso(account.last_sign_in_at),
      created_at: account.created_at.toISOString(),
    },
    profile: profile ? { ...profile, created_at: profile.created_at.toISOString() } : null,
    links,
    updates: updates.map((update) => ({ ...update, created_at: update.created_at.toISOString() })),
    listings: listings.map(plain) as AccountExport['listings'],
    bookings_as_guest: asGuest.map(exportBooking),
    bookings_as_host: asHost.map(exportBooking),
    reviews_written: written.map((review) => ({
      ...review,
      created_at: review.created_at.toISOString(),
    })),
    messages: sent.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    payouts: owed.map((payout) => ({
      ...payout,
      release_at: payout.release_at.toISOString(),
      paid_at: iso(payout.paid_at),
      created_at: payout.created_at.toISOString(),
    })),
    ...more,
    uploads: uploadsOf(
      profile,
      listings,
      more.deposit_claims.flatMap((claim) => claim.photo_urls),
    ),
  };
}

/** A claim as one side's export shows it: the other side's words left out. */
function exportClaim(
  row: typeof depositClaims.$inferSelect & { booking_id: string; currency: string },
  role: 'host' | 'guest',
): AccountExport['deposit_claims'][number] {
  return {
    id: row.id,
    booking_id: row.booking_id,
    role,
    amount: row.amount,
    currency: row.currency as AccountExport['deposit_claims'][number]['currency'],
    description: role === 'host' ? row.description : null,
    photo_urls: role === 'host' ? row.photos.map((path) => publicUrl(CLAIM_BUCKET, path)) : [],
    guest_response: role === 'guest' ? row.guest_response : null,
    guest_responded_at: role === 'guest' ? iso(row.guest_responded_at) : null,
    status: row.status,
    decided_amount: row.decided_amount,
    decision_note: row.decision_note,
    decided_at: iso(row.decided_at),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The rest of the export: replies, saved listings, reports, the calendars of the person's listings,
 * deposits and their claims, and e-mail choices. Each read is by the person's own id.
 */
async function readMoreOfAccount(db: Database, userId: string) {
  const [replies, saved, filed, blocks, feeds, held, claims, choices] = await Promise.all([
    db
      .select({
        review_id: reviews.id,
        space_id: reviews.space_id,
        reply: reviews.reply,
        replied_at: reviews.replied_at,
      })
      .from(reviews)
      .innerJoin(spaces, eq(spaces.id, reviews.space_id))
      .where(and(eq(spaces.user_id, userId), isNotNull(reviews.reply)))
      .orderBy(asc(reviews.replied_at)),
    db
      .select({
        space_id: favorites.space_id,
        space_title: spaces.title,
        created_at: favorites.created_at,
      })
      .from(favorites)
      .innerJoin(spaces, eq(spaces.id, favorites.space_id))
      .where(eq(favorites.user_id, userId))
      .orderBy(asc(favorites.created_at)),
    db
      .select({
        id: reports.id,
        target_type: reports.target_type,
        target_id: reports.target_id,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        resolution: reports.resolution,
        closed_at: reports.closed_at,
        created_at: reports.created_at,
      })
      .from(reports)
      .where(eq(reports.reporter_id, userId))
      .orderBy(asc(reports.created_at)),
    db
      .select({
        id: spaceAvailability.id,
        space_id: spaceAvailability.space_id,
        start_time: spaceAvailability.start_time,
        end_time: spaceAvailability.end_time,
        note: spaceAvailability.note,
        created_at: spaceAvailability.created_at,
      })
      .from(spaceAvailability)
      .innerJoin(spaces, eq(spaces.id, spaceAvailability.space_id))
      .where(
        and(
          eq(spaces.user_id, userId),
          isNull(spaceAvailability.booking_id),
          isNull(spaceAvailability.feed_id),
        ),
      )
      .orderBy(asc(spaceAvailability.start_time)),
    db
      .select({
        id: calendarFeeds.id,
        space_id: calendarFeeds.space_id,
        name: calendarFeeds.name,
        url: calendarFeeds.url,
        last_synced_at: calendarFeeds.last_synced_at,
        last_error: calendarFeeds.last_error,
        created_at: calendarFeeds.created_at,
      })
      .from(calendarFeeds)
      .innerJoin(spaces, eq(spaces.id, calendarFeeds.space_id))
      .where(eq(spaces.user_id, userId))
      .orderBy(asc(calendarFeeds.created_at)),
    db
      .select({
        id: deposits.id,
        booking_id: deposits.booking_id,
        amount: deposits.amount,
        currency: deposits.currency,
        status: deposits.status,
        held_at: deposits.held_at,
        released_at: deposits.released_at,
        captured_amount: deposits.captured_amount,
        created_at: deposits.created_at,
      })
      .from(deposits)
      .innerJoin(bookings, eq(bookings.id, deposits.booking_id))
      .where(eq(bookings.user_id, userId))
      .orderBy(asc(deposits.created_at)),
    // Claims on the person's listings (as host) and on their bookings (as guest), in one read.
    db
      .select({
        ...getTableColumns(depositClaims),
        booking_id: bookings.id,
        currency: deposits.currency,
        host_id: spaces.user_id,
      })
      .from(depositClaims)
      .innerJoin(deposits, eq(deposits.id, depositClaims.deposit_id))
      .innerJoin(bookings, eq(bookings.id, deposits.booking_id))
      .innerJoin(spaces, eq(spaces.id, bookings.space_id))
      .where(or(eq(spaces.user_id, userId), eq(bookings.user_id, userId)))
      .orderBy(asc(depositClaims.created_at)),
    db
      .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.user_id, userId))
      .orderBy(asc(notificationPreferences.kind)),
  ]);
  return {
    review_replies: replies.map((row) => ({
      review_id: row.review_id,
      space_id: row.space_id,
      reply: row.reply ?? '',
      replied_at: iso(row.replied_at),
    })),
    favorites: saved.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    reports: filed.map((row) => plain(row) as AccountExport['reports'][number]),
    calendar_blocks: blocks.map((row) => plain(row) as AccountExport['calendar_blocks'][number]),
    calendar_feeds: feeds.map((row) => plain(row) as AccountExport['calendar_feeds'][number]),
    deposits: held.map((row) => plain(row) as AccountExport['deposits'][number]),
    deposit_claims: claims.map((row) =>
      exportClaim(row, row.host_id === userId ? 'host' : 'guest'),
    ),
    notification_preferences: choices,
  };
}
