import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DbHandle } from './client.ts';

/** A hash of the committed migrations, so cached templates follow schema changes. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql'))
      hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A migrated PGlite data directory, dumped once and reused by every test file (initdb is slow). */
async function pgliteTemplate(): Promise<Blob> {
  const dir = join(tmpdir(), 'rentspace-test-templates');
  const file = join(dir, `pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const handle = await openPglite();
    await handle.migrate();
    const dump = await handle.client.dumpDataDir('none');
    await handle.close();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `rentspace_tpl_${migrationsHash()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const conn = await admin.reserve();
  try {
    // One worker builds the template; the others wait on the same advisory lock.
    await conn`select pg_advisory_lock(42424242)`;
    const [found] = await conn`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      const building = `${name}_building`;
      await conn.unsafe(`drop database if exists "${building}"`);
      await conn.unsafe(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = openPostgres({ url: url.toString(), max: 1 });
      await handle.migrate();
      await handle.close();
      await conn.unsafe(`alter database "${building}" rename to "${name}"`);
    }
    await conn`select pg_advisory_unlock(42424242)`;
  } finally {
    conn.release();
    await admin.end();
  }
  return name;
}

// A test worker runs several files one after another (vitest.config.ts), so it reads the PGlite
// template and makes sure of the PostgreSQL one once. A failure is not kept: the next file tries again.
let pgliteTemplateRead: Promise<Blob> | undefined;
const postgresTemplateNames = new Map<string, Promise<string>>();

function pgliteTemplateOnce(): Promise<Blob> {
  pgliteTemplateRead ??= pgliteTemplate().catch((error: unknown) => {
    pgliteTemplateRead = undefined;
    throw error;
  });
  return pgliteTemplateRead;
}

function postgresTemplateOnce(adminUrl: string): Promise<string> {
  let name = postgresTemplateNames.get(adminUrl);
  if (!name) {
    name = postgresTemplate(adminUrl).catch((error: unknown) => {
      postgresTemplateNames.delete(adminUrl);
      throw error;
    });
    postgresTemplateNames.set(adminUrl, name);
  }
  return name;
}

export interface TestDatabase extends DbHandle {
  /** The connection URL when the test database is a PostgreSQL server, for a second client. */
  url?: string;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, a new PostgreSQL
 * database (copied from a migrated template) when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPglite({ loadDataDir: await pgliteTemplateOnce() });

  const template = await postgresTemplateOnce(adminUrl);
  const name = `rentspace_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres({ url: url.toString(), max: 10 });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
