import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { bookingRefunds, bookings, spaces, type Database } from '@rentspace/db';
import type { GuestRefund } from '@rentspace/core/bookings/admin-refunds';
import type { BookingDetail, GuestBookings, MyBooking } from '@rentspace/core/bookings/api';
import { isUuid } from '@rentspace/core/ids';
import { upcomingBooking, upcomingFirst } from './order.ts';

/** A guest's own bookings as My Bookings shows them, each with its listing's card fields. */
const myBookingColumns = {
  id: bookings.id,
  space_id: bookings.space_id,
  status: bookings.status,
  start_time: bookings.start_time,
  end_time: bookings.end_time,
  duration: bookings.duration,
  duration_unit: bookings.duration_unit,
  subtotal: bookings.subtotal,
  platform_fee_percentage: bookings.platform_fee_percentage,
  platform_fee_amount: bookings.platform_fee_amount,
  total_price: bookings.total_price,
  refunded_amount: bookings.refunded_amount,
  currency: bookings.currency,
  cancellation_policy: bookings.cancellation_policy,
  created_at: bookings.created_at,
  hold_expires_at: bookings.hold_expires_at,
  booking_mode: bookings.booking_mode,
  request_expires_at: bookings.request_expires_at,
  cancellation_reason: bookings.cancellation_reason,
  decline_reason: bookings.decline_reason,
  // Admins' refunds that went out or are on their way, oldest first, read with the booking.
  refunds: sql<GuestRefund[]>`(
    select coalesce(json_agg(json_build_object(
        'amount', r.amount, 'reason', r.reason,
        'refunded_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by r.created_at), '[]'::json)
    from ${bookingRefunds} r where r.booking_id = ${bookings.id} and r.status <> 'failed')`,
  space_title: spaces.title,
  space_location: spaces.location,
  space_images: spaces.images,
  space_time_zone: spaces.time_zone,
  space_currency: spaces.currency,
};

const selectMyBookings = (db: Database) =>
  db.select(myBookingColumns).from(bookings).innerJoin(spaces, eq(spaces.id, bookings.space_id));
type MyBookingRow = Awaited<ReturnType<typeof selectMyBookings>>[number];

function toMyBooking(row: MyBookingRow): MyBooking {
  const { space_title, space_location, space_images, space_time_zone, space_currency, ...booking } =
    row;
  return {
    ...booking,
    platform_fee_percentage: Number(booking.platform_fee_percentage),
    start_time: booking.start_time.toISOString(),
    end_time: booking.end_time.toISOString(),
    created_at: booking.created_at.toISOString(),
    hold_expires_at:
      booking.status === 'pending' ? (booking.hold_expires_at?.toISOString() ?? null) : null,
    request_expires_at: booking.request_expires_at?.toISOString() ?? null,
    space: {
      id: booking.space_id,
      title: space_title,
      location: space_location,
      images: space_images,
      time_zone: space_time_zone,
      currency: space_currency,
    },
  };
}

/**
 * Holds that were never paid (a declined card, an abandoned payment, an expired hold) are not
 * bookings to the guest and are left out; requests to book stay, answered or not.
 */
const ownBookings = (userId: string) =>
  and(
    eq(bookings.user_id, userId),
    or(
      ne(bookings.status, 'cancelled'),
      isNotNull(bookings.confirmed_at),
      isNotNull(bookings.request_expires_at),
    ),
  );

/** A guest's own bookings, upcoming first (docs/product/booking-lifecycle.md#upcoming-and-past). */
export async function listOwnBookings(
  db: Database,
  userId: string,
  now: Date,
  limit = 200,
): Promise<MyBooking[]> {
  const rows = await selectMyBookings(db)
    .where(ownBookings(userId))
    .orderBy(...upcomingFirst(now))
    .limit(limit);
  return rows.map(toMyBooking);
}

/** The first `limit` of a guest's own bookings, in the list's order, split where the upcoming ones end. */
export async function splitOwnBookings(
  db: Database,
  userId: string,
  now: Date,
  limit: number,
): Promise<GuestBookings> {
  const rows = await db
    .select({ ...myBookingColumns, upcoming: sql<boolean>`${upcomingBooking(now)}` })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .where(ownBookings(userId))
    .orderBy(...upcomingFirst(now))
    .limit(limit);
  const split: GuestBookings = { upcoming: [], past: [] };
  for (const { upcoming, ...row } of rows)
    split[upcoming ? 'upcoming' : 'past'].push(toMyBooking(row));
  return split;
}

export async function findOwnBooking(
  db: Database,
  userId: string,
  bookingId: string,
): Promise<MyBooking | undefined> {
  const [row] = await selectMyBookings(db).where(
    and(eq(bookings.id, bookingId), eq(bookings.user_id, userId)),
  );
  return row ? toMyBooking(row) : undefined;
}

/** The address is the guest's once the booking is confirmed (docs/product/listings.md#address-sharing). */
const ADDRESS_SHARED: ReadonlySet<MyBooking['status']> = new Set(['confirmed', 'completed']);

/** One of the guest's own bookings as its confirmation shows it; undefined for anyone else's. */
export async function findOwnBookingDetail(
  db: Database,
  userId: string,
  bookingId: string,
): Promise<BookingDetail | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const [row] = await db
    .select({
      ...myBookingColumns,
      street_address: spaces.street_address,
      unit_number: spaces.unit_number,
      city: spaces.city,
      state: spaces.state,
      postal_code: spaces.postal_code,
      country: spaces.country,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .where(and(eq(bookings.id, bookingId), eq(bookings.user_id, userId)));
  if (!row) return undefined;
  const { street_address, unit_number, city, state, postal_code, country, ...booking } = row;
  return {
    ...toMyBooking(booking),
    // Priced as unit price x duration when the slot was held, so the division is exact.
    unit_price: Math.round(booking.subtotal / booking.duration),
    address: ADDRESS_SHARED.has(booking.status)
      ? { street_address, unit_number, city, state, postal_code, country }
      : null,
  };
}
