import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * A query built once per database handle and run with new values each time (Drizzle's prepared
 * query, values as `sql.placeholder`s). For the statements every request runs: building a query
 * walks its whole tree (50 to 170 µs each here), which under load is a share of the CPU a
 * request costs. A transaction is a different handle, so it gets its own.
 */
export function prepared<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A timestamptz as UTC text to the microsecond, for keyset cursors: a JavaScript Date rounds to
 * the millisecond, and a cursor made from one skips or repeats rows that share it.
 */
export function utcMicroseconds(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
