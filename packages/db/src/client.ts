import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { max } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';
import { PgliteThread } from './pglite-thread.ts';
import { createListener } from './listener.ts';

export type Schema = typeof schema;
/** The Drizzle handle every repository takes; the same API over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type Unlisten = () => Promise<void>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to a LISTEN/NOTIFY channel; payloads arrive as strings. `onListening` runs each
   * time the subscription is made, the first time and after each reconnection (notices sent while
   * it was down are lost).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: () => void,
  ): Promise<Unlisten>;
  /**
   * Applies the migrations of `folder` (the product's own by default) newer than the newest one
   * applied. A database whose newest applied migration is newer than the folder's newest (a
   * later release has expanded the schema) is left as it is: see MigrationOutcome.
   */
  migrate(folder?: string): Promise<MigrationOutcome>;
  close(): Promise<void>;
  /**
   * PGlite run by this process: a consistent copy of its data directory (gzipped tar), for
   * backups. Only the process that opened the directory can take one.
   */
  snapshot?(): Promise<Uint8Array>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Drizzle's record of applied migrations: `created_at` is the journal's `when` of each. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  created_at: bigint('created_at', { mode: 'number' }),
});

/**
 * What start-up found: `migrated` (it applied migrations), `current` (the newest applied is this
 * release's newest), or `ahead` (the database has migrations this release does not know: a newer
 * release has started against it). `ahead` is allowed on purpose: during a rolling upgrade the
 * instances of the previous release keep serving, and are restarted, against the schema the new
 * release has expanded; migrations are written so that this works (docs/operations.md, "Rolling
 * upgrade"; docs/decisions/0040-rolling-upgrade.md).
 */
export type MigrationOutcome =
  | { state: 'migrated' | 'current' }
  | { state: 'ahead'; newestKnown: number; newestApplied: number };

/**
 * Runs the migrator only when the journal has a migration newer than the last one applied, which
 * is the migrator's own test. Checking costs one query; the migrator's four statements start with
 * a CREATE SCHEMA that costs a freshly started PGlite 150-280 ms.
 */
async function migrateWhenBehind(
  db: Database,
  folder: string,
  migrate: () => Promise<void>,
): Promise<MigrationOutcome> {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const [applied] = await db
      .select({ newest: max(appliedMigrations.created_at) })
      .from(appliedMigrations);
    if (applied?.newest != null && applied.newest > newest)
      return { state: 'ahead', newestKnown: newest, newestApplied: applied.newest };
    if (applied?.newest != null && applied.newest === newest) return { state: 'current' };
  } catch {
    // No record yet: a new database.
  }
  await migrate();
  return { state: 'migrated' };
}

/** Drizzle's PGlite driver and migrator, loaded only where PGlite is used. */
const pgliteDrivers = () =>
  Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);

/** What a handle needs of its PGlite: PGlite itself, or PGlite on a thread (PgliteThread). */
interface PgliteClient {
  readonly closed: boolean;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function pgliteHandle(
  client: PgliteClient,
  [{ drizzle: drizzlePglite }, { migrate: migratePglite }]: Awaited<
    ReturnType<typeof pgliteDrivers>
  >,
): DbHandle {
  const db = drizzlePglite(client as never, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload, onListening) {
      const unsubscribe = await client.listen(channel, onPayload);
      // In this process or on its thread: the subscription never drops while the handle is open.
      onListening?.();
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    migrate(folder = MIGRATIONS_FOLDER) {
      return migrateWhenBehind(db, folder, () =>
        migratePglite(db as never, { migrationsFolder: folder }),
      );
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Opens PGlite: in a data directory, in memory (no dataDir), or from a dumped data directory.
 * PGlite and its Drizzle driver load here, on first use: a server on PostgreSQL never loads them
 * (about 50 MB of memory).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DbHandle & { client: PGlite; snapshot(): Promise<Uint8Array> }> {
  const [{ PGlite }, { btree_gist }, { cube }, { pg_trgm }, drivers] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    pgliteDrivers(),
  ]);
  const client: PGlite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist, cube, pg_trgm },
  });
  return { ...pgliteHandle(client, drivers), client, snapshot: () => snapshotPglite(client) };
}

/**
 * A consistent copy of PGlite's data directory (gzipped tar), as the server's database thread
 * takes it (pglite-worker.mjs): inside a transaction, so no other one is open, after a checkpoint.
 */
async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  const file = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * PGlite in a data directory, run on a worker thread (pglite-thread.ts): what the server uses.
 * Tests and scripts keep PGlite on their own thread (openPglite), where templates can be dumped.
 */
export async function openPgliteThread(options: { dataDir: string }): Promise<DbHandle> {
  // The thread starts first: PostgreSQL comes up while Drizzle's driver loads here.
  const starting = PgliteThread.start(options.dataDir);
  const drivers = await pgliteDrivers();
  const thread = await starting;
  return { ...pgliteHandle(thread, drivers), snapshot: () => thread.snapshot() };
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
    // A query waits for its connection's next attempt to connect. The driver's own wait grows to
    // 20 s while the server is away, so requests would hang instead of answering 503; at most
    // half a second, every request is answered at once during an outage, and the pool is back as
    // soon as the server is (docs/decisions/0034-dependency-failures.md).
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
  });
  const db = drizzlePostgres(sql, { schema }) as unknown as Database;
  let listener: ReturnType<typeof createListener> | undefined;
  return {
    db,
    sql,
    kind: 'postgres',
    listen(channel, onPayload, onListening) {
      // Its own connection, opened at the first subscription, listening again after any outage.
      listener ??= createListener(options.url);
      return listener.listen(channel, onPayload, onListening);
    },
    migrate(folder = MIGRATIONS_FOLDER) {
      return migrateWhenBehind(db, folder, () =>
        migratePostgres(db as never, { migrationsFolder: folder }),
      );
    },
    async close() {
      await Promise.all([sql.end({ timeout: 5 }), listener?.end()]);
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
