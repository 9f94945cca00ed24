import type { Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import { createReviewRepository } from './repository.ts';
import { reviewRoutes } from './routes.ts';

/** /rest/v1/reviews/pending and /rest/v1/bookings/{id}/review. */
export function reviewModuleRoutes({ db, clock }: { db: Database; clock: Clock }) {
  return reviewRoutes({ reviews: createReviewRepository(db), clock });
}
