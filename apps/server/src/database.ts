import { join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import {
  openPgliteThread,
  openPostgres,
  type DbHandle,
  type MigrationOutcome,
} from '@rentspace/db';
import type { Logger } from './logger.ts';
import type { Config } from './config.ts';

const MIGRATION_LOCK = 7_270_001;

/**
 * Opens the configured database and brings its schema up to date. On PostgreSQL an advisory
 * lock keeps several instances starting at once from migrating twice: the first applies the new
 * migrations, the others wait for it and then find them applied.
 *
 * A database already migrated further than this release knows (a newer release has started
 * against it) is used as it is: during a rolling upgrade the previous release keeps serving, and
 * can be started again, against the schema the new release has expanded (docs/operations.md,
 * "Rolling upgrade").
 */
export async function openAppDatabase(config: Config, logger?: Logger): Promise<DbHandle> {
  const folder = config.MIGRATIONS_DIR ? resolve(config.MIGRATIONS_DIR) : undefined;
  if (!config.DATABASE_URL) {
    const dataDir = join(config.DATA_DIR, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    const handle = await openPgliteThread({ dataDir });
    report(await handle.migrate(folder), logger);
    return handle;
  }
  const handle = openPostgres({ url: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
  try {
    const lock = await handle.sql.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
      try {
        report(await handle.migrate(folder), logger);
      } finally {
        // Session-level: the connection goes back to the pool, so the lock must not go with it,
        // or a failed migration would keep every other instance waiting.
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      }
    } finally {
      lock.release();
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function report(outcome: MigrationOutcome, logger: Logger | undefined) {
  if (outcome.state === 'migrated') logger?.info('database migrations applied');
  if (outcome.state === 'ahead')
    logger?.warn(
      {
        newestKnownMigration: outcome.newestKnown,
        newestAppliedMigration: outcome.newestApplied,
      },
      'the database has migrations newer than this release: running on the expanded schema',
    );
}
