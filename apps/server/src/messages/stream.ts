import type { Context } from 'hono';
import type { SSEStreamingApi } from 'hono/streaming';
import type { UserEvent } from '@rentspace/core/messages/api';
import type { AppEnv } from '../http/env.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { hubEventStream } from '../realtime/sse.ts';
import { isOwnDraftChange, readSpaceNotice, type SpaceNotice } from '../realtime/space-notice.ts';
import { readCalendarNotice, type CalendarNotice } from '../realtime/calendar-notice.ts';
import { readMessageNotice, type MessageNotice } from './notify.ts';
import type { MessageRepository } from './repository.ts';
import type { NotificationRepository } from '../notifications/repository.ts';
import { readNotificationNotice, type NotificationNotice } from '../notifications/notice.ts';

/**
 * A stream ends after this long and the browser reconnects with a fresh access token, so that a
 * signed-out or expired session stops receiving within minutes.
 */
export const STREAM_LIFETIME_MS = 10 * 60_000;

/** How much longer than its stream lives a person stays among the calendars' watchers. */
const WATCH_MARGIN_MS = 5 * 60_000;

/**
 * The signed-in user's own events as server-sent events: new messages in their conversations,
 * their unread total, changes to their drafts (which the public realtime stream leaves out) and to
 * their listings' calendars, and their new notifications with the unread count.
 * Every instance hears every notification (LISTEN/NOTIFY), so a message sent through one instance
 * reaches streams on all of them.
 */
export function userEventStream(
  c: Context<AppEnv>,
  userId: string,
  hub: RealtimeHub,
  repo: MessageRepository,
  notifications: NotificationRepository,
  /** Keeps the person's calendars' changes announced for that long (calendar-notice.ts). */
  watchCalendars: (userId: string, forMs: number) => Promise<void>,
  lifetimeMs = STREAM_LIFETIME_MS,
) {
  const send = (stream: SSEStreamingApi, event: UserEvent) =>
    stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
  // Several message notices in a burst need one total, after the last of them.
  let totalOwed = false;
  return hubEventStream<MessageNotice | SpaceNotice | CalendarNotice | NotificationNotice>(c, hub, {
    lifetimeMs,
    select(event) {
      const notice = readMessageNotice(event);
      if (notice) return notice.user_ids.includes(userId) ? notice : undefined;
      const calendar = readCalendarNotice(event);
      if (calendar) return calendar.user_id === userId ? calendar : undefined;
      const notification = readNotificationNotice(event);
      if (notification) return notification.user_id === userId ? notification : undefined;
      const space = readSpaceNotice(event);
      return space && isOwnDraftChange(space, userId) ? space : undefined;
    },
    ready: async (stream) => {
      // Before the first event: every calendar change after it reaches this stream.
      await watchCalendars(userId, lifetimeMs + WATCH_MARGIN_MS);
      await stream.writeSSE({
        event: 'ready',
        data: JSON.stringify({ type: 'ready', unread_total: await repo.unreadTotal(userId) }),
        retry: 3000,
      });
    },
    async deliver(stream, notice, more) {
      if (notice.table === 'notifications') {
        const notification = await notifications.own(userId, notice.id);
        if (notification)
          await send(stream, {
            type: 'notification',
            notification,
            unread_count: await notifications.unreadCount(userId),
          });
      } else if (notice.table === 'calendar') {
        await send(stream, { type: 'calendar', space_id: notice.id });
      } else if (notice.table === 'spaces') {
        await send(stream, { type: 'draft', change: notice.type, id: notice.id });
      } else {
        totalOwed = true;
        if (notice.type === 'INSERT') {
          const message = await repo.messageFor(userId, notice.id);
          if (message) await send(stream, { type: 'message', message });
        }
      }
      if (!more && totalOwed) {
        totalOwed = false;
        await send(stream, { type: 'unread', unread_total: await repo.unreadTotal(userId) });
      }
    },
  });
}
