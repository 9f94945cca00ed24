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

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    space_id: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    booking_id: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_space_created_idx').on(t.space_id, sql`${t.created_at} desc`),
    uniqueIndex('reviews_booking_id_key').on(t.booking_id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
