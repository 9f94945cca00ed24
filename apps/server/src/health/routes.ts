import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Database } from '@rentspace/db';
import { register } from '../metrics.ts';

/** /healthz: the process answers. /readyz: it can reach its database and is not shutting down. */
export function healthRoutes(db: Database, state: { shuttingDown: boolean }) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (state.shuttingDown) return c.json({ status: 'shutting_down' }, 503);
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database_unavailable' }, 503);
    }
  });
  app.get('/metrics', async (c) => {
    c.header('Content-Type', register.contentType);
    return c.body(await register.metrics());
  });
  return app;
}
