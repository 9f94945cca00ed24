import { createRoute, z } from '@hono/zod-openapi';
import { BlockInputSchema } from '@rentspace/core/bookings/calendar';
import {
  CalendarBlockSchema,
  CalendarQuerySchema,
  CalendarResponseSchema,
} from '@rentspace/core/bookings/calendar-api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { createCalendarService, type CalendarDeps } from './calendar-service.ts';

const spaceParams = z.object({ id: z.uuid('Listing not found') });

const getCalendar = createRoute({
  method: 'get',
  path: '/spaces/{id}/calendar',
  summary:
    "An own listing's host calendar over [from, to): confirmed bookings with the guest's name and amount, live holds, blocks (the owner or an admin)",
  security: bearerSecurity,
  request: { params: spaceParams, query: CalendarQuerySchema },
  responses: {
    200: jsonResponse(CalendarResponseSchema, 'The calendar'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const postBlock = createRoute({
  method: 'post',
  path: '/spaces/{id}/blocks',
  summary:
    'Block whole days or a time range of an own listing, in its time zone, with an optional private note; refused over a booking or a live hold',
  security: bearerSecurity,
  request: {
    params: spaceParams,
    body: { required: true, content: { 'application/json': { schema: BlockInputSchema } } },
  },
  responses: {
    201: jsonResponse(CalendarBlockSchema, 'The block'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: { description: 'The time has already passed', content: errorResponses[400].content },
  },
});

const deleteBlock = createRoute({
  method: 'delete',
  path: '/spaces/{id}/blocks/{blockId}',
  summary:
    "Remove one of an own listing's blocks (a booking's time is never removed here, nor an imported calendar's event: 409 imported_block)",
  security: bearerSecurity,
  request: {
    params: spaceParams.extend({ blockId: z.uuid('Block not found') }),
  },
  responses: {
    204: { description: 'Removed' },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** /rest/v1 routes of the host calendar (docs/product/booking-lifecycle.md#host-calendar). */
export function calendarRoutes(deps: CalendarDeps) {
  const app = createRouter();
  const service = createCalendarService(deps);

  app.openapi(getCalendar, async (c) => {
    const user = requireUser(c);
    const { from, to } = c.req.valid('query');
    const calendar = await service.calendar(
      user.id,
      c.req.valid('param').id,
      new Date(from),
      new Date(to),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(calendar, 200);
  });

  app.openapi(postBlock, async (c) => {
    const user = requireUser(c);
    const block = await service.block(user.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(block, 201);
  });

  app.openapi(deleteBlock, async (c) => {
    const user = requireUser(c);
    const { id, blockId } = c.req.valid('param');
    await service.unblock(user.id, id, blockId);
    return c.body(null, 204);
  });

  return app;
}
