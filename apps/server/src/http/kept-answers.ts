import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { createPageCache, type PageCache } from '../web/page-cache.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { AppEnv } from './env.ts';
import { isRead } from './body-rules.ts';
import type { Measure } from './request-metrics.ts';

/** What the caches keep an answer by: its path and query, as the client wrote them. */
export function cacheKey(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

/** Tables whose rows public pages show: a change to one empties the kept pages. */
const CACHED_TABLES = new Set(['spaces', 'space_types', 'reviews']);

export interface AnswerCaches {
  /** Server-rendered public pages. */
  pages: PageCache;
  /** Anonymous searches, kept the same few seconds and emptied by the same changes as the pages. */
  search: PageCache;
  clear(): void;
}

/**
 * The page and search caches of this instance, emptied when a listing, a space type or a review
 * (published, replied to) changes through any instance (the database notifies all of them), and
 * when such notices may have been missed (the database connection came back after an outage).
 */
export function createAnswerCaches(ttlSeconds: number, realtime: RealtimeHub): AnswerCaches {
  const pages = createPageCache({ ttlMs: ttlSeconds * 1000, maxEntries: 300 });
  const search = createPageCache({ ttlMs: ttlSeconds * 1000, maxEntries: 500 });
  const clear = () => {
    pages.clear();
    search.clear();
  };
  realtime.subscribe({
    onChange: (event) => {
      if (CACHED_TABLES.has(event.table)) clear();
    },
    onClose: () => {},
    // A listing may have changed through another instance while nothing was heard.
    onMissed: clear,
  });
  return { pages, search, clear };
}

/** Headers that make an answer differ from the kept one: such requests go the whole way. */
const PERSONAL_HEADERS = [
  'authorization',
  'origin',
  'if-none-match',
  'if-modified-since',
  'range',
  'x-request-id',
];

/**
 * Kept answers at the door: a public page or an anonymous search the caches keep, asked for again
 * in an encoding it already went out in, is answered with those bytes and headers before any
 * middleware runs (see web/page-cache.ts), with its own request id and measured as any other
 * request. Requests whose answer may differ from the kept one go the whole way: signed-in,
 * cross-origin (CORS), conditional or ranged ones, ones naming their request id, and all of them
 * while shutting down (each response then closes its connection).
 */
export function keptAnswersAtTheDoor(
  caches: AnswerCaches,
  state: { shuttingDown: boolean },
  measure: Measure,
): MiddlewareHandler<AppEnv> {
  const kept = [caches.search, caches.pages];
  return async (c, next) => {
    const started = performance.now();
    const headers = c.req.raw.headers;
    const door =
      c.req.method === 'GET' &&
      !state.shuttingDown &&
      !PERSONAL_HEADERS.some((name) => headers.has(name));
    const key = door ? cacheKey(c) : undefined;
    if (key !== undefined) {
      const acceptEncoding = c.req.header('Accept-Encoding');
      for (const cache of kept) {
        const answer = cache.answer(key, acceptEncoding);
        if (!answer) continue;
        const id = randomUUID();
        measure(c, { id, route: answer.route, status: answer.status, started });
        return new Response(answer.body, {
          status: answer.status,
          headers: { ...answer.headers, 'x-request-id': id },
        });
      }
    }
    await next();
    if (key !== undefined && !state.shuttingDown)
      for (const cache of kept) cache.remember(c.res, c.req.routePath || 'unmatched');
  };
}

/**
 * A write through this instance may change what pages show: they render afresh from then on. A
 * POST that only answers a question (the admin label) says so and keeps them.
 */
export function clearCachesAfterWrites(caches: AnswerCaches): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!isRead(c.req.method) && c.res.status < 400 && !c.get('changesNothing')) caches.clear();
  };
}

/**
 * Anonymous searches answered from the search cache. Inside the ETags, so a kept answer still gets
 * its tag and a 304 for a matching If-None-Match. Signed-in searches and searches on a date (whose
 * answer changes with the clock as holds run out, not only with writes) are not kept.
 */
export function keptSearches(caches: AnswerCaches): MiddlewareHandler {
  return async (c, next) => {
    const personal = c.req.method !== 'GET' || c.req.header('Authorization') !== undefined;
    const timed = ['date', 'start', 'duration'].some((name) => c.req.query(name) !== undefined);
    if (personal || timed) return next();
    let rendered: Response | undefined;
    const res = await caches.search.serve(
      cacheKey(c),
      { nonce: null, acceptEncoding: c.req.header('Accept-Encoding') },
      async () => {
        await next();
        return (rendered = c.res);
      },
    );
    // Set unless it is the route's own answer: hono's setter rebuilds a response set over another
    // (even over itself), and the rebuilt one has lost what `c.json` noted of it (compression.ts).
    if (res !== rendered) c.res = res;
  };
}
