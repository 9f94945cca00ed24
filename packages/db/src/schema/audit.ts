import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log: every admin action and every automatic money movement, one row each, never
 * changed or removed (docs/decisions/0038-audit-log-and-moderation.md). A trigger refuses UPDATE,
 * DELETE and TRUNCATE. `actor_id` is the admin who acted, null for the product itself (a payment
 * confirmed, a refund sent, a payout released); it has no foreign key on purpose: a deleted
 * account must not change a row, and its e-mail is kept in `actor_email`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor_id: uuid('actor_id'),
    actor_email: text('actor_email'),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(sql`${t.created_at} desc`, sql`${t.id} desc`),
    index('audit_log_action_idx').on(t.action, sql`${t.created_at} desc`),
    index('audit_log_actor_idx').on(t.actor_id, sql`${t.created_at} desc`),
    index('audit_log_target_idx').on(t.target_type, t.target_id),
  ],
);
