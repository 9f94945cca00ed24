import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, users, utcMicroseconds, type Database } from '@rentspace/db';
import type { AuditValues } from '@rentspace/core/admin/audit';
import type { Cursor } from './repository.ts';

/**
 * The audit log's one writer and its reader (docs/product/admin-and-analytics.md#audit-log). Rows
 * are only ever inserted: the database refuses UPDATE, DELETE and TRUNCATE on the table.
 */

/** One audit entry as a caller records it. */
export interface AuditEntry {
  /** The admin who acted; null for the product acting on its own (a payment, a refund, a payout). */
  actorId: string | null;
  /** What was done, a snake_case verb phrase: 'listing_suspended', 'refund_sent', ... */
  action: string;
  /** What it was done to: 'booking', 'listing', 'user', 'review', 'report', 'payout', ... */
  targetType: string;
  targetId: string;
  /** The target's fields the action changed, before and after it (flat: scalars only). */
  before?: AuditValues | null;
  after?: AuditValues | null;
  /** Why, as the admin wrote it; null for automatic entries. */
  reason?: string | null;
}

/**
 * Records one audit entry. Pass the transaction the action itself runs in (`tx`), so that the
 * entry and the change it describes are written together or not at all; a `Database` works too.
 * The actor's e-mail is copied into the row, so the entry still names them after their account
 * is deleted.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  const actorEmail = entry.actorId
    ? sql`(select ${users.email} from ${users} where ${users.id} = ${entry.actorId})`
    : null;
  await tx.insert(auditLog).values({
    actor_id: entry.actorId,
    actor_email: actorEmail,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

export interface AuditFilters {
  action?: string;
  /** The actor's e-mail, or 'system' for the product's own entries. */
  actor?: string;
  targetType?: string;
  targetId?: string;
  /** Inclusive bounds on the entry's time. */
  from?: Date;
  to?: Date;
}

/** One page of the log, newest first, `limit + 1` rows (the extra one says another page follows). */
export async function auditLogPage(
  db: Database,
  filters: AuditFilters,
  limit: number,
  cursor?: Cursor,
) {
  const where: (SQL | undefined)[] = [];
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.actor === 'system') where.push(sql`${auditLog.actor_id} is null`);
  else if (filters.actor)
    where.push(sql`lower(${auditLog.actor_email}) = ${filters.actor.trim().toLowerCase()}`);
  if (filters.targetType) where.push(eq(auditLog.target_type, filters.targetType));
  if (filters.targetId) where.push(eq(auditLog.target_id, filters.targetId));
  if (filters.from) where.push(gte(auditLog.created_at, filters.from));
  if (filters.to) where.push(lte(auditLog.created_at, filters.to));
  if (cursor) {
    const at = sql`${cursor.createdAt}::timestamptz`;
    where.push(
      or(lt(auditLog.created_at, at), and(eq(auditLog.created_at, at), lt(auditLog.id, cursor.id))),
    );
  }
  return db
    .select({
      id: auditLog.id,
      actor_id: auditLog.actor_id,
      actor_email: auditLog.actor_email,
      action: auditLog.action,
      target_type: auditLog.target_type,
      target_id: auditLog.target_id,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
      created_at: auditLog.created_at,
      cursor_at: utcMicroseconds(auditLog.created_at),
    })
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(limit + 1);
}
