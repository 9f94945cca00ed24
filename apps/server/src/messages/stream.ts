import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { UserEvent } from '@rentspace/core/messages/api';
import type { AppEnv } from '../http/env.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { readMessageNotice, type MessageNotice } from './notify.ts';
import type { MessageRepository } from './repository.ts';

const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser reconnects with a fresh access token, so that a
 * signed-out or expired session stops receiving within minutes.
 */
export const STREAM_LIFETIME_MS = 10 * 60_000;

/**
 * The signed-in user's own events as server-sent events: new messages in their conversations and
 * their unread total. Every instance hears every notification (LISTEN/NOTIFY), so a message sent
 * through one instance reaches streams on all of them.
 */
export function userEventStream(c: Context<AppEnv>, userId: string, hub: RealtimeHub, repo: MessageRepository, lifetimeMs = STREAM_LIFETIME_MS) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const queue: MessageNotice[] = [];
    let wake: (() => void) | undefined;
    let closing = false;
    const unsubscribe = hub.subscribe({
      onChange(event) {
        const notice = readMessageNotice(event);
        if (!notice || !notice.user_ids.includes(userId)) return;
        queue.push(notice);
        wake?.();
      },
      onClose() {
        closing = true;
        wake?.();
      },
    });
    const send = (event: UserEvent) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
    const ends = setTimeout(() => {
      closing = true;
      wake?.();
    }, lifetimeMs);
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    try {
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ type: 'ready', unread_total: await repo.unreadTotal(userId) }), retry: 3000 });
      while (!closing && !stream.aborted && !stream.closed) {
        const notice = queue.shift();
        if (notice) {
          if (notice.type === 'INSERT') {
            const message = await repo.messageFor(userId, notice.id);
            if (message) await send({ type: 'message', message });
          }
          // Several notices in a burst need one total, after the last of them.
          if (queue.length === 0) await send({ type: 'unread', unread_total: await repo.unreadTotal(userId) });
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (queue.length === 0 && !closing && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
    } finally {
      clearTimeout(ends);
      unsubscribe();
    }
  });
}
