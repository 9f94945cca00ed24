import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import {
  bookings,
  calendarFeeds,
  pgErrorCode,
  PG,
  profiles,
  retryTransient,
  spaceAvailability,
  spaces,
  type Database,
} from '@rentspace/db';
import type { CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { keptAmounts } from '@rentspace/core/money/refund-split';
import { transitionBookings } from './lifecycle.ts';

/** The listing fields the host calendar needs, with its owner. */
export async function findCalendarSpace(db: Database, spaceId: string) {
  const [row] = await db
    .select({
      id: spaces.id,
      user_id: spaces.user_id,
      title: spaces.title,
      time_zone: spaces.time_zone,
      currency: spaces.currency,
      buffer_minutes: spaces.buffer_minutes,
    })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  return row;
}

export type CalendarSpace = NonNullable<Awaited<ReturnType<typeof findCalendarSpace>>>;

/** Live slots only: blocks, confirmed or completed bookings, requests, holds within their time. */
const live = (now: Date) =>
  or(
    isNull(spaceAvailability.booking_id),
    inArray(bookings.status, ['requested', 'confirmed', 'completed']),
    and(eq(bookings.status, 'pending'), gt(bookings.hold_expires_at, now)),
  );

/**
 * A listing's live slots overlapping [from, to), the earliest first, as its host sees them: a
 * booking's guest by name (no e-mail, no phone), its amount and the host's payout.
 */
export async function listCalendar(
  db: Database,
  spaceId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<CalendarEntry[]> {
  const rows = await db
    .select({
      id: spaceAvailability.id,
      start_time: spaceAvailability.start_time,
      end_time: spaceAvailability.end_time,
      note: spaceAvailability.note,
      created_at: spaceAvailability.created_at,
      imported_from: calendarFeeds.name,
      booking_id: bookings.id,
      status: bookings.status,
      booking_start: bookings.start_time,
      booking_end: bookings.end_time,
      hold_expires_at: bookings.hold_expires_at,
      request_expires_at: bookings.request_expires_at,
      duration: bookings.duration,
      duration_unit: bookings.duration_unit,
      total_price: bookings.total_price,
      subtotal: bookings.subtotal,
      platform_fee_amount: bookings.platform_fee_amount,
      refunded_amount: bookings.refunded_amount,
      currency: bookings.currency,
      guest_name: profiles.full_name,
    })
    .from(spaceAvailability)
    .leftJoin(bookings, eq(bookings.id, spaceAvailability.booking_id))
    .leftJoin(profiles, eq(profiles.id, bookings.user_id))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, spaceAvailability.feed_id))
    .where(
      and(
        eq(spaceAvailability.space_id, spaceId),
        lt(spaceAvailability.start_time, to),
        gt(spaceAvailability.end_time, from),
        live(now),
      ),
    )
    .orderBy(asc(spaceAvailability.start_time));
  return rows.map((row): CalendarEntry => {
    if (!row.booking_id) {
      return {
        kind: 'block',
        id: row.id,
        start_time: row.start_time.toISOString(),
        end_time: row.end_time.toISOString(),
        note: row.note,
        created_at: row.created_at.toISOString(),
        imported_from: row.imported_from,
      };
    }
    const times = {
      id: row.booking_id,
      start_time: row.booking_start!.toISOString(),
      end_time: row.booking_end!.toISOString(),
      kept_until: row.end_time.toISOString(),
      guest_name: row.guest_name,
    };
    // A request to book is held until its host answers, at the latest.
    if (row.status === 'requested')
      return {
        kind: 'hold',
        ...times,
        hold_expires_at: row.request_expires_at!.toISOString(),
        requested: true,
      };
    if (row.status === 'pending')
      return {
        kind: 'hold',
        ...times,
        hold_expires_at: row.hold_expires_at!.toISOString(),
        requested: false,
      };
    return {
      kind: 'booking',
      ...times,
      status: row.status === 'completed' ? 'completed' : 'confirmed',
      duration: row.duration!,
      duration_unit: row.duration_unit!,
      total_price: row.total_price!,
      // What the host is paid of it: less the part an admin refunded, as the payout itself is.
      payout: keptAmounts({
        subtotal: row.subtotal!,
        platformFee: row.platform_fee_amount!,
        total: row.total_price!,
        refunded: row.refunded_amount ?? 0,
      }).hostPayout,
      currency: row.currency!,
    };
  });
}

/**
 * Places a block: one insert that the exclusion constraint refuses on any overlap with a slot
 * (a hold, a booking with its buffer, another block). ON CONFLICT DO NOTHING checks before it
 * writes, so a block racing holds for the same time never deadlocks with them (migration 0005).
 * Undefined when refused.
 */
export async function insertBlock(
  db: Database,
  block: { space_id: string; start: Date; end: Date; note: string | null; created_by: string },
) {
  try {
    const [row] = await retryTransient(() =>
      db
        .insert(spaceAvailability)
        .values({
          space_id: block.space_id,
          start_time: block.start,
          end_time: block.end,
          note: block.note,
          created_by: block.created_by,
        })
        .onConflictDoNothing()
        .returning({
          id: spaceAvailability.id,
          start_time: spaceAvailability.start_time,
          end_time: spaceAvailability.end_time,
          note: spaceAvailability.note,
          created_at: spaceAvailability.created_at,
        }),
    );
    return row;
  } catch (error) {
    if (pgErrorCode(error) === PG.exclusionViolation) return undefined;
    throw error;
  }
}

/** Cancels the listing's holds past their time, freeing their slots (as placing a hold does). */
export async function expireStaleHolds(db: Database, spaceId: string, now: Date) {
  return retryTransient(() =>
    transitionBookings(
      db,
      'hold_expired',
      { where: and(eq(bookings.space_id, spaceId), lte(bookings.hold_expires_at, now))! },
      now,
    ),
  );
}

/** Removes one of the listing's blocks (never a booking's slot); false when there is none. */
/**
 * Removes one of the host's own blocks: 'removed', or 'imported' for an imported calendar's event
 * (its next sync would put it back), or 'missing'.
 */
export async function deleteBlock(
  db: Database,
  spaceId: string,
  blockId: string,
): Promise<'removed' | 'imported' | 'missing'> {
  const rows = await db
    .delete(spaceAvailability)
    .where(
      and(
        eq(spaceAvailability.id, blockId),
        eq(spaceAvailability.space_id, spaceId),
        isNull(spaceAvailability.booking_id),
        isNull(spaceAvailability.feed_id),
      ),
    )
    .returning({ id: spaceAvailability.id });
  if (rows.length > 0) return 'removed';
  const [imported] = await db
    .select({ id: spaceAvailability.id })
    .from(spaceAvailability)
    .where(
      and(
        eq(spaceAvailability.id, blockId),
        eq(spaceAvailability.space_id, spaceId),
        isNotNull(spaceAvailability.feed_id),
      ),
    );
  return imported ? 'imported' : 'missing';
}
