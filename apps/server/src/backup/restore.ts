import { chmod, copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { openPglite } from '@rentspace/db';
import {
  copyFiles,
  COUNT_ROWS_SQL,
  knowsMigration,
  readCounts,
  readManifest,
  sha256Of,
  type Manifest,
} from './manifest.ts';
import { runPostgresTool } from './postgres-tools.ts';

export interface RestoreTarget {
  /** The data directory to fill: PGlite's database (for a PGlite backup), uploads, token secret. */
  dataDir: string;
  /** The empty PostgreSQL database to restore into (for a PostgreSQL backup). */
  databaseUrl?: string;
}

const isEmpty = async (dir: string) => (await readdir(dir).catch(() => [])).length === 0;

/**
 * `npm run restore`: checks the backup against its manifest, refuses to write over anything, then
 * restores the database and the uploads; the product starts on the result as on any data directory
 * or database (docs/decisions/0029-backup-and-restore.md).
 */
export async function restoreBackup(backup: string, target: RestoreTarget) {
  const source = resolve(backup);
  const manifest = await readManifest(source);
  if (!knowsMigration(manifest.migration))
    throw new Error(
      `The backup's schema (${manifest.migration}) is newer than this version of Rentspace knows`,
    );
  await verifyChecksums(source, manifest);

  const dataDir = resolve(target.dataDir);
  const storage = join(dataDir, 'storage');
  if (manifest.database.kind === 'pglite') {
    if (target.databaseUrl)
      throw new Error(
        'This is a backup of the embedded database: restore it into a data directory',
      );
    if (!(await isEmpty(dataDir))) throw new Error(`${dataDir} is not empty`);
  } else {
    if (!target.databaseUrl)
      throw new Error('This is a backup of PostgreSQL: give the database to restore into');
    if (!(await isEmpty(storage))) throw new Error(`${storage} is not empty`);
  }

  const started = performance.now();
  const file = join(source, manifest.database.file);
  const counts =
    manifest.database.kind === 'pglite'
      ? await restorePglite(file, join(dataDir, 'pglite'))
      : await restorePostgres(file, target.databaseUrl!);
  for (const [table, count] of Object.entries(manifest.database.counts)) {
    if (counts[table] !== count)
      throw new Error(`The restored ${table} hold ${counts[table]} rows, the backup ${count}`);
  }
  const databaseDone = performance.now();

  await copyFiles(
    join(source, 'storage'),
    storage,
    manifest.uploads.files.map((upload) => upload.path),
  );
  if (manifest.token_secret_file) {
    const secret = join(dataDir, 'jwt-secret');
    if (!existsSync(secret)) {
      await copyFile(join(source, manifest.token_secret_file), secret);
      await chmod(secret, 0o600);
    }
  }
  return {
    manifest,
    durations_ms: {
      database: Math.round(databaseDone - started),
      uploads: Math.round(performance.now() - databaseDone),
    },
  };
}

async function verifyChecksums(source: string, manifest: Manifest) {
  const files = [
    { path: manifest.database.file, sha256: manifest.database.sha256 },
    ...manifest.uploads.files.map((upload) => ({ ...upload, path: join('storage', upload.path) })),
  ];
  for (const file of files) {
    const actual = await sha256Of(join(source, file.path)).catch(() => 'missing');
    if (actual !== file.sha256)
      throw new Error(`${file.path} in the backup is damaged or missing (checksum ${actual})`);
  }
}

/** PGlite unpacks the copy into the new data directory and opens it once: ready to start on. */
async function restorePglite(file: string, dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  const handle = await openPglite({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  try {
    const { rows } = await handle.client.query<Record<string, unknown>>(COUNT_ROWS_SQL);
    return readCounts(rows[0]!).counts;
  } finally {
    await handle.close();
  }
}

async function restorePostgres(file: string, url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql<{ tables: number }[]>`
      select count(*)::int as tables from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`;
    if (existing!.tables > 0) throw new Error('The target database is not empty');
    await runPostgresTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file]);
    const [row] = await sql.unsafe(COUNT_ROWS_SQL);
    return readCounts(row as Record<string, unknown>).counts;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
