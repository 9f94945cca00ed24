import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { spaces } from './spaces.ts';
import { calendarFeeds } from './calendar.ts';
import {
  bookingMode,
  bookingStatus,
  cancellationPolicy,
  currency,
  durationUnit,
  payoutStatus,
} from './enums.ts';

/**
 * A booking. Money in minor units: total_price = subtotal + platform_fee_amount.
 * Its time range is kept free of overlaps by space_availability (see the first migration).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    space_id: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    duration_unit: durationUnit('duration_unit').notNull().default('hour'),
    duration: integer('duration').notNull().default(1),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    platform_fee_percentage: numeric('platform_fee_percentage', { precision: 5, scale: 2 })
      .notNull()
      .default('10'),
    platform_fee_amount: bigint('platform_fee_amount', { mode: 'number' }).notNull(),
    total_price: bigint('total_price', { mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    /** The listing's policy when the slot was held: a later change of the listing's never alters this booking's refund. */
    cancellation_policy: cancellationPolicy('cancellation_policy').notNull(),
    status: bookingStatus('status').notNull().default('pending'),
    hold_expires_at: timestamp('hold_expires_at', { withTimezone: true }),
    /** The listing's mode when the slot was held: a request's card is authorised, not charged. */
    booking_mode: bookingMode('booking_mode').notNull().default('instant'),
    /** The guest's message with a request to book. */
    request_message: text('request_message'),
    /** A request's answer is due by then (24 hours, or the start if sooner); set when it is requested. */
    request_expires_at: timestamp('request_expires_at', { withTimezone: true }),
    /**
     * The host accepted at this moment: the request is theirs to capture, and no withdrawal or
     * expiry takes it any more (docs/decisions/0043-request-to-book.md).
     */
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    /** The host's optional reason for declining, shown to the guest. */
    decline_reason: text('decline_reason'),
    /** When the authorisation of a request that ended without a booking was released at the provider. */
    authorisation_released_at: timestamp('authorisation_released_at', { withTimezone: true }),
    payment_provider: text('payment_provider'),
    payment_intent_id: text('payment_intent_id'),
    refund_id: text('refund_id'),
    /** Everything given back to the guest: a cancellation's refund and admins' refunds. */
    refunded_amount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** The part of refunded_amount admins refunded (docs/product/money.md#refunds-by-admins). */
    admin_refunded_amount: bigint('admin_refunded_amount', { mode: 'number' }).notNull().default(0),
    cancellation_reason: text('cancellation_reason'),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_id_idx').on(t.user_id, sql`${t.start_time} desc`),
    index('bookings_space_time_idx').on(t.space_id, t.start_time),
    // A guest's live holds, counted on every hold (the hold limits; place_hold, migration 0024):
    // only that guest's holds are visited, not every live hold (docs/decisions/0049-hold-cpu.md).
    // The expiry sweeps read all of it (only pending bookings are in it), so a hold writes one index
    // entry for both (docs/decisions/0056-session-checks-and-hold-writes.md).
    index('bookings_guest_holds_idx')
      .on(t.user_id, t.hold_expires_at)
      .where(sql`${t.status} = 'pending'`),
    // Not on status: a migration cannot use the enum value it adds in the same transaction.
    index('bookings_request_expiry_idx')
      .on(t.request_expires_at)
      .where(sql`${t.request_expires_at} is not null and ${t.accepted_at} is null`),
    index('bookings_created_at_idx').on(sql`${t.created_at} desc`),
    uniqueIndex('bookings_payment_intent_key').on(t.payment_intent_id),
    check('bookings_time_order', sql`${t.start_time} < ${t.end_time}`),
    check(
      'bookings_amounts',
      sql`${t.subtotal} >= 0 and ${t.platform_fee_amount} >= 0 and ${t.total_price} = ${t.subtotal} + ${t.platform_fee_amount}`,
    ),
    check(
      'bookings_refunds_within_total',
      sql`${t.admin_refunded_amount} >= 0 and ${t.admin_refunded_amount} <= ${t.refunded_amount} and ${t.refunded_amount} <= ${t.total_price}`,
    ),
  ],
);

/**
 * Blocked slots of a listing: one per held or confirmed booking (kept in step by a trigger),
 * or a host's own block (booking_id null). An exclusion constraint forbids overlaps.
 */
export const spaceAvailability = pgTable(
  'space_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    space_id: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    booking_id: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** A host's block only: their private note (never shown to guests) and who placed it. */
    note: text('note'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An imported block: the feed it came from and its event's UID (and recurrence instance). */
    feed_id: uuid('feed_id').references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    external_uid: text('external_uid'),
  },
  (t) => [
    uniqueIndex('space_availability_booking_id_key').on(t.booking_id),
    // Only imported blocks have a feed: holds and a host's own blocks get no entry (migration 0028).
    uniqueIndex('space_availability_feed_uid_key')
      .on(t.feed_id, t.external_uid)
      .where(sql`${t.feed_id} is not null`),
    check(
      'space_availability_imported_block',
      sql`${t.feed_id} is null or (${t.booking_id} is null and ${t.external_uid} is not null)`,
    ),
    check('space_availability_time_order', sql`${t.start_time} < ${t.end_time}`),
    check(
      'space_availability_note',
      sql`${t.note} is null or (${t.booking_id} is null and char_length(${t.note}) <= 500)`,
    ),
  ],
);

/** What the platform owes a host for a confirmed booking, released after it ends. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    host_id: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    status: payoutStatus('status').notNull().default('scheduled'),
    release_at: timestamp('release_at', { withTimezone: true }).notNull(),
    transfer_id: text('transfer_id'),
    /** Adjustments netted on this payout when it was released (negative), null before. */
    adjustment_amount: bigint('adjustment_amount', { mode: 'number' }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_booking_id_key').on(t.booking_id),
    index('payouts_due_idx')
      .on(t.release_at)
      .where(sql`${t.status} = 'scheduled'`),
    index('payouts_host_idx').on(t.host_id),
  ],
);

/** Provider events already handled, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
