import { createRoute, z } from '@hono/zod-openapi';
import {
  LinkOrderSchema,
  LinkPatchSchema,
  LinkSchema,
  UpdatePatchSchema,
  UpdateSchema,
} from '@rentspace/core/profiles/schemas';
import {
  ProfileLinkSchema,
  ProfileLinksResponseSchema,
  ProfileUpdateSchema,
  ProfileUpdatesResponseSchema,
} from '@rentspace/core/profiles/api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import type { Clock } from '../clock.ts';
import type { LinkRepository } from './links.ts';
import type { UpdateRepository } from './updates.ts';

const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const idParam = (message: string) => ({ params: z.object({ id: z.uuid(message) }) });
const own = { security: bearerSecurity };
const errors = { 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] };

const listLinks = createRoute({
  ...own,
  method: 'get',
  path: '/profile-links',
  summary: 'Own links by display order',
  responses: { 200: jsonResponse(ProfileLinksResponseSchema, 'Links'), 401: errorResponses[401] },
});
const addLink = createRoute({
  ...own,
  method: 'post',
  path: '/profile-links',
  summary: 'Add a link (title and http(s) url), placed last',
  request: body(LinkSchema),
  responses: {
    201: jsonResponse(ProfileLinkSchema, 'The link'),
    409: errorResponses[409],
    ...errors,
  },
});
const orderLinks = createRoute({
  ...own,
  method: 'put',
  path: '/profile-links/order',
  summary: 'Reorder all own links',
  request: body(LinkOrderSchema),
  responses: {
    200: jsonResponse(ProfileLinksResponseSchema, 'Links in their new order'),
    ...errors,
  },
});
const editLink = createRoute({
  ...own,
  method: 'patch',
  path: '/profile-links/{id}',
  summary: 'Edit an own link',
  request: { ...idParam('Link not found'), ...body(LinkPatchSchema) },
  responses: { 200: jsonResponse(ProfileLinkSchema, 'The link'), ...errors },
});
const deleteLink = createRoute({
  ...own,
  method: 'delete',
  path: '/profile-links/{id}',
  summary: 'Delete an own link',
  request: idParam('Link not found'),
  responses: { 204: { description: 'Deleted' }, ...errors },
});

const listUpdates = createRoute({
  ...own,
  method: 'get',
  path: '/profile-updates',
  summary: 'Own updates, pinned first then newest',
  responses: {
    200: jsonResponse(ProfileUpdatesResponseSchema, 'Updates'),
    401: errorResponses[401],
  },
});
const addUpdate = createRoute({
  ...own,
  method: 'post',
  path: '/profile-updates',
  summary: 'Add an update (title, content, one of four types)',
  request: body(UpdateSchema),
  responses: {
    201: jsonResponse(ProfileUpdateSchema, 'The update'),
    409: errorResponses[409],
    ...errors,
  },
});
const editUpdate = createRoute({
  ...own,
  method: 'patch',
  path: '/profile-updates/{id}',
  summary: 'Edit or pin an own update',
  request: { ...idParam('Update not found'), ...body(UpdatePatchSchema) },
  responses: { 200: jsonResponse(ProfileUpdateSchema, 'The update'), ...errors },
});
const deleteUpdate = createRoute({
  ...own,
  method: 'delete',
  path: '/profile-updates/{id}',
  summary: 'Delete an own update',
  request: idParam('Update not found'),
  responses: { 204: { description: 'Deleted' }, ...errors },
});

/** /profile-links and /profile-updates: a person manages only their own (others' ids are 404s). */
export function linksAndUpdatesRoutes({
  links,
  updates,
  clock,
}: {
  links: LinkRepository;
  updates: UpdateRepository;
  clock: Clock;
}) {
  const app = createRouter();
  app.openapi(listLinks, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await links.list(requireUser(c).id) }, 200);
  });
  app.openapi(addLink, async (c) =>
    c.json(await links.create(requireUser(c).id, c.req.valid('json')), 201),
  );
  // Before /profile-links/{id}: 'order' is not an id.
  app.openapi(orderLinks, async (c) =>
    c.json({ data: await links.reorder(requireUser(c).id, c.req.valid('json').ids) }, 200),
  );
  app.openapi(editLink, async (c) =>
    c.json(
      await links.update(requireUser(c).id, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(deleteLink, async (c) => {
    await links.remove(requireUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(listUpdates, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await updates.list(requireUser(c).id) }, 200);
  });
  app.openapi(addUpdate, async (c) =>
    c.json(await updates.create(requireUser(c).id, c.req.valid('json'), clock.now()), 201),
  );
  app.openapi(editUpdate, async (c) =>
    c.json(
      await updates.update(requireUser(c).id, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(deleteUpdate, async (c) => {
    await updates.remove(requireUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
