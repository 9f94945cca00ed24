import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts. The e-mail is stored lowercased; the hash never leaves the auth repository. A deleted
 * account keeps its row (`deleted_at` set, no e-mail, no password) so that the payments, payouts
 * and messages the law or other people need still point somewhere (docs/decisions/0031-account-deletion.md).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    encrypted_password: text('encrypted_password').notNull(),
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true }),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /** Set while an admin has suspended the account (docs/product/moderation.md#suspending-a-member). */
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    suspension_reason: text('suspension_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** A signed-in device. Access tokens carry its id; revoking it ends them all. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_agent: text('user_agent'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }),
    /** How it was opened: 'password', or 'recovery' (a password-reset link, which may set a new one). */
    method: text('method').notNull().default('password'),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.user_id)],
);

/** Refresh tokens rotate: each use revokes the token and issues a child (GoTrue's model). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token_hash: text('token_hash').notNull(),
    nonce: text('nonce').notNull(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parent_id: bigint('parent_id', { mode: 'number' }),
    revoked: boolean('revoked').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.token_hash),
    index('refresh_tokens_session_id_idx').on(t.session_id),
  ],
);

/** Rate-limit counters shared by every instance (rate-limiter-flexible's Drizzle store). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Links that confirm an e-mail address at sign-up. Only a hash of the link's token is kept; each
 * link carries the password hash of the sign-up that sent it, and following one spends them all.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    password_hash: text('password_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_hash_key').on(t.token_hash),
    index('email_confirmations_user_id_idx').on(t.user_id),
  ],
);

/**
 * Links that reset a password ('recovery') or move an account to a new address ('email_change').
 * Only a hash of the link's token is kept; each works once, until it expires.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    new_email: text('new_email'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_links_token_hash_key').on(t.token_hash),
    index('account_links_user_id_idx').on(t.user_id),
  ],
);
