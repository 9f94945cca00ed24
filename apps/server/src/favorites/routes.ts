import { createRoute, z } from '@hono/zod-openapi';
import {
  FAVORITES_FULL_MESSAGE,
  FavoriteIdsSchema,
  FavoriteStateSchema,
  FavoritesResponseSchema,
  MAX_FAVORITES,
} from '@rentspace/core/favorites/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import type { Database } from '@rentspace/db';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { createMiddleware } from 'hono/factory';
import { requireUser } from '../http/require-user.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { createFavoriteRepository } from './repository.ts';

const PRIVATE = 'private, no-store';
const spaceParams = z.object({ space_id: z.uuid({ error: 'Not a listing id' }) });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/favorites',
    summary: "The signed-in guest's saved listings, last saved first (unpublished ones included)",
    security: bearerSecurity,
    responses: {
      200: jsonResponse(FavoritesResponseSchema, 'Saved listings'),
      401: errorResponses[401],
    },
  }),
  ids: createRoute({
    method: 'get',
    path: '/favorites/ids',
    summary: 'The ids of the listings the signed-in guest saved (the hearts on cards)',
    security: bearerSecurity,
    responses: {
      200: jsonResponse(FavoriteIdsSchema, 'Saved listing ids'),
      401: errorResponses[401],
    },
  }),
  save: createRoute({
    method: 'put',
    path: '/favorites/{space_id}',
    summary: 'Save a published listing (saving it again changes nothing)',
    security: bearerSecurity,
    request: { params: spaceParams },
    responses: {
      200: jsonResponse(FavoriteStateSchema, 'Saved'),
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
      409: { ...errorResponses[404], description: 'Too many saved listings' },
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/favorites/{space_id}',
    summary: 'Remove a listing from the saved ones (removing it again changes nothing)',
    security: bearerSecurity,
    request: { params: spaceParams },
    responses: {
      200: jsonResponse(FavoriteStateSchema, 'Removed'),
      400: errorResponses[400],
      401: errorResponses[401],
    },
  }),
};

/** /rest/v1/favorites (docs/product/search-and-cities.md#favourites). */
export function favoriteRoutes(deps: { db: Database }) {
  const repo = createFavoriteRepository(deps.db);
  const app = createRouter();
  // Signed-out callers get 401 before their parameters are validated.
  const signedIn = createMiddleware<AppEnv>(async (c, next) => {
    requireUser(c);
    await next();
  });
  // Exact paths only: a wildcard would count as a route in front of the others.
  app.on('GET', ['/favorites', '/favorites/ids'], signedIn);
  app.on(['PUT', 'DELETE'], '/favorites/:space_id', signedIn);

  app.openapi(routes.list, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', PRIVATE);
    return c.json({ data: await repo.list(user.id, MAX_FAVORITES), next_cursor: null }, 200);
  });
  app.openapi(routes.ids, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', PRIVATE);
    return c.json({ data: await repo.ids(user.id) }, 200);
  });
  app.openapi(routes.save, async (c) => {
    const user = requireUser(c);
    const { space_id } = c.req.valid('param');
    const outcome = await repo.add(user.id, space_id, MAX_FAVORITES);
    if (outcome === 'not_found')
      throw new ApiError(404, 'not_found', BOOKING_MESSAGES.spaceNotFound);
    if (outcome === 'full') throw new ApiError(409, 'favorites_full', FAVORITES_FULL_MESSAGE);
    return c.json({ space_id, saved: true }, 200);
  });
  app.openapi(routes.remove, async (c) => {
    const user = requireUser(c);
    const { space_id } = c.req.valid('param');
    await repo.remove(user.id, space_id);
    return c.json({ space_id, saved: false }, 200);
  });
  return app;
}
