import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { spaces } from './spaces.ts';
import { bookings } from './bookings.ts';
import { reviewAuthor } from './enums.ts';

/**
 * Reviews of a completed booking, one per side: the guest's of the listing and the host's of the
 * guest. Both stay hidden until `published_at` (docs/decisions/0033-two-sided-reviews.md).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    space_id: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** The author: the guest for a guest review, the listing's owner for a host review. */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    booking_id: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    author_role: reviewAuthor('author_role').notNull().default('guest'),
    /** The guest of the booking: the author of a guest review, the subject of a host review. */
    guest_id: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end of the time to review: the booking's end plus the review window. */
    closes_at: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** When both sides may read it; null while it waits for the other side or the window's end. */
    published_at: timestamp('published_at', { withTimezone: true }),
    /** The host's one public reply to a published guest review. */
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    /** Set while an admin hides the review (docs/product/moderation.md#hiding-a-review). */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    hidden_reason: text('hidden_reason'),
  },
  (t) => [
    index('reviews_space_created_idx').on(t.space_id, sql`${t.created_at} desc`),
    uniqueIndex('reviews_booking_author_key').on(t.booking_id, t.author_role),
    index('reviews_guest_idx').on(t.guest_id, t.author_role),
    index('reviews_unpublished_idx')
      .on(t.closes_at)
      .where(sql`${t.published_at} is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_reply_published',
      sql`${t.reply} is null or (${t.published_at} is not null and ${t.author_role} = 'guest')`,
    ),
  ],
);
