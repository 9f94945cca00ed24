import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/env.ts';
import type { ChangeEvent, RealtimeHub } from './hub.ts';

/** Tables whose changes are public (their rows are readable by anyone when published). */
const PUBLIC_TABLES = new Set(['spaces', 'space_types']);
const HEARTBEAT_MS = 25_000;

/** GET /realtime/v1/changes?tables=spaces,space_types: server-sent events of table changes. */
export function realtimeRoutes(hub: RealtimeHub) {
  const app = new Hono<AppEnv>();
  app.get('/changes', (c) => {
    const requested = (c.req.query('tables') ?? 'spaces,space_types').split(',');
    const tables = new Set(requested.filter((table) => PUBLIC_TABLES.has(table)));
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: ChangeEvent[] = [];
      let wake: (() => void) | undefined;
      let closing = false;
      const unsubscribe = hub.subscribe({
        onChange(event) {
          if (!tables.has(event.table)) return;
          queue.push(event);
          wake?.();
        },
        onClose() {
          closing = true;
          wake?.();
        },
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ tables: [...tables] }), retry: 3000 });
      while (!closing && !stream.aborted && !stream.closed) {
        const event = queue.shift();
        if (event) {
          await stream.writeSSE({ event: 'change', data: JSON.stringify(event) });
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
      unsubscribe();
    });
  });
  return app;
}
