import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/**
 * Public reads that change when a host edits a listing: browsers and CDNs may reuse them briefly;
 * open pages get changes at once through the realtime events anyway.
 */
export const PUBLIC_BRIEFLY = 'public, max-age=15';
/** Public reads that rarely change but must not be stale after a change (taxonomy): always revalidated. */
export const PUBLIC_REVALIDATE = 'public, no-cache';

/**
 * Strong ETags on API reads, with 304 for a matching If-None-Match. Event streams are left out:
 * the tag is a digest of the whole body, and a stream has no end.
 */
export function apiETags(): MiddlewareHandler {
  const tag = etag();
  return async (c, next) => {
    const method = c.req.method;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      c.req.header('Accept')?.includes('text/event-stream') ||
      c.req.path.endsWith('/stream')
    ) {
      return next();
    }
    return tag(c, next);
  };
}
