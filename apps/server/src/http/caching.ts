import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { jsonTextOf } from './compression.ts';

/**
 * Public reads that change when a host edits a listing: browsers and CDNs may reuse them briefly;
 * open pages get changes at once through the realtime events anyway.
 */
export const PUBLIC_BRIEFLY = 'public, max-age=15';
/** Public reads that rarely change but must not be stale after a change (taxonomy): always revalidated. */
export const PUBLIC_REVALIDATE = 'public, no-cache';

/**
 * A strong validator of a body, or of the text it is made of: the SHA-1 of its bytes, as hono's
 * etag tags a body under 256 KB (the kept answers and pages use it too, web/page-cache.ts).
 */
export function strongETag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('hex')}"`;
}

/**
 * Strong ETags on API reads, with 304 for a matching If-None-Match. Event streams are left out:
 * the tag is a digest of the whole body, and a stream has no end. A JSON answer is tagged from
 * its text at once; hono's etag then only compares (it reads the body back through a stream, a
 * copy of it, for answers that have no tag).
 */
/**
 * If-None-Match against a tag, by weak comparison as the header is compared (RFC 9110 13.1.2): a
 * compressed answer's tag goes out weak (W/"..."), and a client sends that back.
 */
export function matchesETag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

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
    return tag(c, async () => {
      await next();
      const text = jsonTextOf(c.res);
      if (text !== undefined && c.res.ok && !c.res.headers.has('ETag'))
        c.res.headers.set('ETag', strongETag(text));
    });
  };
}
