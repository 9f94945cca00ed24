import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  CalendarFeedInputSchema,
  CalendarSyncSchema,
  MAX_CALENDAR_FEEDS,
} from '@rentspace/core/calendar/schemas';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { matchesETag } from '../http/caching.ts';
import { buildExport } from './export.ts';
import {
  addFeed,
  checkExportSecret,
  exportPath,
  exportSecret,
  feedBelongs,
  listFeeds,
  nextSyncAt,
  ownListing,
  regenerateExportSecret,
  removeFeed,
  syncFeed,
  type CalendarDeps,
} from './service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Not a listing id' }) });
const feedParams = z.object({
  id: z.uuid({ error: 'Not a listing id' }),
  feedId: z.uuid({ error: 'Calendar not found' }),
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const owned = {
  200: jsonResponse(CalendarSyncSchema, "The listing's calendar sync"),
  401: errorResponses[401],
  404: errorResponses[404],
};

const routes = {
  read: createRoute({
    method: 'get',
    path: '/spaces/{id}/calendar-sync',
    summary: "An own listing's secret iCal export address and the calendars it imports",
    security: bearerSecurity,
    request: { params: idParams },
    responses: owned,
  }),
  regenerate: createRoute({
    method: 'post',
    path: '/spaces/{id}/calendar-sync/export-secret',
    summary: 'A new secret export address; the old one answers 404 from now on',
    security: bearerSecurity,
    request: { params: idParams },
    responses: owned,
  }),
  add: createRoute({
    method: 'post',
    path: '/spaces/{id}/calendar-feeds',
    summary: `Import another platform's calendar (at most ${MAX_CALENDAR_FEEDS} a listing); synced at once`,
    security: bearerSecurity,
    request: { params: idParams, ...body(CalendarFeedInputSchema) },
    responses: {
      201: jsonResponse(CalendarSyncSchema, 'Added, with its first sync'),
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
      409: errorResponses[409],
    },
  }),
  sync: createRoute({
    method: 'post',
    path: '/spaces/{id}/calendar-feeds/{feedId}/sync',
    summary: 'Sync an imported calendar now',
    security: bearerSecurity,
    request: { params: feedParams },
    responses: owned,
  }),
  remove: createRoute({
    method: 'delete',
    path: '/spaces/{id}/calendar-feeds/{feedId}',
    summary: 'Stop importing a calendar; its blocks are removed',
    security: bearerSecurity,
    request: { params: feedParams },
    responses: owned,
  }),
};

const PRIVATE = 'private, no-store';

/** /rest/v1 calendar sync of an own listing (docs/product/calendar-sync.md). */
export function calendarRoutes(deps: CalendarDeps) {
  const app = createRouter();
  // Signed-out callers get 401 before their body is validated.
  const signedIn = createMiddleware<AppEnv>(async (c, next) => {
    requireUser(c);
    await next();
  });
  // Middleware (registered for every method), so that no route is shadowed by it.
  for (const path of [
    '/spaces/:id/calendar-sync',
    '/spaces/:id/calendar-sync/*',
    '/spaces/:id/calendar-feeds',
    '/spaces/:id/calendar-feeds/*',
  ])
    app.use(path, signedIn);

  async function answer(spaceId: string) {
    const secret = await exportSecret(deps.db, spaceId);
    return {
      export_url: `${deps.siteUrl}${exportPath(spaceId, secret)}`,
      feeds: await listFeeds(deps.db, spaceId),
      max_feeds: MAX_CALENDAR_FEEDS,
    };
  }

  app.openapi(routes.read, async (c) => {
    const space = await ownListing(deps.db, c.req.valid('param').id, requireUser(c).id);
    c.header('Cache-Control', PRIVATE);
    return c.json(await answer(space.id), 200);
  });
  app.openapi(routes.regenerate, async (c) => {
    const space = await ownListing(deps.db, c.req.valid('param').id, requireUser(c).id);
    await regenerateExportSecret(deps.db, space.id);
    return c.json(await answer(space.id), 200);
  });
  app.openapi(routes.add, async (c) => {
    const space = await ownListing(deps.db, c.req.valid('param').id, requireUser(c).id);
    // The first sync right away, so the host sees its events (or why not) without waiting; the
    // job runner's turn comes one interval later.
    const next = nextSyncAt(deps, deps.clock.now());
    const feedId = await addFeed(deps.db, space.id, c.req.valid('json'), deps.siteUrl, next);
    await syncFeed(deps, feedId);
    return c.json(await answer(space.id), 201);
  });
  app.openapi(routes.sync, async (c) => {
    const { id, feedId } = c.req.valid('param');
    const space = await ownListing(deps.db, id, requireUser(c).id);
    if (!(await feedBelongs(deps.db, space.id, feedId))) {
      throw new ApiError(404, 'not_found', 'Calendar not found');
    }
    await syncFeed(deps, feedId);
    return c.json(await answer(space.id), 200);
  });
  app.openapi(routes.remove, async (c) => {
    const { id, feedId } = c.req.valid('param');
    const space = await ownListing(deps.db, id, requireUser(c).id);
    await removeFeed(deps.db, space.id, feedId);
    return c.json(await answer(space.id), 200);
  });
  return app;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /ical/{listing}/{secret}.ics: the listing's feed for calendar apps to subscribe to. A wrong
 * or old secret is a plain 404, as for an unknown listing.
 */
export function calendarExportRoutes(deps: Pick<CalendarDeps, 'db' | 'clock' | 'siteUrl'>) {
  const app = new Hono<AppEnv>();
  app.get('/ical/:spaceId/:file', async (c) => {
    const { spaceId, file } = c.req.param();
    const secret = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const found =
      UUID.test(spaceId) && secret !== '' && (await checkExportSecret(deps.db, spaceId, secret));
    const feed = found ? await buildExport(deps.db, spaceId, deps.clock.now(), deps.siteUrl) : null;
    if (!feed) {
      return c.text('Calendar not found', 404, { 'Cache-Control': 'no-store' });
    }
    const headers = {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="rentspace.ics"',
      // Private: the address is the secret. Five minutes, then asked again with the tag.
      'Cache-Control': 'private, max-age=300',
      ETag: feed.etag,
      'X-Robots-Tag': 'noindex',
    };
    if (matchesETag(c.req.header('If-None-Match'), feed.etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(feed.body, 200, headers);
  });
  return app;
}
