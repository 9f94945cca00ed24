import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { AppEnv } from '../http/env.ts';
import type { ChangeEvent, RealtimeHub } from './hub.ts';

const HEARTBEAT_MS = 25_000;

export interface HubStreamOptions<T> {
  /** What this stream wants of a database change, or undefined to skip it. */
  select(event: ChangeEvent): T | undefined;
  /** The first event, sent once the subscription is in place. */
  ready(stream: SSEStreamingApi): Promise<void>;
  /** Sends one selected item; `more` says whether others are already waiting. */
  deliver(stream: SSEStreamingApi, item: T, more: boolean): Promise<void>;
  /** Ends the stream after this long (the browser reconnects); unlimited when absent. */
  lifetimeMs?: number;
}

/**
 * Server-sent events fed by the realtime hub: items are queued as changes arrive and sent in
 * order, a comment keeps idle connections open, and the stream ends when the client leaves, the
 * hub stops (shutdown), changes may have been missed (the database connection came back after an
 * outage) or its lifetime is over.
 */
export function hubEventStream<T>(
  c: Context<AppEnv>,
  hub: RealtimeHub,
  options: HubStreamOptions<T>,
) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const queue: T[] = [];
    let wake: (() => void) | undefined;
    let closing = false;
    const close = () => {
      closing = true;
      wake?.();
    };
    const unsubscribe = hub.subscribe({
      onChange(event) {
        const item = options.select(event);
        if (item === undefined) return;
        queue.push(item);
        wake?.();
      },
      onClose: close,
      // Changes may have gone unheard: the stream ends, and the browser's reconnect reloads.
      onMissed: close,
    });
    const ends =
      options.lifetimeMs === undefined ? undefined : setTimeout(close, options.lifetimeMs);
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    try {
      await options.ready(stream);
      while (!closing && !stream.aborted && !stream.closed) {
        const item = queue.shift();
        if (item !== undefined) {
          await options.deliver(stream, item, queue.length > 0);
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
        if (queue.length === 0 && !closing && !stream.aborted)
          await stream.write(': keep-alive\n\n');
      }
    } finally {
      clearTimeout(ends);
      unsubscribe();
    }
  });
}
