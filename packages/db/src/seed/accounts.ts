import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * How many accounts the database holds: none means the demo data may load. Kept apart from the
 * seed's generator, so a server can ask at start without loading it.
 */
export async function userCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
