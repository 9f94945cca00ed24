import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@rentspace/db/testing';
import { createApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { createRealtimeHub } from '../src/realtime/hub.ts';
import { openSessionsOn } from '../src/auth/open-sessions.ts';
import { systemClock, type Clock } from '../src/clock.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage } from '../src/storage/local-storage.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  deps?: Partial<AppDeps>;
}

/** The application on its own fresh database, as tests drive it (app.request or real HTTP). */
export async function createTestApp(options: TestAppOptions = {}) {
  const database: TestDatabase = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'http://localhost:3000',
    SEED_ON_START: 'false',
    // Tests write straight to the database as "another instance" and read at once; the caches
    // (emptied by the database's notifications a moment later) are on only where they are tested.
    PAGE_CACHE_SECONDS: '0',
    // Likewise sessions found open: tests revoke them in the database and expect the next request
    // refused at once. auth/open-sessions.integration.test.ts turns it on.
    SESSION_CACHE_SECONDS: '0',
    ...options.env,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const realtime = createRealtimeHub(database, logger);
  await realtime.start();
  const openSessions = openSessionsOn(database, config.SESSION_CACHE_SECONDS);
  await openSessions.start();
  const clock = options.clock ?? systemClock;
  const storageDir = mkdtempSync(join(tmpdir(), 'rentspace-storage-'));
  const baseDeps: AppDeps = {
    db: database.db,
    config,
    clock,
    logger,
    realtime,
    storage: createLocalStorage(storageDir),
    secret: TEST_SECRET,
    openSessions,
    ...options.deps,
  };
  const { app, services } = createApp(baseDeps);
  let server: ServerType | undefined;
  return {
    app,
    services,
    db: database.db,
    database,
    config,
    clock,
    realtime,
    openSessions,
    /** Where the default local-disk storage keeps its buckets. */
    storageDir,
    /** Another instance of the application on the same database (as behind a load balancer). */
    sibling(deps: Partial<AppDeps> = {}) {
      return createApp({ ...baseDeps, ...deps });
    },
    /** Starts a real HTTP server on a free loopback port; returns its base URL. */
    async listen(): Promise<string> {
      server = await new Promise<ServerType>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
          resolve(started),
        );
      });
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      await realtime.stop();
      await openSessions.stop();
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** JSON request helper over app.request. */
export async function call(
  app: TestApp['app'],
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await app.request(path, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

let counter = 0;
/** A unique e-mail per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

/**
 * Signs up a new account through the API, then signs in with its password (a sign-up answers
 * without a session), and returns the session.
 */
export async function signUp(
  app: TestApp['app'],
  email = uniqueEmail(),
  password = 'correct-horse-battery',
) {
  const signedUp = await call(app, 'POST', '/auth/v1/signup', { body: { email, password } });
  if (signedUp.status !== 200)
    throw new Error(`signup failed: ${signedUp.status} ${signedUp.text}`);
  const result = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
  });
  if (result.status !== 200 || !result.json.access_token)
    throw new Error(`sign-in after signup failed: ${result.status} ${result.text}`);
  return {
    email,
    password,
    token: result.json.access_token as string,
    refresh: result.json.refresh_token as string,
    userId: result.json.user.id as string,
  };
}
