import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { spaces } from './spaces.ts';

/** A thread between a guest and a host about one listing. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    space_id: uuid('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    guest_id: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    host_id: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_space_guest_key').on(t.space_id, t.guest_id),
    index('conversations_guest_idx').on(t.guest_id, sql`${t.last_message_at} desc`),
    index('conversations_host_idx').on(t.host_id, sql`${t.last_message_at} desc`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversation_id, t.created_at)],
);
