import { createRoute, z } from '@hono/zod-openapi';
import { pgErrorCode, PG } from '@rentspace/db';
import { ReviewSchema, REVIEW_MESSAGES } from '@rentspace/core/reviews/schema';
import { PendingReviewsResponseSchema, ReviewCreatedSchema } from '@rentspace/core/reviews/api';
import { ReviewsResponseSchema } from '@rentspace/core/bookings/api';
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
  summary: "The signed-in guest's completed bookings without a review, newest first",
  security: bearerSecurity,
  request: { query: z.object({ space_id: z.uuid('Space not found').optional() }) },
  responses: {
    200: jsonResponse(PendingReviewsResponseSchema, 'Bookings to review'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const ofSpace = createRoute({
  method: 'get',
  path: '/spaces/{id}/reviews',
  summary: "A listing's reviews with the author's name, newest first",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: jsonResponse(ReviewsResponseSchema, 'Reviews'), 404: errorResponses[404] },
});

const create = createRoute({
  method: 'post',
  path: '/bookings/{id}/review',
  summary:
    'Review a completed booking of ones own, once: 1-5 stars and a comment; the listing rating follows',
  security: bearerSecurity,
  request: {
    params: z.object({ id: z.uuid(REVIEW_MESSAGES.bookingNotFound) }),
    body: { required: true, content: { 'application/json': { schema: ReviewSchema } } },
  },
  responses: {
    201: jsonResponse(ReviewCreatedSchema, 'The review and the listing rating'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** Guests review the listings of their completed bookings (docs/product/messages-and-reviews.md#who-may-review). */
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
  app.openapi(pending, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await reviews.pending(user.id, c.req.valid('query').space_id) }, 200);
  });
  app.openapi(create, async (c) => {
    const user = requireUser(c);
    try {
      return c.json(
        await reviews.create(user.id, c.req.valid('param').id, c.req.valid('json'), clock.now()),
        201,
      );
    } catch (error) {
      // Two submissions at once: the unique booking_id lets one through, the other is a duplicate.
      if (pgErrorCode(error) === PG.uniqueViolation) throw reviews.alreadyReviewed();
      throw error;
    }
  });
  return app;
}
