import { resolve } from 'node:path';
import type { DbHandle } from '@rentspace/db';
import { userCount } from '@rentspace/db/seed/accounts';
import { siteUrl, type Config } from './config.ts';
import type { Logger } from './logger.ts';

/** The demo data, into a database without any account, when `SEED_ON_START` is on. */
export async function loadDemoDataIfEmpty(handle: DbHandle, config: Config, logger: Logger) {
  if (!config.SEED_ON_START || (await userCount(handle.db)) > 0) return;
  // The demo data's generator (and its faker locale) loads only for a database that needs it.
  const { seedIfEmpty } = await import('@rentspace/db/seed/index');
  const seeded = await seedIfEmpty(handle.db, {
    storageDir: resolve(config.DATA_DIR, 'storage'),
    siteUrl: siteUrl(config),
  });
  if (seeded) logger.info(seeded, 'demo data loaded');
}
