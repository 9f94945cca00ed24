import { z } from 'zod';
import type { ChangeEvent } from '../realtime/hub.ts';

/**
 * What the database announces of a new notification (notify.ts): its id and its recipient, whose
 * own stream alone passes it on. The public stream never names the table.
 */
export const NotificationNoticeSchema = z.object({
  table: z.literal('notifications'),
  type: z.literal('INSERT'),
  id: z.uuid(),
  user_id: z.uuid(),
});
export type NotificationNotice = z.infer<typeof NotificationNoticeSchema>;

/** A notification from the realtime hub, when it is about a notification and complete. */
export function readNotificationNotice(event: ChangeEvent): NotificationNotice | null {
  if (event.table !== 'notifications') return null;
  const parsed = NotificationNoticeSchema.safeParse(event);
  return parsed.success ? parsed.data : null;
}
