import { and, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { bookings, profiles, spaces, type Database } from '@rentspace/db';
import type { DashboardResponse, EarningsLine } from '@rentspace/core/bookings/api';
import { keptAmounts } from '@rentspace/core/money/refund-split';
import { splitOwnBookings } from '../bookings/my-bookings.ts';
import { upcomingFirst } from '../bookings/order.ts';

/** The dashboard's sizes (docs/product/pages-and-messages.md#dashboard): 5 bookings in each list, 3 listings. */
export const RECENT_BOOKINGS = 5;
export const DASHBOARD_LISTINGS = 3;

/**
 * Gross and payout per currency, in the order of the currencies' codes. A booking an admin refunded
 * part of counts the part of its subtotal and payout it kept (docs/product/money.md#refunds-by-admins).
 */
function earningsByCurrency(
  rows: {
    currency: EarningsLine['currency'];
    subtotal: number;
    platform_fee_amount: number;
    total_price: number;
    refunded_amount: number;
    bookings: number;
  }[],
): EarningsLine[] {
  const lines = new Map<string, EarningsLine>();
  for (const row of rows) {
    const line = lines.get(row.currency) ?? { currency: row.currency, gross: 0, payout: 0 };
    const kept = keptAmounts({
      subtotal: row.subtotal,
      platformFee: row.platform_fee_amount,
      total: row.total_price,
      refunded: row.refunded_amount,
    });
    line.gross += kept.subtotal * row.bookings;
    line.payout += kept.hostPayout * row.bookings;
    lines.set(row.currency, line);
  }
  return [...lines.values()];
}

/**
 * GET /rest/v1/dashboard: the person's own bookings as a guest, and their view as a host of their
 * own listings (cancelled bookings earn nothing).
 */
export async function loadDashboard(
  db: Database,
  userId: string,
  now: Date,
): Promise<DashboardResponse> {
  const ofHost = eq(spaces.user_id, userId);
  const [mine, paid, [active], [listingCount], recent, listings, [profile]] = await Promise.all([
    splitOwnBookings(db, userId, now, RECENT_BOOKINGS),
    // Counted by subtotal in the database; each booking's payout is rounded as it is paid, by
    // the one hostPayout of packages/core, so a subtotal is priced once however often it occurs.
    db
      .select({
        currency: bookings.currency,
        subtotal: bookings.subtotal,
        platform_fee_amount: bookings.platform_fee_amount,
        total_price: bookings.total_price,
        refunded_amount: bookings.refunded_amount,
        bookings: count(),
      })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.space_id))
      .where(and(ofHost, inArray(bookings.status, ['confirmed', 'completed'])))
      .groupBy(
        bookings.currency,
        bookings.subtotal,
        bookings.platform_fee_amount,
        bookings.total_price,
        bookings.refunded_amount,
      )
      .orderBy(bookings.currency),
    db
      .select({ value: count() })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.space_id))
      .where(and(ofHost, eq(bookings.status, 'confirmed'), gt(bookings.end_time, now))),
    db.select({ value: count() }).from(spaces).where(ofHost),
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        start_time: bookings.start_time,
        end_time: bookings.end_time,
        total_price: bookings.total_price,
        subtotal: bookings.subtotal,
        currency: bookings.currency,
        created_at: bookings.created_at,
        guest_name: profiles.full_name,
        space_id: spaces.id,
        space_title: spaces.title,
        space_time_zone: spaces.time_zone,
      })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.space_id))
      .leftJoin(profiles, eq(profiles.id, bookings.user_id))
      // Paid bookings only (cancelled ones included): a hold never paid is not a booking.
      .where(and(ofHost, isNotNull(bookings.confirmed_at)))
      .orderBy(...upcomingFirst(now))
      .limit(RECENT_BOOKINGS),
    db
      .select({
        id: spaces.id,
        title: spaces.title,
        location: spaces.location,
        images: spaces.images,
        hourly_price: spaces.hourly_price,
        currency: spaces.currency,
        available: spaces.available,
        is_published: spaces.is_published,
        rating: spaces.rating,
        review_count: spaces.review_count,
      })
      .from(spaces)
      .where(ofHost)
      .orderBy(desc(spaces.created_at), desc(spaces.id))
      .limit(DASHBOARD_LISTINGS),
    db
      .select({
        account: profiles.stripe_account_id,
        complete: profiles.stripe_onboarding_complete,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
  ]);
  return {
    my_bookings: mine,
    earnings: earningsByCurrency(paid),
    active_bookings: active?.value ?? 0,
    listing_count: listingCount?.value ?? 0,
    recent_bookings: recent.map(({ space_id, space_title, space_time_zone, ...booking }) => ({
      ...booking,
      start_time: booking.start_time.toISOString(),
      end_time: booking.end_time.toISOString(),
      created_at: booking.created_at.toISOString(),
      space: { id: space_id, title: space_title, time_zone: space_time_zone },
    })),
    listings,
    payout_account: {
      connected: Boolean(profile?.account),
      account_id: profile?.account ?? null,
      onboarding_complete: Boolean(profile?.account) && profile?.complete === true,
    },
  };
}
