import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { openPglite } from '@rentspace/db';
import type { Config } from '../config.ts';
import { resolveSecret } from '../secret.ts';
import {
  copyFiles,
  COUNT_ROWS_SQL,
  listFiles,
  readCounts,
  sha256Of,
  writeManifest,
  type Manifest,
} from './manifest.ts';
import { operatorKey, runningInstance } from './operator.ts';
import { runPostgresTool } from './postgres-tools.ts';

type DatabaseCopy = { file: string; counts: Record<string, number>; migration: string };

/**
 * `npm run backup`: the database's consistent snapshot, then the uploads it refers to, then the
 * manifest (docs/decisions/0029-backup-and-restore.md). Uploads are copied after the snapshot:
 * files never change once written, so every file the snapshot names is already on disk.
 */
export async function takeBackup(config: Config, out: string): Promise<Manifest> {
  const target = resolve(out);
  if ((await readdir(target).catch(() => [])).length > 0)
    throw new Error(`${out} is not empty: a backup goes into a new directory`);
  await mkdir(target, { recursive: true });
  try {
    return await writeBackup(config, target);
  } catch (error) {
    // A backup without its manifest would be refused by a restore anyway: leave nothing half-made.
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(config: Config, target: string): Promise<Manifest> {
  const started = performance.now();
  const database = config.DATABASE_URL
    ? await dumpPostgres(config.DATABASE_URL, target)
    : await dumpPglite(config, target);
  const databaseDone = performance.now();

  const files: Manifest['uploads']['files'] = [];
  if (!config.S3_BUCKET) {
    const storage = resolve(config.DATA_DIR, 'storage');
    const paths = await listFiles(storage);
    await copyFiles(storage, join(target, 'storage'), paths);
    for (const path of paths) {
      const copy = join(target, 'storage', path);
      files.push({ path, bytes: (await stat(copy)).size, sha256: await sha256Of(copy) });
    }
  }
  const secretFile = resolve(config.DATA_DIR, 'jwt-secret');
  const keepSecret = !config.JWT_SECRET && existsSync(secretFile);
  if (keepSecret) await copyFile(secretFile, join(target, 'jwt-secret'));

  const file = join(target, database.file);
  const manifest: Manifest = {
    format: 1,
    created_at: new Date().toISOString(),
    migration: database.migration,
    database: {
      kind: config.DATABASE_URL ? 'postgres' : 'pglite',
      file: database.file,
      bytes: (await stat(file)).size,
      sha256: await sha256Of(file),
      counts: database.counts,
    },
    uploads: { kind: config.S3_BUCKET ? 's3' : 'local', files },
    ...(keepSecret ? { token_secret_file: 'jwt-secret' } : {}),
    durations_ms: {
      database: Math.round(databaseDone - started),
      uploads: Math.round(performance.now() - databaseDone),
    },
  };
  await writeManifest(target, manifest);
  return manifest;
}

/**
 * pg_dump inside a REPEATABLE READ transaction's exported snapshot: the dump and the counts in
 * the manifest see exactly the same committed rows.
 */
async function dumpPostgres(url: string, target: string): Promise<DatabaseCopy> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const file = 'database.dump';
  try {
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [exported] = await tx<{ snapshot: string }[]>`select pg_export_snapshot() as snapshot`;
      const [row] = await tx.unsafe(COUNT_ROWS_SQL);
      await runPostgresTool('pg_dump', [
        '--format=custom',
        `--snapshot=${exported!.snapshot}`,
        `--file=${join(target, file)}`,
        `--dbname=${url}`,
      ]);
      return { file, ...readCounts(row as Record<string, unknown>) };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * PGlite's data directory can be open in one process only: the running instance takes the copy
 * when there is one (over loopback, with the operator key); otherwise this command opens it.
 */
async function dumpPglite(config: Config, target: string): Promise<DatabaseCopy> {
  const instance = runningInstance(config.DATA_DIR);
  let bytes: Uint8Array;
  if (instance) {
    const response = await fetch(`http://127.0.0.1:${instance.port}/ops/v1/database-snapshot`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorKey(resolveSecret(config))}` },
    }).catch((error: unknown) => {
      throw new Error(
        `The instance of process ${instance.pid} holds the database but did not answer on port ${instance.port}`,
        { cause: error },
      );
    });
    if (!response.ok)
      throw new Error(`The running instance refused the snapshot (HTTP ${response.status})`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } else {
    const dataDir = resolve(config.DATA_DIR, 'pglite');
    if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`No database in ${dataDir}`);
    const handle = await openPglite({ dataDir });
    try {
      bytes = await handle.snapshot();
    } finally {
      await handle.close();
    }
  }
  const file = 'database.tar.gz';
  await writeFile(join(target, file), bytes);
  // Opening the copy proves it opens, and counts what it holds.
  const copy = await openPglite({ loadDataDir: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
  try {
    const { rows } = await copy.client.query<Record<string, unknown>>(COUNT_ROWS_SQL);
    return { file, ...readCounts(rows[0]!) };
  } finally {
    await copy.close();
  }
}
