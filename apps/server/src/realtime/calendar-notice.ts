import { z } from 'zod';
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
