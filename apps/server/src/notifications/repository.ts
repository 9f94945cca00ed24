import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  notificationPreferences,
  notifications,
  utcMicroseconds,
  type Database,
} from '@rentspace/db';
import { NOTIFICATION_KINDS, type NotificationKind } from '@rentspace/core/notifications/kinds';
import type { Notification, NotificationPreferences } from '@rentspace/core/notifications/api';

export interface NotificationCursor {
  createdAt: string;
  id: string;
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  read_at: notifications.read_at,
  created_at: notifications.created_at,
  cursor_at: utcMicroseconds(notifications.created_at),
};

interface Row {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  read_at: Date | null;
  created_at: Date;
  cursor_at: string;
}

export const toNotification = (row: Omit<Row, 'cursor_at'>): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: row.read_at ? row.read_at.toISOString() : null,
  created_at: row.created_at.toISOString(),
});

/** A person's notifications and e-mail choices; every read and write is scoped to `userId`. */
export function createNotificationRepository(db: Database) {
  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
    return row?.n ?? 0;
  }

  return {
    unreadCount,

    /** One page, newest first: `limit + 1` rows, the extra one saying another page follows. */
    async page(userId: string, limit: number, cursor?: NotificationCursor): Promise<Row[]> {
      const after = cursor
        ? or(
            lt(notifications.created_at, sql`${cursor.createdAt}::timestamptz`),
            and(
              eq(notifications.created_at, sql`${cursor.createdAt}::timestamptz`),
              lt(notifications.id, cursor.id),
            ),
          )
        : undefined;
      return (await db
        .select(columns)
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), after))
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(limit + 1)) as Row[];
    },

    /** One of the person's own notifications, or null (someone else's is as unknown as none). */
    async own(userId: string, id: string): Promise<Notification | null> {
      const [row] = await db
        .select(columns)
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
      return row ? toNotification(row as Row) : null;
    },

    /** Marks one own notification read (again: unchanged); false when it is not theirs. */
    async markRead(userId: string, id: string, now: Date): Promise<boolean> {
      const [row] = await db
        .update(notifications)
        .set({
          read_at: sql`coalesce(${notifications.read_at}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
        .returning({ id: notifications.id });
      return Boolean(row);
    },

    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ read_at: now })
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
    },

    /** Every kind with whether its e-mail is sent (no row: sent). */
    async preferences(userId: string): Promise<NotificationPreferences> {
      const rows = await db
        .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.user_id, userId));
      const chosen = new Map(rows.map((row) => [row.kind, row.email]));
      return {
        email: Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? true]),
        ) as NotificationPreferences['email'],
      };
    },

    /** Stores every kind's choice at once. */
    async savePreferences(userId: string, choice: NotificationPreferences, now: Date) {
      const values = NOTIFICATION_KINDS.map((kind) => ({
        user_id: userId,
        kind,
        email: choice.email[kind],
        updated_at: now,
      }));
      await db
        .insert(notificationPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: [notificationPreferences.user_id, notificationPreferences.kind],
          set: { email: sql`excluded.email`, updated_at: sql`excluded.updated_at` },
        });
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
