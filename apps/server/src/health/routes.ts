import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Database } from '@rentspace/db';
import { register } from '../metrics.ts';
import { notFound, sendError } from '../http/errors.ts';

/** True when the header carries exactly `Bearer {token}` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Who may read /metrics: a scraper with the token when one is set; without one, anyone outside production. */
export interface MetricsAccess {
  token?: string;
  production: boolean;
}

/**
 * /healthz: the process answers. /readyz: it can reach its database and is not shutting down.
 * /metrics: Prometheus text; with a metrics token set, only for a scraper that presents it. In
 * production without a token there are no metrics to read: the path is a 404, as if it did not
 * exist, so an instance exposed without a proxy rule publishes nothing about itself.
 */
export function healthRoutes(
  db: Database,
  state: { shuttingDown: boolean },
  metrics: MetricsAccess,
) {
  const metricsToken = metrics.token;
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
    if (!metricsToken && metrics.production) return sendError(c, notFound());
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
