import type { Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import { publishDueReviews } from './publish.ts';
import { refreshListingFigures } from './repository.ts';

/** Publishes the reviews whose 14 days are over without the other side's review. */
export function publishClosedReviews(deps: { db: Database; clock: Clock }): Promise<number> {
  return publishDueReviews(deps.db, deps.clock.now(), refreshListingFigures);
}
