import { asc, eq } from 'drizzle-orm';
import {
  bookings,
  conversations,
  messages,
  payouts,
  profileLinks,
  profileUpdates,
  profiles,
  reviews,
  spaces,
  users,
  type Database,
} from '@rentspace/db';
import type { AccountExport } from '@rentspace/core/account/schema';
import { ownProfileColumns } from '../profiles/repository.ts';

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

/** The URLs of the pictures and videos a person uploaded, as their profile and listings hold them. */
export function uploadsOf(
  profile: { avatar_url: string | null; banner_url: string | null } | undefined,
  listings: { images: string[]; videos: string[] }[],
): string[] {
  const urls = [
    profile?.avatar_url,
    profile?.banner_url,
    ...listings.flatMap((listing) => [...listing.images, ...listing.videos]),
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
    uploads: uploadsOf(profile, listings),
  };
}
