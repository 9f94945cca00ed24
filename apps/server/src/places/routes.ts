import { createRoute } from '@hono/zod-openapi';
import {
  PLACE_MESSAGES,
  PlaceCentreQuerySchema,
  PlaceCentreSchema,
} from '@rentspace/core/places/api';
import { createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { notFound } from '../http/errors.ts';
import { cityCentre } from './gazetteer.ts';

const routes = {
  centre: createRoute({
    method: 'get',
    path: '/places/centre',
    summary:
      "A city's centre from the bundled gazetteer (city, else location, within country): where the listing form's map opens",
    request: { query: PlaceCentreQuerySchema },
    responses: {
      200: jsonResponse(PlaceCentreSchema, 'The centre'),
      400: errorResponses[400],
      404: errorResponses[404],
    },
  }),
};

/** /rest/v1/places: the gazetteer, read only; nothing here calls out. */
export function placeRoutes() {
  const app = createRouter();
  app.openapi(routes.centre, (c) => {
    const centre = cityCentre(c.req.valid('query'));
    if (!centre) throw notFound(PLACE_MESSAGES.unknown);
    // The gazetteer changes only with a release.
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(centre, 200);
  });
  return app;
}
