import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, queryRows } from '@rentspace/db';
import { createTestDatabase, type TestDatabase } from '@rentspace/db/testing';
import { releaseMigrations } from '../test/system/releases.ts';
import { loadConfig } from './config.ts';
import { openAppDatabase } from './database.ts';
import { createLogger } from './logger.ts';

/** The start-up migrations as a rolling upgrade meets them (docs/operations.md, "Rolling upgrade"). */
describe('migrations on start', () => {
  let db: TestDatabase;
  let scratch: string;
  let next: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    scratch = mkdtempSync(join(tmpdir(), 'rentspace-release-'));
    next = join(scratch, 'next');
    releaseMigrations(MIGRATIONS_FOLDER, next, '9000_expand_note', [
      'ALTER TABLE "messages" ADD COLUMN "note" text;',
    ]);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const hasNote = async () =>
    (
      await queryRows<{ n: number }>(
        db.db,
        sql`select count(*)::int as n from information_schema.columns
          where table_name = 'messages' and column_name = 'note'`,
      )
    )[0]!.n === 1;

  it("applies the next release's expand migration, and lets this release run on the expanded schema", async () => {
    expect(await db.migrate()).toEqual({ state: 'current' });
    expect(await hasNote()).toBe(false);
    expect(await db.migrate(next)).toEqual({ state: 'migrated' });
    expect(await hasNote()).toBe(true);
    expect(await db.migrate(next)).toEqual({ state: 'current' });
    // The release before it (a rollback, or an instance not yet upgraded) starts and changes nothing.
    const outcome = await db.migrate();
    expect(outcome.state).toBe('ahead');
    expect(outcome.state === 'ahead' && outcome.newestApplied > outcome.newestKnown).toBe(true);
    expect(await hasNote()).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: instances starting at once apply a migration once, say so, and leave no lock behind',
    async () => {
      const lines: string[] = [];
      const logger = createLogger(
        'info',
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString());
            done();
          },
        }),
      );
      const third = join(scratch, 'third');
      releaseMigrations(next, third, '9001_expand_topic', [
        'ALTER TABLE "messages" ADD COLUMN "topic" text;',
      ]);
      const config = loadConfig({ DATABASE_URL: db.url!, MIGRATIONS_DIR: third });
      // A release whose migration fails does not start, and does not keep the others waiting.
      const broken = join(scratch, 'broken');
      releaseMigrations(next, broken, '9001_broken', [
        'ALTER TABLE "no_such_table" ADD COLUMN "x" text;',
      ]);
      await expect(
        openAppDatabase({ ...config, MIGRATIONS_DIR: broken }, logger),
      ).rejects.toThrow();
      const handles = await Promise.all(
        Array.from({ length: 3 }, () => openAppDatabase(config, logger)),
      );
      // Release "next" starting now finds the database ahead of it, and says so.
      const older = await openAppDatabase({ ...config, MIGRATIONS_DIR: next }, logger);
      await Promise.all([...handles, older].map((handle) => handle.close()));

      const [applied] = await queryRows<{ n: number }>(
        db.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(readFileSync(join(third, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(applied!.n).toBe(journal.entries.length);
      const [locks] = await queryRows<{ n: number }>(
        db.db,
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`,
      );
      expect(locks!.n).toBe(0);
      expect(lines.filter((line) => line.includes('database migrations applied'))).toHaveLength(1);
      expect(
        lines.filter((line) =>
          line.includes('the database has migrations newer than this release'),
        ),
      ).toHaveLength(1);
    },
  );
});
