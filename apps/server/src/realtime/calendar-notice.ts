import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { calendarWatchers, type Database } from '@rentspace/db';
import type { ChangeEvent } from './hub.ts';

/**
 * What the database announces when a listing's calendar changes (migration 0015: a slot placed,
 * freed or blocked, a booking's status changed): the listing and its owner. It goes to the owner's
 * own stream only; the public stream never passes it on.
 */
export const CalendarNoticeSchema = z.object({
  table: z.literal('calendar'),
  type: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  /** The listing whose calendar changed. */
  id: z.uuid(),
  user_id: z.uuid(),
});
export type CalendarNotice = z.infer<typeof CalendarNoticeSchema>;

/** A notification from the realtime hub, when it is about a calendar and complete. */
export function readCalendarNotice(event: ChangeEvent): CalendarNotice | null {
  if (event.table !== 'calendar') return null;
  const parsed = CalendarNoticeSchema.safeParse(event);
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps the person among those whose calendars' changes the database announces (calendar_watchers,
 * migration 0027) for `forMs` from now, by the database's clock, the one its trigger reads. Each of
 * the person's own streams calls it as it opens, before its first event, for a little longer than
 * it lives: a stream reopens before its person's time runs out, and a change made after the stream
 * was ready is always announced (docs/decisions/0049-hold-cpu.md).
 */
export async function watchCalendars(db: Database, userId: string, forMs: number): Promise<void> {
  const until = sql`now() + make_interval(secs => ${forMs / 1000})`;
  await db
    .insert(calendarWatchers)
    .values({ user_id: userId, until })
    .onConflictDoUpdate({
      target: calendarWatchers.user_id,
      set: { until: sql`greatest(${calendarWatchers.until}, excluded.until)` },
    });
}
