import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type DbHandle } from './client.ts';
import { pgErrorCode, PG } from './errors.ts';
import { PgliteThread } from './pglite-thread.ts';
import { cities } from './schema/index.ts';

const TIMESTAMPTZ = 1184;

describe('PGlite on a worker thread', () => {
  let dataDir: string;
  let thread: PgliteThread;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    thread = await PgliteThread.start(dataDir);
    await thread.exec(
      'create table notes (id int primary key, body text, at timestamptz, doc jsonb, raw bytea)',
    );
  }, 60_000);
  afterAll(async () => {
    await thread?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers queries with their parameters, typed as PGlite types them, in either row mode', async () => {
    const at = new Date('2030-05-06T07:08:09.000Z');
    await thread.query('insert into notes values ($1, $2, $3, $4, $5)', [
      1,
      'first',
      at,
      JSON.stringify({ a: [1, 2] }),
      new Uint8Array([1, 2, 3]),
    ]);
    const asObjects = await thread.query('select * from notes where id = $1', [1]);
    expect(asObjects.rows).toEqual([
      { id: 1, body: 'first', at, doc: { a: [1, 2] }, raw: new Uint8Array([1, 2, 3]) },
    ]);
    const asArrays = await thread.query('select id, body from notes where id = $1', [1], {
      rowMode: 'array',
    });
    expect(asArrays.rows).toEqual([[1, 'first']]);
    expect(asArrays.fields.map((field) => field.name)).toEqual(['id', 'body']);
  });

  it("hands over values as written for the caller's parsers and applies them on this side", async () => {
    const result = await thread.query(
      "select '2030-05-06 07:08:09+00'::timestamptz as at, null::timestamptz as never",
      [],
      {
        parsers: { [TIMESTAMPTZ]: (value) => `parsed ${value}` },
      },
    );
    expect(result.rows).toEqual([{ at: 'parsed 2030-05-06 07:08:09+00', never: null }]);
  });

  it("reports the database's errors with their SQLSTATE and constraint", async () => {
    const error = await thread
      .query('insert into notes (id) values (1)')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(pgErrorCode(error)).toBe(PG.uniqueViolation);
    expect((error as { constraint?: string }).constraint).toBe('notes_pkey');
  });

  it('commits a transaction that finishes and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (10, $1)', ['kept']);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (11, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await thread.query('select id from notes where id in (10, 11) order by id');
    expect(rows).toEqual([{ id: 10 }]);
  });

  it('makes other queries wait for an open transaction, as one connection does', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (20, $1)', ['inside']);
      outside = thread.query('select body from notes where id = 20').then((result) => {
        order.push('outside');
        return result.rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('commit');
    });
    expect(await outside).toEqual([{ body: 'inside' }]);
    expect(order).toEqual(['commit', 'outside']);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('thread_test', (payload) => heard.push(payload));
    await thread.query("select pg_notify('thread_test', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await thread.query("select pg_notify('thread_test', 'two')");
    await thread.query('select 1');
    expect(heard).toEqual(['one']);
  });
});

describe('the server database on a thread', () => {
  it(
    'runs Drizzle, migrations and transactions, and keeps the data in its directory across a restart',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-db-'));
      let handle: DbHandle | undefined;
      try {
        handle = await openPgliteThread({ dataDir });
        await handle.migrate();
        await handle.db.insert(cities).values({
          slug: 'threadville',
          name: 'Threadville',
          seo_title: 'Threadville',
          meta_description: 'A test city',
          hero_image: '/hero.webp',
          description: 'A test city',
        });
        await expect(
          handle.db.transaction(async (tx) => {
            await tx.update(cities).set({ name: 'Renamed' }).where(eq(cities.slug, 'threadville'));
            tx.rollback();
          }),
        ).rejects.toThrow();
        await handle.close();

        handle = await openPgliteThread({ dataDir });
        await handle.migrate();
        const rows = await handle.db
          .select({ name: cities.name })
          .from(cities)
          .where(eq(cities.slug, 'threadville'));
        expect(rows).toEqual([{ name: 'Threadville' }]);
        await handle.close();
        // A closed database refuses queries instead of leaving them waiting.
        await expect(handle.db.select().from(cities)).rejects.toThrow();
        handle = undefined;
        // A data directory that is a file: the thread reports PGlite's failure to start.
        const notADirectory = join(dataDir, 'PG_VERSION');
        await expect(PgliteThread.start(notADirectory)).rejects.toThrow();
      } finally {
        await handle?.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
