import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS } from '@rentspace/core/reports/schema';
import { users } from './auth.ts';

export const reportTarget = pgEnum('report_target', REPORT_TARGETS);
export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);

/**
 * What people report to the admins (docs/product/moderation.md#reports). One open report per
 * reporter and target, enforced by a partial unique index; a closed one may be followed by another.
 * `target_id` has no foreign key: it points into one of four tables, and a report outlives its
 * target.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporter_id: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target_type: reportTarget('target_type').notNull(),
    target_id: uuid('target_id').notNull(),
    reason: reportReason('reason').notNull(),
    details: text('details').notNull().default(''),
    status: reportStatus('status').notNull().default('open'),
    resolution: text('resolution'),
    closed_by: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_open_once_key')
      .on(t.reporter_id, t.target_type, t.target_id)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, sql`${t.created_at} desc`, sql`${t.id} desc`),
    index('reports_target_idx').on(t.target_type, t.target_id),
  ],
);
