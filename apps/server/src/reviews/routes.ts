import { createRoute, z } from '@hono/zod-openapi';
import { pgErrorCode, PG } from '@rentspace/db';
import {
  ReplySchema,
  REVIEW_ROLES,
  ReviewSchema,
  REVIEW_MESSAGES,
  type ReviewRole,
} from '@rentspace/core/reviews/schema';
import {
  GuestReviewsResponseSchema,
  PendingReviewsResponseSchema,
  ReviewCreatedSchema,
} from '@rentspace/core/reviews/api';
import { ReviewsResponseSchema, SpaceReviewSchema } from '@rentspace/core/bookings/api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import type { Database } from '@rentspace/db';
import { ApiError } from '../http/errors.ts';
import type { Clock } from '../clock.ts';
import type { PublicSpaceReads } from '../listings/public-space.ts';
import type { ReviewRepository } from './repository.ts';
import { listSpaceReviews } from './space-reviews.ts';

const pending = createRoute({
  method: 'get',
  path: '/reviews/pending',
  summary:
    "The signed-in person's completed bookings whose review window is open, as guest or as host, newest first",
  security: bearerSecurity,
  request: {
    query: z.object({
      space_id: z.uuid('Space not found').optional(),
      role: z.enum(REVIEW_ROLES).default('guest'),
    }),
  },
  responses: {
    200: jsonResponse(PendingReviewsResponseSchema, 'Bookings to review'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const ofSpace = createRoute({
  method: 'get',
  path: '/spaces/{id}/reviews',
  summary:
    "A listing's published guest reviews with the author's name and the host's reply, newest first",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: jsonResponse(ReviewsResponseSchema, 'Reviews'), 404: errorResponses[404] },
});

function createReviewRoute(path: string, summary: string) {
  return createRoute({
    method: 'post',
    path,
    summary,
    security: bearerSecurity,
    request: {
      params: z.object({ id: z.uuid(REVIEW_MESSAGES.bookingNotFound) }),
      body: { required: true, content: { 'application/json': { schema: ReviewSchema } } },
    },
    responses: {
      201: jsonResponse(
        ReviewCreatedSchema,
        'The review, published or waiting, and the listing rating',
      ),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
      409: errorResponses[409],
    },
  });
}

const create: Record<ReviewRole, ReturnType<typeof createReviewRoute>> = {
  guest: createReviewRoute(
    '/bookings/{id}/review',
    "The guest reviews the listing of their completed booking, once, within 14 days; published with the host's review",
  ),
  host: createReviewRoute(
    '/bookings/{id}/guest-review',
    "The host reviews the guest of a completed booking of their listing, once, within 14 days; published with the guest's review",
  ),
};

const reply = createRoute({
  method: 'post',
  path: '/reviews/{id}/reply',
  summary: "The listing's host replies once, in public, under a published review of it",
  security: bearerSecurity,
  request: {
    params: z.object({ id: z.uuid(REVIEW_MESSAGES.reviewNotFound) }),
    body: { required: true, content: { 'application/json': { schema: ReplySchema } } },
  },
  responses: {
    201: jsonResponse(SpaceReviewSchema, 'The review with its reply'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const ofGuest = createRoute({
  method: 'get',
  path: '/profiles/{id}/guest-reviews',
  summary: "What hosts wrote about a guest (published reviews), and the guest's rating as a guest",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: jsonResponse(GuestReviewsResponseSchema, 'Reviews of the guest') },
});

/** Guests and hosts review each other after a completed booking (docs/product/messages-and-reviews.md#who-may-review). */
export function reviewRoutes({
  db,
  reviews,
  clock,
  publicSpaces,
}: {
  db: Database;
  reviews: ReviewRepository;
  clock: Clock;
  publicSpaces: PublicSpaceReads;
}) {
  const app = createRouter();
  app.openapi(ofSpace, async (c) => {
    const space = await publicSpaces.getSpace(c.req.valid('param').id, c.get('user')?.id);
    if (!space) throw new ApiError(404, 'not_found', BOOKING_MESSAGES.spaceNotFound);
    return c.json({ data: await listSpaceReviews(db, space.id) }, 200);
  });
  app.openapi(ofGuest, async (c) => {
    return c.json(await reviews.guestReviews(c.req.valid('param').id), 200);
  });
  app.openapi(pending, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    const { role, space_id } = c.req.valid('query');
    return c.json({ data: await reviews.pending(user.id, role, clock.now(), space_id) }, 200);
  });
  for (const role of REVIEW_ROLES)
    app.openapi(create[role], async (c) => {
      const user = requireUser(c);
      try {
        const { id } = c.req.valid('param');
        return c.json(
          await reviews.create(role, user.id, id, c.req.valid('json'), clock.now()),
          201,
        );
      } catch (error) {
        // Two submissions at once: the unique (booking, side) lets one through, the other is a duplicate.
        if (pgErrorCode(error) === PG.uniqueViolation) throw reviews.alreadyReviewed();
        throw error;
      }
    });
  app.openapi(reply, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const { comment } = c.req.valid('json');
    return c.json(await reviews.reply(user.id, id, comment, clock.now()), 201);
  });
  return app;
}
