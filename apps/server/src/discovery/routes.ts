import { createRoute, z } from '@hono/zod-openapi';
import { SpaceSearchSchema } from '@rentspace/core/discovery/search';
import { findCity } from '@rentspace/core/cities/catalog';
import { SpacePageSchema } from '@rentspace/core/spaces/types';
import { CityPageSchema } from '@rentspace/core/discovery/api';
import { createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { notFound, validationError } from '../http/errors.ts';
import { PUBLIC_BRIEFLY } from '../http/caching.ts';
import type { DiscoveryService } from './service.ts';

const routes = {
  search: createRoute({
    method: 'get',
    path: '/spaces',
    summary:
      'Search listed spaces: substring q on title, location or country (case-insensitive), exact type, region by country membership, filters, keyset pages',
    request: { query: SpaceSearchSchema },
    responses: {
      200: jsonResponse(SpacePageSchema, 'A page of listed spaces'),
      400: errorResponses[400],
    },
  }),
  city: createRoute({
    method: 'get',
    path: '/cities/{slug}',
    summary:
      "A city page's content, its four figures computed from listed spaces, and its first spaces",
    request: { params: z.object({ slug: z.string().max(60) }) },
    responses: { 200: jsonResponse(CityPageSchema, 'City page'), 404: errorResponses[404] },
  }),
};

/** /rest/v1 search and city pages. */
export function discoveryRoutes(deps: { discovery: DiscoveryService }) {
  const app = createRouter();

  app.openapi(routes.search, async (c) => {
    // Validated above (400 with the field names); the service parses again and checks the cursor.
    const outcome = await deps.discovery.search(c.req.query());
    if (!outcome.ok) throw validationError(outcome.fields, outcome.message);
    c.header('Cache-Control', PUBLIC_BRIEFLY);
    return c.json(outcome.page, 200);
  });

  app.openapi(routes.city, async (c) => {
    const city = findCity(c.req.valid('param').slug);
    const page = city ? await deps.discovery.cityPage(city.slug) : null;
    if (!city || !page) throw notFound('City not found');
    c.header('Cache-Control', PUBLIC_BRIEFLY);
    return c.json({ ...city, ...page }, 200);
  });

  return app;
}
