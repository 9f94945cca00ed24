import { createRoute, z } from '@hono/zod-openapi';
import { AvailabilityQuerySchema } from '@rentspace/core/bookings/schemas';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { bearerSecurity, createRouter, errorResponses } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { ApiError } from '../http/errors.ts';
import type { Clock } from '../clock.ts';
import type { SpaceDetailRepository } from './space-detail.ts';
import type { SyncDeps } from './payment-sync.ts';
import { cancelBooking } from './cancel-service.ts';
import { listOwnBookings } from './repository.ts';
import { loadDashboard } from './dashboard.ts';

const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({}).passthrough() } },
});
const spaceParams = z.object({ id: z.string().min(1).max(64) });
const spaceNotFound = () => new ApiError(404, 'not_found', BOOKING_MESSAGES.spaceNotFound);

const getSpace = createRoute({
  method: 'get',
  path: '/spaces/{id}',
  summary:
    'A listing with its host; the street address only for the owner or a guest with a confirmed booking',
  request: { params: spaceParams },
  responses: { 200: json('The listing'), 404: errorResponses[404] },
});

const getAvailability = createRoute({
  method: 'get',
  path: '/spaces/{id}/availability',
  summary: 'Booked, held and blocked slots overlapping [from, to)',
  request: { params: spaceParams, query: AvailabilityQuerySchema },
  responses: { 200: json('Slots'), 400: errorResponses[400], 404: errorResponses[404] },
});

const getReviews = createRoute({
  method: 'get',
  path: '/spaces/{id}/reviews',
  summary: "A listing's reviews with the author's name, newest first",
  request: { params: spaceParams },
  responses: { 200: json('Reviews'), 404: errorResponses[404] },
});

const listBookings = createRoute({
  method: 'get',
  path: '/bookings',
  summary: "The signed-in guest's bookings, newest first",
  security: bearerSecurity,
  responses: { 200: json('Own bookings'), 401: errorResponses[401] },
});

const cancel = createRoute({
  method: 'post',
  path: '/bookings/{id}/cancel',
  summary:
    'Cancel an own pending or confirmed booking; refunds per the listing policy and frees the slot',
  security: bearerSecurity,
  request: { params: z.object({ id: z.uuid('Booking not found') }) },
  responses: {
    200: json('Cancelled, with the refund'),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const dashboard = createRoute({
  method: 'get',
  path: '/dashboard',
  summary: "The host's earnings, bookings of their listings, listings and payout account",
  security: bearerSecurity,
  responses: { 200: json('Dashboard'), 401: errorResponses[401] },
});

/** /rest/v1 routes of the space page, the guest's bookings and the host's dashboard. */
export function bookingRoutes(deps: SyncDeps & { spaces: SpaceDetailRepository; clock: Clock }) {
  const app = createRouter();

  app.openapi(getSpace, async (c) => {
    const viewer = c.get('user')?.id;
    const space = await deps.spaces.getSpace(c.req.valid('param').id, viewer);
    if (!space) throw spaceNotFound();
    c.header('Cache-Control', viewer ? 'private, no-store' : 'public, max-age=15');
    return c.json(space, 200);
  });

  app.openapi(getAvailability, async (c) => {
    const space = await deps.spaces.getSpace(c.req.valid('param').id, c.get('user')?.id);
    if (!space) throw spaceNotFound();
    const { from, to } = c.req.valid('query');
    const data = await deps.spaces.availability(
      space.id,
      new Date(from),
      new Date(to),
      deps.clock.now(),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ data }, 200);
  });

  app.openapi(getReviews, async (c) => {
    const space = await deps.spaces.getSpace(c.req.valid('param').id, c.get('user')?.id);
    if (!space) throw spaceNotFound();
    return c.json({ data: await deps.spaces.reviews(space.id) }, 200);
  });

  app.openapi(listBookings, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await listOwnBookings(deps.db, user.id) }, 200);
  });

  app.openapi(cancel, async (c) => {
    const user = requireUser(c);
    return c.json(await cancelBooking(deps, user.id, c.req.valid('param').id), 200);
  });

  app.openapi(dashboard, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await loadDashboard(deps.db, user.id, deps.clock.now()), 200);
  });

  return app;
}
