import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
