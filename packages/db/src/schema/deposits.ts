import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bookings } from './bookings.ts';
import { currency } from './enums.ts';

/**
 * A booking's security deposit (docs/product/deposits.md): a separate authorisation on the guest's
 * card, placed at authorise_at, released at release_at unless the host claims. Amounts in minor
 * units. Its status moves only as packages/core/src/deposits/state-machine.ts says (a trigger
 * refuses any other change, see migration 0026).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    status: text('status').notNull().default('scheduled'),
    authorise_at: timestamp('authorise_at', { withTimezone: true }).notNull(),
    release_at: timestamp('release_at', { withTimezone: true }).notNull(),
    /** The authorisation (the deposit's own payment intent) of the latest attempt. */
    payment_intent_id: text('payment_intent_id'),
    /** Authorisation attempts so far: each has its own idempotency key. */
    attempts: integer('attempts').notNull().default(0),
    /** An attempt in progress since then (one instance at a time; a stale one is taken over). */
    attempt_started_at: timestamp('attempt_started_at', { withTimezone: true }),
    failure_message: text('failure_message'),
    held_at: timestamp('held_at', { withTimezone: true }),
    released_at: timestamp('released_at', { withTimezone: true }),
    captured_amount: bigint('captured_amount', { mode: 'number' }),
    /**
     * When the provider confirmed the money of the final status (the authorisation cancelled, or
     * captured_amount captured); null while that call is still owed (the job retries it).
     */
    settled_at: timestamp('settled_at', { withTimezone: true }),
    /** The captured amount sent on to the host (a transfer), once they have a payout account. */
    transfer_id: text('transfer_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_booking_id_key').on(t.booking_id),
    uniqueIndex('deposits_payment_intent_key').on(t.payment_intent_id),
    index('deposits_open_idx')
      .on(t.authorise_at)
      .where(sql`${t.status} in ('scheduled', 'failed', 'held')`),
    index('deposits_unsettled_idx')
      .on(t.updated_at)
      .where(sql`${t.settled_at} is null and ${t.status} in ('released', 'captured', 'cancelled')`),
    check(
      'deposits_amounts',
      sql`${t.amount} > 0 and (${t.captured_amount} is null or (${t.captured_amount} >= 0 and ${t.captured_amount} <= ${t.amount}))`,
    ),
    check(
      'deposits_status',
      sql`${t.status} in ('scheduled', 'held', 'failed', 'claimed', 'released', 'captured', 'cancelled')`,
    ),
    check('deposits_window', sql`${t.authorise_at} < ${t.release_at}`),
  ],
);

/** The host's claim on a held deposit, answered by the guest, decided by an admin. One per deposit. */
export const depositClaims = pgTable(
  'deposit_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deposit_id: uuid('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** Storage paths in the deposit-claims bucket, the host's own uploads. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    guest_response: text('guest_response'),
    guest_responded_at: timestamp('guest_responded_at', { withTimezone: true }),
    status: text('status').notNull().default('open'),
    decided_amount: bigint('decided_amount', { mode: 'number' }),
    decision_note: text('decision_note'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_claims_deposit_id_key').on(t.deposit_id),
    index('deposit_claims_status_idx').on(t.status, t.created_at),
    check('deposit_claims_status', sql`${t.status} in ('open', 'decided')`),
    check(
      'deposit_claims_amounts',
      sql`${t.amount} > 0 and (${t.decided_amount} is null or (${t.decided_amount} >= 0 and ${t.decided_amount} <= ${t.amount}))`,
    ),
    check(
      'deposit_claims_decided',
      sql`(${t.status} = 'decided') = (${t.decided_amount} is not null and ${t.decided_at} is not null)`,
    ),
  ],
);
