import { and, desc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { bookings } from '@rentspace/db';

/**
 * A booking still ahead: held or confirmed and not yet ended (one under way counts). A cancelled
 * one is not, whatever its dates (docs/product/booking-lifecycle.md#upcoming-and-past).
 */
export function upcomingBooking(now: Date): SQL {
  return and(inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.end_time, now))!;
}

/**
 * The order of every list of bookings: the upcoming ones first, the soonest first; then the
 * others, the most recent first.
 */
export function upcomingFirst(now: Date): SQL[] {
  const upcoming = upcomingBooking(now);
  return [
    sql`case when ${upcoming} then 0 else 1 end`,
    sql`case when ${upcoming} then ${bookings.start_time} end asc`,
    desc(bookings.start_time),
    desc(bookings.id),
  ];
}
