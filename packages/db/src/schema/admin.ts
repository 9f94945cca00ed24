import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contactSubject, currency } from './enums.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: contactSubject('subject').notNull(),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(sql`${t.created_at} desc`)],
);

/**
 * Newsletter sign-ups. An address is a subscriber only once `confirmed_at` is set, by following the
 * link mailed to it (docs/product/pages-and-messages.md#newsletter); until then it holds the hash
 * of that link's token and when it expires.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    confirm_token_hash: text('confirm_token_hash'),
    confirm_expires_at: timestamp('confirm_expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirm_token_hash),
    index('newsletter_subscribers_confirmed_idx')
      .on(sql`${t.created_at} desc`, sql`${t.id} desc`)
      .where(sql`${t.confirmed_at} is not null`),
  ],
);

/**
 * Mail the product sends: delivered by SMTP when configured, always kept for admins to read. A
 * delivery the SMTP server could not take for now (down, busy, a 4xx answer) keeps its `error` and
 * is tried again at `next_attempt_at`; an `error` without `next_attempt_at` is final.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    /** The HTML part, rendered from the same template as the text (notifications). */
    html_body: text('html_body'),
    kind: text('kind').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_emails_created_idx').on(sql`${t.created_at} desc`),
    index('outbox_emails_unsent_idx')
      .on(t.created_at)
      .where(sql`${t.sent_at} is null`),
  ],
);

/**
 * Paid bookings (confirmed or completed) summed per month of creation and currency, kept in step
 * by a trigger on bookings, so the admin figures cost the same at 10 thousand or 1 million bookings.
 */
export const bookingMonthlyTotals = pgTable(
  'booking_monthly_totals',
  {
    month: date('month').notNull(),
    currency: currency('currency').notNull(),
    bookings: integer('bookings').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    fees: bigint('fees', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency] })],
);
