import net from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, siteUrl } from './config.ts';
import { createLogger } from './logger.ts';
import { openAppDatabase } from './database.ts';
import { resolveSecret } from './secret.ts';
import { createRealtimeHub } from './realtime/hub.ts';
import { openSessionsOn } from './auth/open-sessions.ts';
import { databaseLimiters } from './auth/rate-limits.ts';
import { loadWebHandler } from './web/ssr.ts';
import { listenQueueEmptied } from './http/listen-queue.ts';
import { listenerOrigin, warmUp, WARM_UP_DELAY_MS } from './web/warm-up.ts';
import { systemClock } from './clock.ts';
import { createStorage } from './storage/create-storage.ts';
import { loadDemoDataIfEmpty } from './demo-data.ts';
import { forgetInstance, recordInstance } from './backup/operator.ts';

const DEFAULT_WEB_BUILD = fileURLToPath(new URL('../../web/build', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_GRACE_MS = 1_000;
const LISTEN_QUEUE_MAX_WAIT_MS = 3_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  if (config.NODE_ENV === 'production' && !config.METRICS_TOKEN)
    logger.warn('METRICS_TOKEN is not set: /metrics answers 404 in production');
  const started = performance.now();

  // The database opens first, so PGlite compiles its WebAssembly (on V8's background threads)
  // while the application's own modules load.
  const [handle, web, { createApp }] = await Promise.all([
    openAppDatabase(config, logger),
    loadWebHandler(resolve(config.WEB_BUILD_DIR ?? DEFAULT_WEB_BUILD)),
    import('./app.ts'),
  ]);
  await loadDemoDataIfEmpty(handle, config, logger);

  // Listings from before pins existed: their city's centre, in the background (docs/product/listings.md#location-on-the-map).
  void import('./places/backfill.ts')
    .then(({ fillMissingPins }) => fillMissingPins(handle.db))
    .then((filled) => filled && logger.info({ filled }, 'pins set at city centres'))
    .catch((error: unknown) => logger.warn({ err: error }, 'pins not filled'));

  const realtime = createRealtimeHub(handle, logger);
  await realtime.start();
  const openSessions = openSessionsOn(handle, config.SESSION_CACHE_SECONDS);
  await openSessions.start();
  const state = { shuttingDown: false };
  const { app, services } = createApp({
    db: handle.db,
    config,
    clock: systemClock,
    logger,
    realtime,
    storage: await createStorage(config),
    secret: resolveSecret(config),
    web,
    state,
    // Several instances share one PostgreSQL, so they must share the rate-limit counters too.
    limiterFactory: handle.kind === 'postgres' ? databaseLimiters(handle.db) : undefined,
    databaseSnapshot: handle.snapshot,
    openSessions,
  });

  // Hold expiry, completion, payouts and mail: claimed with SKIP LOCKED, safe on every instance.
  const jobs = services.createJobRunner(config.JOB_INTERVAL_SECONDS * 1000);
  jobs.start();

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { port: info.port, database: handle.kind, ms: Math.round(performance.now() - started) },
      `Rentspace is running at ${siteUrl({ ...config, PORT: info.port })}`,
    );
    // `npm run backup` asks this process for the embedded database's copy (backup/operator.ts).
    if (handle.snapshot) recordInstance(config.DATA_DIR, { pid: process.pid, port: info.port });
    // The public pages are rendered once, so that the first visitors after a restart do not wait
    // for the renderer's first, compiling run (web/warm-up.ts).
    setTimeout(() => {
      if (state.shuttingDown) return;
      void warmUp(listenerOrigin(info.address, info.port)).then((pages) =>
        logger.debug({ pages }, 'public pages warmed up'),
      );
    }, WARM_UP_DELAY_MS).unref();
  }) as Server;

  const shutdown = async (signal: string) => {
    if (state.shuttingDown) return;
    state.shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting connections, but keep the ones already accepted: a request may sit unread in
    // a socket for a moment, and http.Server.close() would drop such a socket as idle. Responses now
    // carry `Connection: close` (app.ts), so each socket ends after its request; truly idle
    // keep-alive sockets are closed after a short grace.
    // /readyz already answers 503, so a load balancer stops sending. After that moment, the
    // connections still waiting in the listen queue are accepted before the listener closes.
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    await listenQueueEmptied(server, LISTEN_QUEUE_MAX_WAIT_MS);
    const drained = new Promise<void>((resolve) =>
      net.Server.prototype.close.call(server, () => resolve()),
    );
    setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS).unref();
    // Background work stops before the database closes under it.
    await realtime
      .stop()
      .catch((error: unknown) => logger.warn({ err: error }, 'realtime stop failed'));
    await openSessions
      .stop()
      .catch((error: unknown) => logger.warn({ err: error }, 'session notices stop failed'));
    await jobs.stop();
    await drained;
    services.mailer.close();
    await handle.close();
    if (handle.snapshot) forgetInstance(config.DATA_DIR);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
