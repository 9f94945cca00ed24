import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { RealtimeHub } from './hub.ts';
import { hubEventStream } from './sse.ts';

/** Tables whose changes are public (their rows are readable by anyone when published). */
const PUBLIC_TABLES = new Set(['spaces', 'space_types']);

/** GET /realtime/v1/changes?tables=spaces,space_types: server-sent events of table changes. */
export function realtimeRoutes(hub: RealtimeHub) {
  const app = new Hono<AppEnv>();
  app.get('/changes', (c) => {
    const requested = (c.req.query('tables') ?? 'spaces,space_types').split(',');
    const tables = new Set(requested.filter((table) => PUBLIC_TABLES.has(table)));
    return hubEventStream(c, hub, {
      select: (event) => (tables.has(event.table) ? event : undefined),
      ready: (stream) =>
        stream.writeSSE({
          event: 'ready',
          data: JSON.stringify({ tables: [...tables] }),
          retry: 3000,
        }),
      deliver: (stream, event) => stream.writeSSE({ event: 'change', data: JSON.stringify(event) }),
    });
  });
  return app;
}
