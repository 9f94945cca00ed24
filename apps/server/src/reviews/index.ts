import type { Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import type { PublicSpaceReads } from '../listings/public-space.ts';
import { createReviewRepository } from './repository.ts';
import { reviewRoutes } from './routes.ts';

/** /rest/v1/spaces/{id}/reviews, /rest/v1/reviews/pending and /reply, /rest/v1/bookings/{id}/review and /guest-review, /rest/v1/profiles/{id}/guest-reviews. */
export function reviewModuleRoutes(deps: {
  db: Database;
  clock: Clock;
  publicSpaces: PublicSpaceReads;
}) {
  return reviewRoutes({ ...deps, reviews: createReviewRepository(deps.db) });
}
