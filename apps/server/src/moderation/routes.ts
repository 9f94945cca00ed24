import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminBookingsPageSchema,
  AdminListingsPageSchema,
  AdminReviewsSchema,
  AdminSearchQuerySchema,
  AdminUsersPageSchema,
  MODERATION_MESSAGES,
  ModerationActionSchema,
  ModerationResultSchema,
} from '@rentspace/core/moderation/schema';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { createMiddleware } from 'hono/factory';
import { requireUser } from '../http/require-user.ts';
import { forbidden } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { setReviewHidden, adminListingReviews } from './reviews.ts';
import { setListingSuspended } from './listings.ts';
import { liftUserSuspension, suspendUser } from './users.ts';
import { searchBookings, searchListings, searchUsers } from './search.ts';

const guarded = { 401: errorResponses[401], 403: errorResponses[403] };

function actionRoute(path: string, summary: string, notFoundMessage: string) {
  return createRoute({
    method: 'post',
    path,
    summary,
    security: bearerSecurity,
    request: {
      params: z.object({ id: z.uuid(notFoundMessage) }),
      body: { content: { 'application/json': { schema: ModerationActionSchema } }, required: true },
    },
    responses: {
      200: jsonResponse(ModerationResultSchema, 'Done'),
      ...guarded,
      400: errorResponses[400],
      404: errorResponses[404],
      409: {
        ...errorResponses[409],
        description: 'Done already, or a report about something else',
      },
    },
  });
}

function searchRoute<T extends z.ZodType>(path: string, summary: string, schema: T) {
  return createRoute({
    method: 'get',
    path,
    summary,
    security: bearerSecurity,
    request: { query: AdminSearchQuerySchema },
    responses: { 200: jsonResponse(schema, summary), ...guarded, 400: errorResponses[400] },
  });
}

const paging = (query: z.infer<typeof AdminSearchQuerySchema>) => ({
  q: query.q,
  offset: Number(query.cursor ?? 0),
  limit: query.limit,
});

/**
 * Moderation by admins (docs/product/moderation.md#moderation-actions): 401 signed out and 403 to
 * anyone who is not an admin, before a body is read.
 */
export function moderationRoutes(deps: SyncDeps & { isAdmin(userId: string): Promise<boolean> }) {
  const app = createRouter();
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const user = requireUser(c);
    if (!(await deps.isAdmin(user.id))) throw forbidden('Admins only');
    c.header('Cache-Control', 'private, no-store');
    await next();
  });
  for (const path of ['/admin/reviews/*', '/admin/listings/*', '/admin/users/*', '/admin/search/*'])
    app.use(path, guard);
  const M = MODERATION_MESSAGES;
  const now = () => deps.clock.now();

  for (const hide of [true, false]) {
    app.openapi(
      actionRoute(
        `/admin/reviews/{id}/${hide ? 'hide' : 'restore'}`,
        hide
          ? "Hide a review: gone from the listing's page and profiles; the listing's rating and count follow"
          : 'Restore a hidden review',
        M.reviewNotFound,
      ),
      async (c) => {
        const admin = requireUser(c);
        const result = await setReviewHidden(
          deps,
          admin.id,
          c.req.valid('param').id,
          hide,
          c.req.valid('json'),
          now(),
        );
        return c.json(result, 200);
      },
    );
  }
  for (const suspend of [true, false]) {
    app.openapi(
      actionRoute(
        `/admin/listings/{id}/${suspend ? 'suspend' : 'lift'}`,
        suspend
          ? 'Suspend a listing: unpublished and not bookable; its owner is told why'
          : "Lift a listing's suspension: its owner may publish it again",
        M.listingNotFound,
      ),
      async (c) => {
        const admin = requireUser(c);
        const result = await setListingSuspended(
          deps,
          admin.id,
          c.req.valid('param').id,
          suspend,
          c.req.valid('json'),
          now(),
        );
        return c.json(result, 200);
      },
    );
  }
  app.openapi(
    actionRoute(
      '/admin/users/{id}/suspend',
      'Suspend a member: signed out, cannot sign in, listings unpublished, bookings yet to begin cancelled and refunded in full',
      M.userNotFound,
    ),
    async (c) => {
      const admin = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await suspendUser(deps, admin.id, id, c.req.valid('json')), 200);
    },
  );
  app.openapi(
    actionRoute(
      '/admin/users/{id}/lift',
      "Lift a member's suspension: they can sign in again",
      M.userNotFound,
    ),
    async (c) => {
      const admin = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await liftUserSuspension(deps, admin.id, id, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/listings/{id}/reviews',
      summary: "A listing's guest reviews, hidden ones included",
      security: bearerSecurity,
      request: { params: z.object({ id: z.uuid(M.listingNotFound) }) },
      responses: {
        200: jsonResponse(AdminReviewsSchema, 'Reviews'),
        ...guarded,
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) => c.json(await adminListingReviews(deps.db, c.req.valid('param').id), 200),
  );

  app.openapi(
    searchRoute('/admin/search/users', 'Members by e-mail or name', AdminUsersPageSchema),
    async (c) => c.json(await searchUsers(deps.db, paging(c.req.valid('query'))), 200),
  );
  app.openapi(
    searchRoute('/admin/search/listings', 'Listings by title or id', AdminListingsPageSchema),
    async (c) => c.json(await searchListings(deps.db, paging(c.req.valid('query'))), 200),
  );
  app.openapi(
    searchRoute(
      '/admin/search/bookings',
      "Bookings by id or the guest's e-mail",
      AdminBookingsPageSchema,
    ),
    async (c) => c.json(await searchBookings(deps.db, paging(c.req.valid('query'))), 200),
  );
  return app;
}
