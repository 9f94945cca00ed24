import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';
import { users } from './auth.ts';

/**
 * Hosts whose own event stream is open, until when (each stream, as it opens, keeps its person here
 * for a little longer than it lives). A change to a listing's calendar is announced only while its
 * owner is here: no other stream passes a calendar notice on (migration 0027,
 * docs/decisions/0049-hold-cpu.md).
 */
export const calendarWatchers = pgTable('calendar_watchers', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * A listing's secret iCal export (docs/product/calendar-sync.md): the feed answers only at its
 * secret, and a new secret makes the old address answer 404.
 */
export const calendarExports = pgTable('calendar_exports', {
  space_id: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A calendar another platform exports, which the job runner imports as blocks of a listing. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    space_id: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** When an instance may next claim it (each claim moves it one interval on). */
    sync_due_at: timestamp('sync_due_at', { withTimezone: true }).notNull().defaultNow(),
    last_synced_at: timestamp('last_synced_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_feeds_space_idx').on(t.space_id, t.created_at),
    index('calendar_feeds_due_idx').on(t.sync_due_at),
  ],
);

/**
 * Every event occurrence of a feed's last sync inside the horizon, by UID (plus its recurrence
 * instance): 'blocked' has its space_availability row, 'conflict' overlaps a booking and so has
 * none (kept here for the host to see), 'covered' overlaps another block only.
 */
export const calendarFeedEvents = pgTable(
  'calendar_feed_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feed_id: uuid('feed_id')
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    summary: text('summary').notNull().default(''),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    state: text('state').notNull(),
    conflict_booking_id: uuid('conflict_booking_id'),
  },
  (t) => [
    uniqueIndex('calendar_feed_events_uid_key').on(t.feed_id, t.uid),
    check('calendar_feed_events_state', sql`${t.state} in ('blocked', 'conflict', 'covered')`),
    check('calendar_feed_events_time_order', sql`${t.start_time} < ${t.end_time}`),
  ],
);
