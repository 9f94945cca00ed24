import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '@rentspace/db';
import { createSpace, createUser } from '@rentspace/db/factories';
import { startSystem, type System } from '../system/instances.ts';
import { ROOT, startServer, type RunningServer } from '../system/app-process.ts';
import { book, request, signUpAt } from '../system/api-client.ts';

const run = promisify(execFile);
const PASSWORD = 'a-good-long-password';
const ROW_TABLES = ['bookings', 'sandbox_payment_intents', 'payouts'] as const;
type Rows = Record<(typeof ROW_TABLES)[number], string[]>;
type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** `npm run backup` / `npm run restore`, as an operator runs them (the CLI's own process). */
async function cli(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/backup/cli.ts', ...args],
    { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
  );
  return { stdout, ms: Math.round(performance.now() - started) };
}

/** Ids of the rows that matter to money, created before a moment (by the database's clock). */
async function rowsBefore(query: Query, before: Date): Promise<Rows> {
  const rows = {} as Rows;
  for (const table of ROW_TABLES) {
    const found = await query(
      `select id::text as id from ${table} where created_at < '${before.toISOString()}' order by id`,
    );
    rows[table] = found.map((row) => String(row.id));
  }
  return rows;
}

const postgresBinDir = () => {
  const base = '/usr/lib/postgresql';
  return join(base, readdirSync(base).sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
};

interface Drill {
  /** The source instance, on which the test books while the backup runs. */
  source: RunningServer;
  space: { id: string; hourly_price: number; currency: string };
  host: { email: string };
  /** The backup command's environment: the source's configuration. */
  env: Record<string, string>;
  /** Runs `npm run restore` into a new place (and checks it refuses one in use). */
  restore(backup: string): Promise<void>;
  /** The source's rows before a moment (after the writes, for the comparison). */
  sourceRows(before: Date): Promise<Rows>;
  restoredRows(before: Date): Promise<Rows>;
  /** Starts the product on the restored database and uploads. */
  startRestored(): Promise<RunningServer>;
}

/**
 * The drill: bookings, payments, payouts and an upload, then a backup while a writer keeps
 * booking, a restore into a new place, and the product on it with everything committed before
 * the backup started. Rows count as committed before it when created before its start: a booking's
 * transaction lasts milliseconds, the backup command takes its snapshot a second or more later.
 */
async function drill(d: Drill, scratch: string, label: string) {
  const guest = await signUpAt(d.source.url, `guest-${label}@example.test`, PASSWORD);
  const hostToken = (
    await request(d.source.url, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: d.host.email, password: PASSWORD },
    })
  ).json.access_token as string;
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: 'teal' },
  })
    .png()
    .toBuffer();
  const uploaded = await fetch(`${d.source.url}/storage/v1/object/spaces/photo.png`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${hostToken}`, 'Content-Type': 'image/png' },
    body: photo,
  });
  expect(uploaded.status).toBe(201);
  const uploadPath = `/storage/v1/object/public/spaces/${((await uploaded.json()) as { path: string }).path}`;
  const uploadSha = createHash('sha256')
    .update(Buffer.from(await (await fetch(`${d.source.url}${uploadPath}`)).arrayBuffer()))
    .digest('hex');

  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 3);
  // Ten daytime hours a day, one day after another.
  const slot = (index: number) =>
    new Date(day.getTime() + Math.floor(index / 10) * 86400_000 + (9 + (index % 10)) * 3600_000);
  const paid: { id: string; at: number }[] = [];
  for (let index = 0; index < 3; index++) {
    const booked = await book(d.source.url, guest.token, d.space, slot(index));
    expect(booked).toMatchObject({ stage: 'pay', succeeded: true });
    paid.push({ id: booked.bookingId!, at: Date.now() });
  }

  // The writer books the following hours, one after another, until the backup is done.
  let writing = true;
  const writer = (async () => {
    for (let index = 3; writing && index < 200; index++) {
      const booked = await book(d.source.url, guest.token, d.space, slot(index));
      if (booked.stage === 'pay' && booked.succeeded)
        paid.push({ id: booked.bookingId!, at: Date.now() });
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const backupStarted = new Date();
  const backup = join(scratch, `backup-${label}`);
  const taken = await cli(['backup', backup], d.env);
  writing = false;
  await writer;
  const paidBefore = paid.filter((booking) => booking.at < backupStarted.getTime());
  const paidDuring = paid.length - paidBefore.length;
  expect(paidBefore.length).toBeGreaterThan(3);
  expect(paidDuring).toBeGreaterThan(0);
  const manifest = JSON.parse(readFileSync(join(backup, 'manifest.json'), 'utf8'));

  const restoreStarted = performance.now();
  await d.restore(backup);
  const restoreMs = Math.round(performance.now() - restoreStarted);

  // Every row made before the backup started is in the restored database; nothing is invented.
  const before = await d.sourceRows(backupStarted);
  const after = await d.restoredRows(backupStarted);
  const restored = await d.startRestored();
  expect(after).toEqual(before);
  expect(before.bookings).toEqual(expect.arrayContaining(paidBefore.map((booking) => booking.id)));
  expect(before.payouts.length).toBeGreaterThanOrEqual(paidBefore.length);

  // The product runs on it: the guest signs in, sees the bookings paid, the upload is served.
  const signIn = await request(restored.url, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email: `guest-${label}@example.test`, password: PASSWORD },
  });
  expect(signIn.status).toBe(200);
  const bookings = await request(restored.url, 'GET', '/rest/v1/bookings?limit=100', {
    token: signIn.json.access_token,
  });
  const confirmed = new Set(
    (bookings.json.data as { id: string; status: string }[])
      .filter((booking) => booking.status === 'confirmed')
      .map((booking) => booking.id),
  );
  for (const booking of paidBefore) expect(confirmed.has(booking.id)).toBe(true);
  const served = await fetch(`${restored.url}${uploadPath}`);
  expect(served.status).toBe(200);
  expect(
    createHash('sha256')
      .update(Buffer.from(await served.arrayBuffer()))
      .digest('hex'),
  ).toBe(uploadSha);
  // The restored database still refuses a double booking.
  const again = await book(restored.url, signIn.json.access_token, d.space, slot(0));
  expect(again).toMatchObject({ stage: 'hold', status: 409 });

  console.info(
    `faults: restore drill on ${label}: ${paidBefore.length} bookings paid before the backup, ` +
      `${paidDuring} during it, all ${before.bookings.length} bookings, ` +
      `${before.sandbox_payment_intents.length} payments, ${before.payouts.length} payouts and ` +
      `${manifest.uploads.files.length} upload files back; backup ${taken.ms} ms ` +
      `(database ${manifest.durations_ms.database} ms), restore ${restoreMs} ms with the product ` +
      `ready ${Math.round(restored.readyAfterMs)} ms after its start`,
  );
}

async function hostAndSpace(db: Database, label: string) {
  const host = await createUser(db, { email: `host-${label}@example.test`, password: PASSWORD });
  const space = await createSpace(db, {
    user_id: host.id,
    is_published: true,
    time_zone: 'UTC',
    currency: 'USD',
    hourly_price: 3000,
    title: `Drilled loft (${label})`,
  });
  return { host, space };
}

const serverEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SITE_URL: 'http://127.0.0.1:3000',
  SEED_ON_START: 'false',
  JOB_INTERVAL_SECONDS: '1',
  RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
  RATE_LIMIT_SIGNIN_PER_5_MIN: '100000',
  WEB_BUILD_DIR: join(ROOT, 'apps/web/build'),
});

/** PGlite rows, read by opening the data directory (no instance may hold it meanwhile). */
async function pgliteRows(dataDir: string, before: Date) {
  const handle = await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    return await rowsBefore(
      async (text) => (await handle.client.query(text)).rows as never,
      before,
    );
  } finally {
    await handle.close();
  }
}

describe('restore drill', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'rentspace-drill-'));
  const servers: RunningServer[] = [];
  let system: System | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await system?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('backs up PGlite under writes from the running instance and restores every committed row and upload', async () => {
    const dataDir = join(scratch, 'pglite-source');
    const restoredDir = join(scratch, 'pglite-restored');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const prepared = await openPglite({ dataDir: join(dataDir, 'pglite') });
    await prepared.migrate();
    const { host, space } = await hostAndSpace(prepared.db, 'pglite');
    await prepared.close();
    const source = await startServer({ port: 3260, env: serverEnv(dataDir) });
    servers.push(source);

    // The operator endpoint answers no one without the key, nor anything relayed by a proxy.
    const snapshotUrl = `${source.url}/ops/v1/database-snapshot`;
    expect((await fetch(snapshotUrl, { method: 'POST' })).status).toBe(404);
    const key = (await import('../../src/backup/operator.ts')).operatorKey(
      readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim(),
    );
    const relayed = await fetch(snapshotUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(relayed.status).toBe(404);

    await drill(
      {
        source,
        space,
        host,
        env: { DATA_DIR: dataDir },
        async restore(backup) {
          // A restore never writes over a data directory in use.
          await expect(cli(['restore', backup, '--data-dir', dataDir], {})).rejects.toThrow(
            /is not empty/,
          );
          await cli(['restore', backup, '--data-dir', restoredDir], {});
        },
        async sourceRows(before) {
          await source.stop();
          return pgliteRows(dataDir, before);
        },
        restoredRows: (before) => pgliteRows(restoredDir, before),
        async startRestored() {
          const restored = await startServer({ port: 3261, env: serverEnv(restoredDir) });
          servers.push(restored);
          return restored;
        },
      },
      scratch,
      'pglite',
    );
  });

  it('backs up PostgreSQL under writes with pg_dump and restores every committed row and upload into a new database', async () => {
    system = await startSystem({ pgPort: 3269 });
    const dataDir = join(scratch, 'postgres-source');
    const restoredDir = join(scratch, 'postgres-restored');
    // The instance migrates the new database first.
    const source = await system.startInstance(3262, serverEnv(dataDir));
    const { host, space } = await hostAndSpace(system.db, 'postgres');
    const restoredUrl = new URL(system.databaseUrl);
    restoredUrl.pathname = '/rentspace_restored';
    const tools = { POSTGRES_BIN_DIR: postgresBinDir() };
    const queryAt = (url: string) => async (text: string) => {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      try {
        return (await sql.unsafe(text)) as unknown as Record<string, unknown>[];
      } finally {
        await sql.end();
      }
    };
    await drill(
      {
        source,
        space,
        host,
        env: { DATA_DIR: dataDir, DATABASE_URL: system.databaseUrl, ...tools },
        async restore(backup) {
          await expect(
            cli(
              ['restore', backup, '--data-dir', restoredDir, '--database-url', system!.databaseUrl],
              tools,
            ),
          ).rejects.toThrow(/not empty/);
          await queryAt(system!.cluster.url)('create database rentspace_restored');
          await cli(
            [
              'restore',
              backup,
              '--data-dir',
              restoredDir,
              '--database-url',
              restoredUrl.toString(),
            ],
            tools,
          );
        },
        sourceRows: (before) => rowsBefore(queryAt(system!.databaseUrl), before),
        restoredRows: (before) => rowsBefore(queryAt(restoredUrl.toString()), before),
        startRestored: () =>
          system!.startInstance(3263, {
            ...serverEnv(restoredDir),
            DATABASE_URL: restoredUrl.toString(),
          }),
      },
      scratch,
      'postgres',
    );
  });
});
