// The first `npm start` of a checkout: the database's migrations and the demo data, run while the
// web app builds (scripts/start.mjs), so the server that starts after the build finds both done.
import { loadConfig } from './config.ts';
import { openAppDatabase } from './database.ts';
import { loadDemoDataIfEmpty } from './demo-data.ts';
import { createLogger } from './logger.ts';

/** Resolves whether it succeeded or not: the server's own start reports any failure, and retries. */
export async function prepareData(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch {
    return; // a bad configuration: the server's start names what is wrong
  }
  const logger = createLogger(config.LOG_LEVEL);
  try {
    const handle = await openAppDatabase(config, logger);
    try {
      await loadDemoDataIfEmpty(handle, config, logger);
    } finally {
      await handle.close();
    }
  } catch (error) {
    logger.warn({ err: error }, 'the database was not prepared during the build');
  }
}
