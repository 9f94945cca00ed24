import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle handle every repository takes; the same API over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type Unlisten = () => Promise<void>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a LISTEN/NOTIFY channel; payloads arrive as strings. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens PGlite: in a data directory, in memory (no dataDir), or from a dumped data directory.
 * PGlite and its Drizzle driver load here, on first use: a server on PostgreSQL never loads them
 * (about 50 MB of memory).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client: PGlite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist, pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const handle: DbHandle & { client: PGlite } = {
    db,
    client,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
  return handle;
}

export interface PostgresOptions {
  url: string;
  max?: number;
  /** Applied to every connection; used by tests to keep notices quiet. */
  onnotice?: (notice: unknown) => void;
}

export function openPostgres(options: PostgresOptions): DbHandle & { sql: postgres.Sql } {
  const sql = postgres(options.url, {
    max: options.max ?? 20,
    onnotice: options.onnotice ?? (() => {}),
    idle_timeout: 60,
    connect_timeout: 10,
  });
  const db = drizzlePostgres(sql, { schema }) as unknown as Database;
  return {
    db,
    sql,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const { unlisten } = await sql.listen(channel, onPayload);
      return unlisten;
    },
    async migrate() {
      await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/** PostgreSQL when a URL is given, else PGlite in the data directory. */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<DbHandle> {
  if (options.url) return openPostgres({ url: options.url, max: options.poolSize });
  return openPglite({ dataDir: options.dataDir });
}
