import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { profileUpdateType } from './enums.ts';

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  full_name: text('full_name'),
  avatar_url: text('avatar_url'),
  banner_url: text('banner_url'),
  bio: text('bio'),
  response_rate: integer('response_rate'),
  response_time: text('response_time'),
  website: text('website'),
  location: text('location'),
  instagram: text('instagram'),
  twitter: text('twitter'),
  facebook: text('facebook'),
  linkedin: text('linkedin'),
  youtube: text('youtube'),
  tiktok: text('tiktok'),
  stripe_account_id: text('stripe_account_id'),
  stripe_onboarding_complete: boolean('stripe_onboarding_complete').notNull().default(false),
  is_admin: boolean('is_admin').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profileLinks = pgTable(
  'profile_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profile_id: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    icon: text('icon'),
    display_order: integer('display_order').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_links_profile_order_idx').on(t.profile_id, t.display_order)],
);

export const profileUpdates = pgTable(
  'profile_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profile_id: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: profileUpdateType('type').notNull().default('general'),
    is_pinned: boolean('is_pinned').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_updates_profile_order_idx').on(
      t.profile_id,
      t.is_pinned.desc(),
      sql`${t.created_at} desc`,
    ),
  ],
);
