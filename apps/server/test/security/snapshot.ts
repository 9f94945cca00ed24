import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@rentspace/db';

// Counters and session bookkeeping move on every call; they are not data a refused call may change.
const IGNORED = new Set(['rate_limits', '__drizzle_migrations']);

/** A fingerprint of every application table's rows, to prove a refused call changed nothing. */
export async function snapshot(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (IGNORED.has(name)) continue;
    const [row] = await queryRows<{ digest: string }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    result[name] = row!.digest;
  }
  return result;
}
