import { createRoute, z } from '@hono/zod-openapi';
import {
  AvailabilitySchema,
  ListingSchema,
  PublicationSchema,
  SpaceTypeSchema,
} from '@rentspace/core/listings/schema';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import {
  EditableSpaceSchema,
  OwnSpaceSchema,
  OwnerListingsResponseSchema,
  RentalCategoriesResponseSchema,
  SpaceTypeRecordSchema,
  SpaceTypeSuggestionSchema,
  SpaceTypeSuggestionsResponseSchema,
  SpaceTypesResponseSchema,
} from '@rentspace/core/listings/types';
import { SpaceDetailSchema } from '@rentspace/core/bookings/api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { createMiddleware } from 'hono/factory';
import { requireUser } from '../http/require-user.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { PUBLIC_REVALIDATE } from '../http/caching.ts';
import type { ListingService } from './service.ts';
import type { TaxonomyRepository } from './repository.ts';
import type { SpaceTypeService } from './space-types.ts';
import type { PublicSpaceReads } from './public-space.ts';

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const idParams = z.object({ id: z.uuid({ error: 'Not a listing id' }) });

const routes = {
  listTypes: createRoute({
    method: 'get',
    path: '/space-types',
    summary: 'Space types, by label',
    responses: { 200: jsonResponse(SpaceTypesResponseSchema, 'Space types') },
  }),
  addType: createRoute({
    method: 'post',
    path: '/space-types',
    summary:
      'Add a space type (name stored lowercased): an admin lists it; anyone else suggests it for approval. A listed name answers with the listed type',
    security: bearerSecurity,
    request: body(SpaceTypeSchema),
    responses: {
      200: jsonResponse(SpaceTypeRecordSchema, 'The type is listed already'),
      201: jsonResponse(SpaceTypeRecordSchema, 'Listed (admins)'),
      202: jsonResponse(SpaceTypeSuggestionSchema, 'Suggested: listed once an admin approves it'),
      400: errorResponses[400],
      401: errorResponses[401],
      429: { ...errorResponses[400], description: 'Too many suggestions from this person today' },
    },
  }),
  ownSuggestions: createRoute({
    method: 'get',
    path: '/space-types/suggestions',
    summary: "The signed-in person's own space type suggestions, newest first",
    security: bearerSecurity,
    responses: {
      200: jsonResponse(SpaceTypeSuggestionsResponseSchema, 'Own suggestions'),
      401: errorResponses[401],
    },
  }),
  listCategories: createRoute({
    method: 'get',
    path: '/rental-categories',
    summary: 'Active rental categories by display order, each with its subcategories',
    responses: { 200: jsonResponse(RentalCategoriesResponseSchema, 'Categories') },
  }),
  create: createRoute({
    method: 'post',
    path: '/spaces',
    summary: 'Create a listing (draft or published); money in minor units',
    security: bearerSecurity,
    request: body(ListingSchema),
    responses: {
      201: jsonResponse(EditableSpaceSchema, 'Created'),
      400: errorResponses[400],
      401: errorResponses[401],
    },
  }),
  mine: createRoute({
    method: 'get',
    path: '/spaces/mine',
    summary: "The signed-in user's listings, newest first, published or not",
    security: bearerSecurity,
    responses: {
      200: jsonResponse(OwnerListingsResponseSchema, 'Own listings'),
      401: errorResponses[401],
    },
  }),
  getPublic: createRoute({
    method: 'get',
    path: '/spaces/{id}',
    summary:
      'A listing with its host; the street address only for the owner or a guest with a confirmed booking',
    request: { params: z.object({ id: z.string().min(1).max(64) }) },
    responses: { 200: jsonResponse(SpaceDetailSchema, 'The listing'), 404: errorResponses[404] },
  }),
  forEdit: createRoute({
    method: 'get',
    path: '/spaces/{id}/edit',
    summary: 'Every field of an own listing, for its edit form',
    security: bearerSecurity,
    request: { params: idParams },
    responses: {
      200: jsonResponse(EditableSpaceSchema, 'Own listing'),
      401: errorResponses[401],
      404: errorResponses[404],
    },
  }),
  edit: createRoute({
    method: 'put',
    path: '/spaces/{id}',
    summary: 'Replace every field of an own listing',
    security: bearerSecurity,
    request: { params: idParams, ...body(ListingSchema) },
    responses: {
      200: jsonResponse(EditableSpaceSchema, 'Updated'),
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
    },
  }),
  availability: createRoute({
    method: 'post',
    path: '/spaces/{id}/availability',
    summary: 'Make an own listing available or unavailable',
    security: bearerSecurity,
    request: { params: idParams, ...body(AvailabilitySchema) },
    responses: {
      200: jsonResponse(OwnSpaceSchema, 'Updated'),
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
    },
  }),
  publication: createRoute({
    method: 'post',
    path: '/spaces/{id}/publication',
    summary:
      'Publish or unpublish an own listing (publishing requires the full address and the pin)',
    security: bearerSecurity,
    request: { params: idParams, ...body(PublicationSchema) },
    responses: {
      200: jsonResponse(OwnSpaceSchema, 'Updated'),
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
      422: {
        description:
          'Complete address is required to publish a listing, or the space type is not listed yet',
        content: errorResponses[400].content,
      },
    },
  }),
};

const PRIVATE = 'private, no-store';

/**
 * /rest/v1 listing endpoints: the public listing read, the host's side of spaces and the form's
 * vocabularies. Every /spaces route of the API is here, static paths before {id} ones, so that
 * 'mine' is never read as an id (routes.test.ts checks that no route shadows another).
 */
export function listingRoutes({
  service,
  taxonomy,
  types,
  publicSpaces,
}: {
  service: ListingService;
  taxonomy: TaxonomyRepository;
  types: SpaceTypeService;
  publicSpaces: PublicSpaceReads;
}) {
  const app = createRouter();
  // Signed-out callers get 401 before their body is validated. Exact paths only: other
  // engineers' routes live under /spaces on the same router.
  const signedIn = createMiddleware<AppEnv>(async (c, next) => {
    requireUser(c);
    await next();
  });
  app.on(
    'POST',
    ['/space-types', '/spaces', '/spaces/:id/availability', '/spaces/:id/publication'],
    signedIn,
  );
  app.on('PUT', '/spaces/:id', signedIn);
  app.on('GET', ['/spaces/mine', '/spaces/:id/edit', '/space-types/suggestions'], signedIn);

  app.openapi(routes.listTypes, async (c) => {
    c.header('Cache-Control', PUBLIC_REVALIDATE);
    return c.json({ data: await taxonomy.listTypes(), next_cursor: null }, 200);
  });
  app.openapi(routes.addType, async (c) => {
    const added = await types.add(requireUser(c).id, c.req.valid('json'));
    if (added.kind === 'suggestion') return c.json(added.suggestion, 202);
    return added.created ? c.json(added.type, 201) : c.json(added.type, 200);
  });
  app.openapi(routes.ownSuggestions, async (c) => {
    c.header('Cache-Control', PRIVATE);
    return c.json({ data: await types.listOwn(requireUser(c).id), next_cursor: null }, 200);
  });
  app.openapi(routes.listCategories, async (c) => {
    c.header('Cache-Control', PUBLIC_REVALIDATE);
    return c.json({ data: await taxonomy.listCategories(), next_cursor: null }, 200);
  });

  app.openapi(routes.create, async (c) => {
    const user = requireUser(c);
    return c.json(await service.create(user.id, c.req.valid('json')), 201);
  });
  // Before any /spaces/{id} route, so that 'mine' is never read as an id.
  app.openapi(routes.mine, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', PRIVATE);
    return c.json({ data: await service.listOwn(user.id), next_cursor: null }, 200);
  });
  app.openapi(routes.getPublic, async (c) => {
    const viewer = c.get('user')?.id;
    const space = await publicSpaces.getSpace(c.req.valid('param').id, viewer);
    if (!space) throw new ApiError(404, 'not_found', BOOKING_MESSAGES.spaceNotFound);
    c.header('Cache-Control', viewer ? PRIVATE : 'public, max-age=15');
    return c.json(space, 200);
  });
  app.openapi(routes.forEdit, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', PRIVATE);
    return c.json(await service.findOwn(c.req.valid('param').id, user.id), 200);
  });
  app.openapi(routes.edit, async (c) => {
    const user = requireUser(c);
    return c.json(await service.edit(c.req.valid('param').id, user.id, c.req.valid('json')), 200);
  });
  app.openapi(routes.availability, async (c) => {
    const user = requireUser(c);
    const { available } = c.req.valid('json');
    return c.json(await service.setAvailable(c.req.valid('param').id, user.id, available), 200);
  });
  app.openapi(routes.publication, async (c) => {
    const user = requireUser(c);
    const { is_published } = c.req.valid('json');
    return c.json(await service.setPublished(c.req.valid('param').id, user.id, is_published), 200);
  });
  return app;
}
