import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bookings, payouts } from './bookings.ts';
import { currency } from './enums.ts';

/**
 * A refund an admin made of a confirmed or completed booking, with its reason. Written `pending`
 * before the provider is asked (so that concurrent refunds count it), then `succeeded` or `failed`.
 * One per booking and idempotency key: a replayed request finds the refund it made.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    admin_id: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    idempotency_key: text('idempotency_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    reason: text('reason').notNull(),
    /** The part of the refund taken from the host's payout; the platform gives back the rest. */
    host_share: bigint('host_share', { mode: 'number' }).notNull(),
    /** The part of the refund that was platform fee. */
    fee_share: bigint('fee_share', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    provider_refund_id: text('provider_refund_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_refunds_key').on(t.booking_id, t.idempotency_key),
    index('booking_refunds_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
    check('booking_refunds_amount', sql`${t.amount} > 0 and ${t.host_share} >= 0`),
    check('booking_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * Money taken back from a host after their payout of a booking was released (a refund after the
 * payout): a negative amount netted on their next payout in the same currency (`payout_id` is that
 * payout once netted).
 */
export const payoutAdjustments = pgTable(
  'payout_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    host_id: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    booking_id: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    refund_id: uuid('refund_id').references(() => bookingRefunds.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    payout_id: uuid('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_adjustments_open_idx')
      .on(t.host_id, t.currency)
      .where(sql`${t.payout_id} is null`),
    check('payout_adjustments_amount', sql`${t.amount} <> 0`),
  ],
);
