import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';

/**
 * CORS for the API, for the configured origins only. A request without an Origin (same-origin
 * reads, servers) gets nothing from CORS but the Vary, set here on the response itself: hono's
 * `c.header` after a response exists rebuilds it as a stream.
 */
export function apiCors(origins: readonly string[]): MiddlewareHandler {
  const apiCorsHeaders = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'X-Client-Info',
      'X-Supabase-Api-Version',
      'apikey',
    ],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  return createMiddleware(async (c, next) => {
    if (c.req.header('Origin') !== undefined) return apiCorsHeaders(c, next);
    await next();
    c.res.headers.append('Vary', 'Origin');
  });
}
