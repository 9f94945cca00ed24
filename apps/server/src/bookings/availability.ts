import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { bookings, spaceAvailability, type Database } from '@rentspace/db';
import type { AvailabilitySlot } from '@rentspace/core/bookings/api';

/**
 * A listing's blocked slots overlapping [from, to): booked, held (holds within their time only) or
 * blocked by the host. What the availability grid shows. A booking's slot is given by the
 * booking's own times: the buffer its row keeps free after it is the grid's to show, as it shows
 * the buffer before it (docs/product/booking-lifecycle.md#booking-rules).
 */
export async function listAvailability(
  db: Database,
  spaceId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<AvailabilitySlot[]> {
  const rows = await db
    .select({
      start_time:
        sql<Date>`coalesce(${bookings.start_time}, ${spaceAvailability.start_time})`.mapWith(
          spaceAvailability.start_time,
        ),
      end_time: sql<Date>`coalesce(${bookings.end_time}, ${spaceAvailability.end_time})`.mapWith(
        spaceAvailability.end_time,
      ),
      booking_id: spaceAvailability.booking_id,
      status: bookings.status,
      hold_expires_at: bookings.hold_expires_at,
    })
    .from(spaceAvailability)
    .leftJoin(bookings, eq(bookings.id, spaceAvailability.booking_id))
    .where(
      and(
        eq(spaceAvailability.space_id, spaceId),
        lt(spaceAvailability.start_time, to),
        gt(spaceAvailability.end_time, from),
        or(
          isNull(spaceAvailability.booking_id),
          // A request to book keeps its slot like a hold until its host answers.
          inArray(bookings.status, ['requested', 'confirmed', 'completed']),
          and(eq(bookings.status, 'pending'), gt(bookings.hold_expires_at, now)),
        ),
      ),
    )
    .orderBy(spaceAvailability.start_time);
  return rows.map((row) => ({
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    kind:
      row.booking_id === null
        ? 'blocked'
        : row.status === 'pending' || row.status === 'requested'
          ? 'held'
          : 'booked',
  }));
}

/**
 * The ranges a listing's live slots keep overlapping [from, to): each booking's time and the
 * buffer after it, as the exclusion constraint compares them; blocks as they are. Holds past
 * their time keep nothing (placing a hold frees them).
 */
export async function listKeptRanges(
  db: Database,
  spaceId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<{ start: number; end: number }[]> {
  const rows = await db
    .select({ start_time: spaceAvailability.start_time, end_time: spaceAvailability.end_time })
    .from(spaceAvailability)
    .leftJoin(bookings, eq(bookings.id, spaceAvailability.booking_id))
    .where(
      and(
        eq(spaceAvailability.space_id, spaceId),
        lt(spaceAvailability.start_time, to),
        gt(spaceAvailability.end_time, from),
        or(
          isNull(spaceAvailability.booking_id),
          // A request to book keeps its slot like a hold until its host answers.
          inArray(bookings.status, ['requested', 'confirmed', 'completed']),
          and(eq(bookings.status, 'pending'), gt(bookings.hold_expires_at, now)),
        ),
      ),
    );
  return rows.map((row) => ({ start: row.start_time.getTime(), end: row.end_time.getTime() }));
}
