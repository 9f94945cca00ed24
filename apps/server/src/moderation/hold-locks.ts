import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@rentspace/db';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Takes each listing's advisory lock exclusively until the transaction ends, in the order of the
 * listings' ids (so two suspensions never wait for each other in a circle). A hold takes the same
 * lock shared while it re-reads whether its listing is published and inserts (place_hold,
 * migration 0024): a suspension waits here for the holds being placed on its listings, and sees
 * them when it cancels the bookings; a hold that comes after waits for the suspension and is
 * refused (docs/decisions/0041-moderation-actions.md).
 */
export async function lockListingsAgainstHolds(tx: Tx, listingIds: SQL): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('listing:' || l.id::text, 0))
          from (${listingIds}) as l(id) order by l.id`,
  );
}
