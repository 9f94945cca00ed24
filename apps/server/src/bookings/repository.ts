import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bookings,
  pgErrorCode,
  PG,
  prepared,
  profiles,
  retryTransient,
  spaceAvailability,
  spaces,
  users,
  type Database,
} from '@rentspace/db';
import type { DurationUnit } from '@rentspace/core/bookings/constants';
import type { Currency } from '@rentspace/core/money/currencies';
import type { BookingMode, CancellationPolicy } from '@rentspace/core/listings/constants';
import { hostPayout } from '@rentspace/core/money/fees';
import type { ReceiptBooking } from '../mail/receipts.ts';
import { transitionBookings } from './lifecycle.ts';
import { recordAudit } from '../admin/audit.ts';

/**
 * The slot asked for, as the listing's blocked slots stand: `taken` when only live slots overlap it
 * (confirmed or completed bookings, holds within their time, a host's blocks), `expired` when a
 * hold past its time overlaps it too (placing a hold frees those first), otherwise `free`. Read
 * through the exclusion constraint's own index, over the range the hold would keep: its time and
 * the listing's buffer after it (migration 0012).
 */
const slotState = sql<'free' | 'taken' | 'expired'>`(
  select case
    when bool_or(b.status = 'pending' and b.hold_expires_at <= ${sql.placeholder('now')}::timestamptz) then 'expired'
    when count(*) > 0 then 'taken'
    else 'free' end
  from ${spaceAvailability} a left join ${bookings} b on b.id = a.booking_id
  where a.space_id = ${spaces.id}
    and tstzrange(a.start_time, a.end_time, '[)') && tstzrange(${sql.placeholder('start')}::timestamptz,
                 ${sql.placeholder('end')}::timestamptz + make_interval(mins => ${spaces.buffer_minutes}), '[)'))`;

/**
 * The guest's holds within their time, in all and of this listing (the hold limits), read without
 * locking beside the listing (through bookings_guest_holds_idx, migration 0027), both counted in
 * one pass over them: a guest past a limit is refused before a payment intent is opened, with no
 * statement of its own (place_hold counts again under the guest's lock and decides).
 */
const guestLiveHolds = (db: Database) =>
  db
    .select({
      live_holds: sql<number>`count(*)::int`.as('live_holds'),
      live_holds_here:
        // The listing's id named with its table: in a subquery's fields Drizzle writes a column
        // without it, and a bare "id" here is the booking's own (the count was always 0).
        sql<number>`(count(*) filter (where ${bookings.space_id} = ${sql.identifier('spaces')}.${sql.identifier('id')}))::int`.as(
          'live_holds_here',
        ),
    })
    .from(bookings)
    .where(
      sql`${bookings.user_id} = ${sql.placeholder('guest')}::uuid and ${bookings.status} = 'pending'
        and ${bookings.hold_expires_at} > ${sql.placeholder('now')}::timestamptz`,
    )
    .as('guest_holds');

/**
 * The listing fields a booking needs, with the host's payout account, the state of the slot asked
 * for and the guest's live holds: a request for a taken slot, or past a hold limit, is refused
 * after this one read, with no insert to fail.
 */
const bookableSpace = prepared((db) => {
  const held = guestLiveHolds(db);
  return db
    .select({
      id: spaces.id,
      user_id: spaces.user_id,
      title: spaces.title,
      hourly_price: spaces.hourly_price,
      daily_price: spaces.daily_price,
      weekly_price: spaces.weekly_price,
      monthly_price: spaces.monthly_price,
      currency: spaces.currency,
      cancellation_policy: spaces.cancellation_policy,
      booking_mode: spaces.booking_mode,
      deposit_required: spaces.deposit_required,
      time_zone: spaces.time_zone,
      opening_hours: spaces.opening_hours,
      min_notice_hours: spaces.min_notice_hours,
      booking_window_months: spaces.booking_window_months,
      buffer_minutes: spaces.buffer_minutes,
      min_rental_duration: spaces.min_rental_duration,
      max_rental_duration: spaces.max_rental_duration,
      available: spaces.available,
      is_published: spaces.is_published,
      suspended_at: spaces.suspended_at,
      status: spaces.status,
      host_account_id: profiles.stripe_account_id,
      host_account_complete: profiles.stripe_onboarding_complete,
      slot: slotState,
      live_holds: held.live_holds,
      live_holds_here: held.live_holds_here,
    })
    .from(spaces)
    .leftJoin(profiles, eq(profiles.id, spaces.user_id))
    .innerJoinLateral(held, sql`true`)
    .where(eq(spaces.id, sql.placeholder('spaceId')))
    .prepare('bookable_space');
});

export async function findBookableSpace(
  db: Database,
  spaceId: string,
  guestId: string,
  slot: { start: Date; end: Date },
  now: Date,
) {
  const [row] = await bookableSpace(db).execute({
    spaceId,
    guest: guestId,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    now: now.toISOString(),
  });
  return row;
}

/**
 * The guest's own hold of exactly this slot of the listing, still within its time (the one they
 * left by reloading the page or going back): asking for it again gives it back (see createHold).
 * Read only for a guest the listing's read found holding a slot here.
 */
export async function findOwnLiveHold(
  db: Database,
  guestId: string,
  spaceId: string,
  slot: { start: Date; end: Date },
  now: Date,
) {
  const [row] = await db
    .select({
      id: bookings.id,
      duration_unit: bookings.duration_unit,
      duration: bookings.duration,
      total_price: bookings.total_price,
      currency: bookings.currency,
      subtotal: bookings.subtotal,
      platform_fee_amount: bookings.platform_fee_amount,
      platform_fee_percentage: bookings.platform_fee_percentage,
      booking_mode: bookings.booking_mode,
      request_message: bookings.request_message,
      payment_provider: bookings.payment_provider,
      payment_intent_id: bookings.payment_intent_id,
      hold_expires_at: bookings.hold_expires_at,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.user_id, guestId),
        eq(bookings.space_id, spaceId),
        eq(bookings.status, 'pending'),
        eq(bookings.start_time, slot.start),
        eq(bookings.end_time, slot.end),
        sql`${bookings.hold_expires_at} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row;
}

export interface NewHold {
  /** Chosen by the caller, so that the payment intent can be opened before the hold is placed. */
  id: string;
  user_id: string;
  space_id: string;
  start_time: Date;
  end_time: Date;
  duration_unit: DurationUnit;
  duration: number;
  subtotal: number;
  platform_fee_percentage: number;
  platform_fee_amount: number;
  total_price: number;
  currency: Currency;
  /** The listing's, as read for the hold: it decides this booking's refund from now on. */
  cancellation_policy: CancellationPolicy;
  hold_expires_at: Date;
  payment_provider: string;
  payment_intent_id: string;
  /** The listing's mode, as read for the hold; a request carries the guest's message. */
  booking_mode: BookingMode;
  request_message: string | null;
}

/** How many live holds one guest may keep (docs/product/booking-lifecycle.md#hold-limits). */
export interface HoldLimits {
  perGuest: number;
  perListing: number;
}

/** Which of the hold limits a new hold would pass, if any. */
export type HoldLimitReached = 'guest' | 'listing';

const p = (name: string) => sql.placeholder(name);

/** Which limit a hold of the guest would pass, from their live holds as the listing's read counted them. */
export function holdLimitReached(
  live: { live_holds: number; live_holds_here: number },
  limits: HoldLimits,
): HoldLimitReached | undefined {
  if (live.live_holds >= limits.perGuest) return 'guest';
  if (live.live_holds_here >= limits.perListing) return 'listing';
  return undefined;
}

type HoldInsertOutcome = {
  booking?: { id: string; hold_expires_at: Date | null };
  reached?: HoldLimitReached;
  /** The listing was unpublished (suspended, or its owner was) after it was read. */
  unpublished?: boolean;
};

/** place_hold (migration 0024): the guest's limits, then the hold, in one prepared statement. */
const holdPlacement = prepared((db) =>
  db
    .select({
      reached: sql<HoldLimitReached | 'unpublished' | null>`reached`,
      id: sql<string | null>`id`,
      hold_expires_at: sql<string | null>`hold_expires_at`,
    })
    .from(
      sql`place_hold(${p('id')}::uuid, ${p('user_id')}::uuid, ${p('space_id')}::uuid,
        ${p('start_time')}::timestamptz, ${p('end_time')}::timestamptz, ${p('duration_unit')}::duration_unit,
        ${p('duration')}::int, ${p('subtotal')}::bigint, ${p('platform_fee_percentage')}::numeric,
        ${p('platform_fee_amount')}::bigint, ${p('total_price')}::bigint, ${p('currency')}::currency,
        ${p('cancellation_policy')}::cancellation_policy, ${p('hold_expires_at')}::timestamptz,
        ${p('payment_provider')}::text, ${p('payment_intent_id')}::text,
        ${p('booking_mode')}::booking_mode, ${p('request_message')}::text, ${p('now')}::timestamptz,
        ${p('per_guest')}::int, ${p('per_listing')}::int)`,
    )
    .prepare('place_hold'),
);

/**
 * Inserts the hold unless the guest already keeps as many live holds as the limits allow, in one
 * statement: place_hold (migration 0024) takes the guest's lock until the statement ends, counts
 * their live holds after it and inserts below the limits, so concurrent requests of one guest
 * cannot each see room for one more; different guests never wait for each other. One prepared
 * statement, not a transaction of five: no connection is kept for one request while the others
 * wait (docs/decisions/0045-hold-in-one-statement.md).
 */
async function insertHold(
  db: Database,
  hold: NewHold,
  now: Date,
  limits: HoldLimits,
): Promise<HoldInsertOutcome> {
  const [row] = await holdPlacement(db).execute({
    ...hold,
    start_time: hold.start_time.toISOString(),
    end_time: hold.end_time.toISOString(),
    hold_expires_at: hold.hold_expires_at.toISOString(),
    platform_fee_percentage: String(hold.platform_fee_percentage),
    now: now.toISOString(),
    per_guest: limits.perGuest,
    per_listing: limits.perListing,
  });
  if (row?.reached === 'unpublished') return { unpublished: true };
  if (row?.reached) return { reached: row.reached };
  if (!row?.id) throw new Error('the hold was neither placed nor refused');
  return {
    booking: {
      id: row.id,
      hold_expires_at: row.hold_expires_at === null ? null : new Date(row.hold_expires_at),
    },
  };
}

/**
 * Inserts the pending booking, whose slot the trigger writes into space_availability, within the
 * guest's hold limits (`limitReached` when a limit refused it). An overlap fails on the exclusion
 * constraint (23P01). Only then, and only when the slot's read found a hold past its time
 * overlapping it (`expiredOverlap`), are this listing's holds past their time cancelled (their
 * slots are free again) and the insert tried once more: a hold that has expired never keeps a
 * slot, and a refused request costs two statements, not a transaction. A slot read as free can
 * only have been taken since by a live hold or booking, so its refused insert is final. `booking`
 * is absent when the slot is taken; `expired` lists the holds cancelled on the way, whose intents
 * the caller cancels.
 */
export async function placeHold(
  db: Database,
  hold: NewHold,
  now: Date,
  expiredOverlap: boolean,
  limits: HoldLimits,
): Promise<{
  booking?: { id: string; hold_expires_at: Date | null };
  limitReached?: HoldLimitReached;
  unpublished?: boolean;
  expired: Awaited<ReturnType<typeof transitionBookings>>;
}> {
  const attempt = async (): Promise<HoldInsertOutcome> => {
    try {
      // Inserts racing for one slot no longer deadlock on each other (migration 0005); a
      // deadlock with some other writer aborts the insert, and it is run again.
      return await retryTransient(() => insertHold(db, hold, now, limits));
    } catch (error) {
      if (pgErrorCode(error) === PG.exclusionViolation) return {};
      throw error;
    }
  };
  const first = await attempt();
  if (first.reached) return { limitReached: first.reached, expired: [] };
  if (first.unpublished) return { unpublished: true, expired: [] };
  if (first.booking || !expiredOverlap) return { booking: first.booking, expired: [] };
  // Two requests expiring the same holds lock the same rows; PostgreSQL may abort one (a deadlock).
  const expired = await retryTransient(() =>
    transitionBookings(
      db,
      'hold_expired',
      {
        where: and(eq(bookings.space_id, hold.space_id), lte(bookings.hold_expires_at, now))!,
      },
      now,
    ),
  );
  const second: HoldInsertOutcome = expired.length > 0 ? await attempt() : {};
  return {
    booking: second.booking,
    limitReached: second.reached,
    unpublished: second.unpublished,
    expired,
  };
}

const bookingState = {
  id: bookings.id,
  user_id: bookings.user_id,
  space_id: bookings.space_id,
  status: bookings.status,
  start_time: bookings.start_time,
  end_time: bookings.end_time,
  subtotal: bookings.subtotal,
  total_price: bookings.total_price,
  currency: bookings.currency,
  cancellation_policy: bookings.cancellation_policy,
  hold_expires_at: bookings.hold_expires_at,
  booking_mode: bookings.booking_mode,
  request_expires_at: bookings.request_expires_at,
  accepted_at: bookings.accepted_at,
  authorisation_released_at: bookings.authorisation_released_at,
  confirmed_at: bookings.confirmed_at,
  cancelled_at: bookings.cancelled_at,
  cancellation_reason: bookings.cancellation_reason,
  payment_intent_id: bookings.payment_intent_id,
  refund_id: bookings.refund_id,
  refunded_amount: bookings.refunded_amount,
  admin_refunded_amount: bookings.admin_refunded_amount,
};

export type BookingState = NonNullable<Awaited<ReturnType<typeof findBookingByIntent>>>;

export async function findBookingByIntent(db: Database, intentId: string) {
  const [row] = await db
    .select(bookingState)
    .from(bookings)
    .where(eq(bookings.payment_intent_id, intentId));
  return row;
}

/** Locks a booking for a status change inside a transaction. */
export async function lockBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select(bookingState)
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row;
}

/**
 * Records a cancellation's or a late payment's refund once: a second report of the same refund
 * changes nothing. It comes on top of what admins refunded before.
 */
export async function recordRefund(
  db: Database,
  bookingId: string,
  refund: { id: string; amount: number },
) {
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookings)
      .set({
        refund_id: refund.id,
        refunded_amount: sql`${bookings.admin_refunded_amount} + ${refund.amount}`,
      })
      .where(and(eq(bookings.id, bookingId), isNull(bookings.refund_id)))
      .returning({ currency: bookings.currency, payment_intent_id: bookings.payment_intent_id });
    if (!moved) return;
    await recordAudit(tx, {
      actorId: null,
      action: 'refund_sent',
      targetType: 'booking',
      targetId: bookingId,
      before: { refund_id: null },
      after: {
        refund_id: refund.id,
        amount: refund.amount,
        currency: moved.currency,
        payment_intent_id: moved.payment_intent_id,
      },
    });
  });
}

const guests = alias(users, 'guest');
const hosts = alias(users, 'host');

/** Everything a receipt needs about a booking. */
export async function receiptData(
  db: Database,
  bookingId: string,
): Promise<ReceiptBooking & { hostId: string; guestId: string }> {
  const [row] = await db
    .select({
      id: bookings.id,
      spaceTitle: spaces.title,
      location: spaces.location,
      timeZone: spaces.time_zone,
      start: bookings.start_time,
      end: bookings.end_time,
      duration: bookings.duration,
      durationUnit: bookings.duration_unit,
      subtotal: bookings.subtotal,
      platformFee: bookings.platform_fee_amount,
      total: bookings.total_price,
      currency: bookings.currency,
      guestEmail: guests.email,
      hostEmail: hosts.email,
      hostId: spaces.user_id,
      guestId: bookings.user_id,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .innerJoin(guests, eq(guests.id, bookings.user_id))
    .innerJoin(hosts, eq(hosts.id, spaces.user_id))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found`);
  return { ...row, hostPayout: hostPayout(row.subtotal) };
}
