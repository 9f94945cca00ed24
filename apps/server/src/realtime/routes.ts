import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { ChangeEvent, RealtimeHub } from './hub.ts';
import { hubEventStream } from './sse.ts';
import { readSpaceNotice } from './space-notice.ts';

/** Tables whose changes are public (their rows are readable by anyone when published). */
const PUBLIC_TABLES = new Set(['spaces', 'space_types']);

/**
 * What anyone may hear of a change: table, type and id, and for a listing only when the public
 * could see it before or after (docs/product/listings.md#who-sees-a-listing). A listing's
 * notification that does not say so is dropped: an unknown listing is treated as a draft.
 */
export function publicChange(event: ChangeEvent): ChangeEvent | undefined {
  if (!PUBLIC_TABLES.has(event.table)) return undefined;
  if (event.table === 'spaces' && readSpaceNotice(event)?.public !== true) return undefined;
  return { table: event.table, type: event.type, id: event.id };
}

/**
 * GET /realtime/v1/changes?tables=spaces,space_types: server-sent events of public table changes,
 * the same for every subscriber (no account is read). Changes to drafts go to their owner on the
 * person's own stream instead (messages/stream.ts).
 */
export function realtimeRoutes(hub: RealtimeHub) {
  const app = new Hono<AppEnv>();
  app.get('/changes', (c) => {
    const requested = (c.req.query('tables') ?? 'spaces,space_types').split(',');
    const tables = new Set(requested.filter((table) => PUBLIC_TABLES.has(table)));
    return hubEventStream(c, hub, {
      select: (event) => (tables.has(event.table) ? publicChange(event) : undefined),
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
