import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { openPgliteThread, openPostgres, type DbHandle } from '@rentspace/db';
import type { Config } from './config.ts';

const MIGRATION_LOCK = 7_270_001;

/**
 * Opens the configured database and brings its schema up to date. On PostgreSQL an advisory
 * lock keeps several instances starting at once from migrating twice.
 */
export async function openAppDatabase(config: Config): Promise<DbHandle> {
  if (!config.DATABASE_URL) {
    const dataDir = join(config.DATA_DIR, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    const handle = await openPgliteThread({ dataDir });
    await handle.migrate();
    return handle;
  }
  const handle = openPostgres({ url: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
  const lock = await handle.sql.reserve();
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await handle.migrate();
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    lock.release();
  }
  return handle;
}
