import { createRoute, z } from '@hono/zod-openapi';
import { AvailabilityQuerySchema } from '@rentspace/core/bookings/schemas';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import {
  AvailabilityResponseSchema,
  BookingDetailSchema,
  CancelBookingResponseSchema,
  MyBookingsResponseSchema,
} from '@rentspace/core/bookings/api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { ApiError } from '../http/errors.ts';
import type { PublicSpaceReads } from '../listings/public-space.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { cancelBooking } from './cancel-service.ts';
import { findOwnBookingDetail, listOwnBookings } from './my-bookings.ts';
import { listAvailability, listKeptRanges } from './availability.ts';
import {
  SUGGESTION_DAYS,
  SuggestionQuerySchema,
  SuggestionsResponseSchema,
  suggestSlots,
} from '@rentspace/core/bookings/suggestions';
import { rulesOf } from '@rentspace/core/bookings/rules';
import { UNIT_HOURS } from '@rentspace/core/bookings/durations';

const getAvailability = createRoute({
  method: 'get',
  path: '/spaces/{id}/availability',
  summary: 'Booked, held and blocked slots overlapping [from, to)',
  request: { params: z.object({ id: z.string().min(1).max(64) }), query: AvailabilityQuerySchema },
  responses: {
    200: jsonResponse(AvailabilityResponseSchema, 'Slots'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const getSuggestions = createRoute({
  method: 'get',
  path: '/spaces/{id}/suggestions',
  summary:
    'Up to three starts near the one asked for that the listing takes for the same duration, by its booking rules and free slots',
  request: { params: z.object({ id: z.string().min(1).max(64) }), query: SuggestionQuerySchema },
  responses: {
    200: jsonResponse(SuggestionsResponseSchema, 'Suggested slots'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const listBookings = createRoute({
  method: 'get',
  path: '/bookings',
  summary:
    "The signed-in guest's bookings: upcoming ones first, the soonest first, then the others, the most recent first",
  security: bearerSecurity,
  responses: {
    200: jsonResponse(MyBookingsResponseSchema, 'Own bookings'),
    401: errorResponses[401],
  },
});

const getBooking = createRoute({
  method: 'get',
  path: '/bookings/{id}',
  summary:
    "One of the signed-in guest's own bookings as its confirmation shows it: price lines, the listing's address once confirmed, the cancellation policy",
  security: bearerSecurity,
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: jsonResponse(BookingDetailSchema, 'Own booking'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const cancel = createRoute({
  method: 'post',
  path: '/bookings/{id}/cancel',
  summary:
    'Cancel an own pending or confirmed booking; refunds per the listing policy and frees the slot',
  security: bearerSecurity,
  request: { params: z.object({ id: z.uuid('Booking not found') }) },
  responses: {
    200: jsonResponse(CancelBookingResponseSchema, 'Cancelled, with the refund'),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** /rest/v1 routes of a listing's availability, the guest's bookings and their cancellation. */
export function bookingRoutes(deps: SyncDeps & { publicSpaces: PublicSpaceReads }) {
  const app = createRouter();

  app.openapi(getAvailability, async (c) => {
    const space = await deps.publicSpaces.getSpace(c.req.valid('param').id, c.get('user')?.id);
    if (!space) throw new ApiError(404, 'not_found', BOOKING_MESSAGES.spaceNotFound);
    const { from, to } = c.req.valid('query');
    const data = await listAvailability(
      deps.db,
      space.id,
      new Date(from),
      new Date(to),
      deps.clock.now(),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ data }, 200);
  });

  app.openapi(getSuggestions, async (c) => {
    const space = await deps.publicSpaces.getSpace(c.req.valid('param').id, c.get('user')?.id);
    if (!space) throw new ApiError(404, 'not_found', BOOKING_MESSAGES.spaceNotFound);
    const { start, duration, unit } = c.req.valid('query');
    const requested = new Date(start);
    const now = deps.clock.now();
    // The asked day and the days after it, with room for the longest booking on the last one.
    const from = new Date(requested.getTime() - 2 * 86_400_000);
    const to = new Date(
      requested.getTime() +
        (SUGGESTION_DAYS + 2) * 86_400_000 +
        duration * UNIT_HOURS[unit] * 3_600_000,
    );
    const taken = await listKeptRanges(deps.db, space.id, from, to, now);
    const data = suggestSlots({
      requested,
      duration,
      unit,
      timeZone: space.time_zone,
      rules: rulesOf(space),
      now,
      taken,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ data }, 200);
  });

  app.openapi(listBookings, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await listOwnBookings(deps.db, user.id, deps.clock.now()) }, 200);
  });

  // Only the booking's guest reads it; anyone else's id is as unknown as a made-up one.
  app.openapi(getBooking, async (c) => {
    const user = requireUser(c);
    const booking = await findOwnBookingDetail(deps.db, user.id, c.req.valid('param').id);
    if (!booking) throw new ApiError(404, 'not_found', BOOKING_MESSAGES.bookingNotFound);
    c.header('Cache-Control', 'private, no-store');
    return c.json(booking, 200);
  });

  app.openapi(cancel, async (c) => {
    const user = requireUser(c);
    return c.json(await cancelBooking(deps, user.id, c.req.valid('param').id), 200);
  });

  return app;
}
