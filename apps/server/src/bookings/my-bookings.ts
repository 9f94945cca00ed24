import { and, desc, eq, isNotNull, ne, or } from 'drizzle-orm';
import { bookings, spaces, type Database } from '@rentspace/db';
import type { MyBooking } from '@rentspace/core/bookings/api';

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
 * A guest's own bookings, newest first. Holds that were never paid (a declined card, an abandoned
 * payment, an expired hold) are not bookings to the guest and are left out.
 */
export async function listOwnBookings(
  db: Database,
  userId: string,
  limit = 200,
): Promise<MyBooking[]> {
  const rows = await selectMyBookings(db)
    .where(
      and(
        eq(bookings.user_id, userId),
        or(ne(bookings.status, 'cancelled'), isNotNull(bookings.confirmed_at)),
      ),
    )
    .orderBy(desc(bookings.created_at), desc(bookings.id))
    .limit(limit);
  return rows.map(toMyBooking);
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
