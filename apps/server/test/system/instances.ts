import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openPostgres } from '@rentspace/db';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { startServer, type RunningServer } from './app-process.ts';

/**
 * A PostgreSQL cluster of our own (so tests can restart it), one database on it, and a way to
 * start instances of the product against it, as production runs them.
 */
export async function startSystem(options: { pgPort: number }) {
  const cluster: PostgresCluster | undefined = startPostgresCluster(options.pgPort);
  if (!cluster)
    throw new Error('The fault tests need a PostgreSQL server (apt-get install postgresql)');
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await admin.unsafe('create database rentspace');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/rentspace';
  const databaseUrl = url.toString();
  const scratch = mkdtempSync(join(tmpdir(), 'rentspace-faults-'));
  const secret = randomBytes(32).toString('hex');
  const servers: RunningServer[] = [];
  const db = openPostgres({ url: databaseUrl, max: 4 });

  return {
    cluster,
    databaseUrl,
    /** A Drizzle handle on the same database, for factories and checks. */
    db: db.db,
    /** `entry`: another build of the server than `npm start`'s (a next release). */
    async startInstance(port: number, env: Record<string, string> = {}, entry?: string) {
      const server = await startServer({
        port,
        entry,
        env: {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: secret,
          SITE_URL: 'http://127.0.0.1:3000',
          DATA_DIR: scratch,
          SEED_ON_START: 'false',
          JOB_INTERVAL_SECONDS: '1',
          RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
          RATE_LIMIT_SIGNIN_PER_5_MIN: '100000',
          // A few guests hold many slots at once here; the hold limits have tests of their own.
          LIMIT_HOLDS_PER_GUEST: '100000',
          LIMIT_HOLDS_PER_GUEST_PER_LISTING: '100000',
          WEB_BUILD_DIR: join(process.cwd(), 'apps/web/build'),
          ...env,
        },
      });
      servers.push(server);
      return server;
    },
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await db.close();
      cluster.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export type System = Awaited<ReturnType<typeof startSystem>>;
