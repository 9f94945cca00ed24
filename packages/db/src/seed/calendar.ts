import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { queryRows } from '../rows.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/**
 * The demo's calendar sync (docs/product/calendar-sync.md#demo): the demo host's second published
 * listing imports the first one's export, served by the product itself at `siteUrl` (the import
 * fetches the product's own origin even when it is local). The job runner's first pass syncs it,
 * so the first listing's bookings show as blocks of the second (or as conflicts, where the second is
 * booked at the same time).
 */
export async function seedCalendarSync(db: Database, siteUrl: string): Promise<void> {
  const listings = await queryRows<{ id: string; title: string }>(
    db,
    sql`select s.id, s.title from spaces s join users u on u.id = s.user_id
         where u.email = ${DEMO_ACCOUNTS.host.email} and s.is_published
         order by s.created_at, s.id limit 2`,
  );
  const [source, target] = listings;
  if (!source || !target) return;
  const secret = randomBytes(32).toString('base64url');
  await db.execute(
    sql`insert into calendar_exports (space_id, secret) values (${source.id}, ${secret})`,
  );
  const origin = siteUrl.replace(/\/$/, '');
  await db.execute(
    sql`insert into calendar_feeds (space_id, name, url)
        values (${target.id}, ${`${source.title} (Rentspace export)`}, ${`${origin}/ical/${source.id}/${secret}.ics`})`,
  );
}
