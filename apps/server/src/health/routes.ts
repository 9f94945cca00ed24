import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Database } from '@rentspace/db';
import { register } from '../metrics.ts';

/** True when the header carries exactly `Bearer {token}` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * /healthz: the process answers. /readyz: it can reach its database and is not shutting down.
 * /metrics: Prometheus text; with a metrics token set, only for a scraper that presents it.
 */
export function healthRoutes(
  db: Database,
  state: { shuttingDown: boolean },
  metricsToken?: string,
) {
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
    if (metricsToken && !bearerMatches(c.req.header('authorization'), metricsToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(
        { error: { code: 'unauthorized', message: 'A metrics token is required' } },
        401,
      );
    }
    c.header('Content-Type', register.contentType);
    return c.body(await register.metrics());
  });
  return app;
}
