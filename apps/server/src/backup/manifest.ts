import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { MIGRATIONS_FOLDER } from '@rentspace/db';

/** What a backup holds, written last into it as `manifest.json`. */
export interface Manifest {
  format: 1;
  created_at: string;
  /** The newest migration applied to the backed-up database: the schema's version. */
  migration: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** `database.tar.gz` (PGlite's data directory) or `database.dump` (pg_dump, custom format). */
    file: string;
    bytes: number;
    sha256: string;
    /** Rows of the tables a restore is checked against, as in the snapshot. */
    counts: Record<string, number>;
  };
  uploads: {
    kind: 'local' | 's3';
    /** Files copied from {DATA_DIR}/storage (none for S3: the bucket keeps its own versions). */
    files: { path: string; bytes: number; sha256: string }[];
  };
  /** The generated token secret, when there was one: sessions outlive the restore. */
  token_secret_file?: string;
  durations_ms: { database: number; uploads: number };
}

export const MANIFEST = 'manifest.json';

/** The tables whose rows a backup counts and a restore checks. */
export const COUNTED_TABLES = [
  'users',
  'spaces',
  'bookings',
  'sandbox_payment_intents',
  'payment_events',
  'payouts',
] as const;

export const COUNT_ROWS_SQL = `select ${COUNTED_TABLES.map(
  (table) => `(select count(*)::int from ${table}) as ${table}`,
).join(', ')}, (select max(created_at) from drizzle.__drizzle_migrations)::text as migrated_at`;

interface Journal {
  entries: { tag: string; when: number }[];
}

const journal = () =>
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;

/** The migration tag of a `created_at` in Drizzle's record of applied migrations. */
export function migrationTag(migratedAt: string | number | null): string {
  const entry = journal().entries.find((candidate) => candidate.when === Number(migratedAt));
  return entry?.tag ?? `unknown (${migratedAt})`;
}

/** True when this version of the product knows the migration (it can run on that schema). */
export function knowsMigration(tag: string): boolean {
  return journal().entries.some((entry) => entry.tag === tag);
}

/** Splits the counting query's row into counts and the migration tag. */
export function readCounts(row: Record<string, unknown>) {
  const counts = Object.fromEntries(COUNTED_TABLES.map((table) => [table, Number(row[table])]));
  return { counts, migration: migrationTag(row.migrated_at as string | null) };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under a directory, as paths relative to it; unfinished writes are left out. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Copies files from one directory into another, keeping their relative paths. */
export async function copyFiles(from: string, to: string, paths: string[]) {
  for (const path of paths) {
    await mkdir(dirname(join(to, path)), { recursive: true });
    await copyFile(join(from, path), join(to, path));
  }
}

export async function writeManifest(dir: string, manifest: Manifest) {
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format: ${String(manifest.format)}`);
  return manifest;
}
