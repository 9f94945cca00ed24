import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { queryRows } from '@rentspace/db';
import { startSystem, type System } from '../system/instances.ts';
import { signUpAt } from '../system/api-client.ts';
import type { RunningServer } from '../system/app-process.ts';

const S3_PORT = 3505;
const BUCKET = 'rentspace';

/** s3rver, an S3-compatible server from npm, keeping its objects in a directory across restarts. */
function s3Server(directory: string) {
  let server: S3rver | undefined;
  return {
    async start() {
      server = new S3rver({
        address: '127.0.0.1',
        port: S3_PORT,
        silent: true,
        directory,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      await server.run();
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
    /** The keys stored in the bucket. */
    keys(): string[] {
      const root = join(directory, BUCKET);
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (entry.name.endsWith('._S3rver_object'))
            found.push(relative(root, path).replace(/\._S3rver_object$/, ''));
        }
      };
      walk(root);
      return found.sort();
    },
  };
}

async function photo(seed: number) {
  return sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: seed % 255, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
}

async function upload(base: string, token: string, path: string, body: Buffer) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/storage/v1/object/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: text ? JSON.parse(text) : undefined,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, json: undefined, retryAfter: null, ms: performance.now() - started };
  }
}

/** Rows per table, to show that a refused upload wrote nothing. */
async function rowCounts(system: System) {
  const tables = await queryRows<{ name: string }>(
    system.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      system.db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts[name] = row!.n;
  }
  return counts;
}

describe('S3-compatible storage down during uploads', () => {
  let system: System;
  let app: RunningServer;
  let s3: ReturnType<typeof s3Server>;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'rentspace-s3-'));
    s3 = s3Server(directory);
    await s3.start();
    system = await startSystem({ pgPort: 55505 });
    app = await system.startInstance(3506, {
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  }, 240_000);
  afterAll(async () => {
    await system?.stop();
    await s3?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('answers a clear 503 while it is down, stores and writes nothing half, and works after', async () => {
    const host = await signUpAt(app.url, `host-${Date.now()}@example.test`);
    const stored = await upload(app.url, host.token, 'spaces/room.png', await photo(1));
    expect(stored.status).toBe(201);
    const keysBefore = s3.keys();
    expect(keysBefore).toContain(`spaces/${stored.json.path}`);
    const read = await fetch(`${app.url}${stored.json.url}`);
    expect(read.status).toBe(200);
    await read.arrayBuffer();

    await s3.stop();
    const rowsBefore = await rowCounts(system);
    const refused = [];
    for (let i = 0; i < 3; i++) {
      refused.push(await upload(app.url, host.token, 'spaces/room.png', await photo(10 + i)));
      refused.push(
        await upload(app.url, host.token, 'profile-images/avatar.png', await photo(20 + i)),
      );
    }
    const readDuring = await fetch(`${app.url}${stored.json.url}`);
    const readDuringBody = (await readDuring.json()) as { error: { code: string } };

    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).not.toBeNull();
      expect(answer.json.error).toEqual({
        code: 'storage_unavailable',
        message: 'File storage is unavailable at the moment. Please try again in a moment.',
      });
      expect(answer.ms).toBeLessThan(10_000);
    }
    expect(readDuring.status).toBe(503);
    expect(readDuringBody.error.code).toBe('storage_unavailable');
    // Nothing was written in the database by the refused uploads.
    expect(await rowCounts(system)).toEqual(rowsBefore);

    await s3.start();
    // No object of a refused upload appeared (nothing half-stored was left behind).
    expect(s3.keys()).toEqual(keysBefore);
    const after = await upload(app.url, host.token, 'spaces/room.png', await photo(30));
    expect(after.status).toBe(201);
    const again = await fetch(`${app.url}${stored.json.url}`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).length).toBeGreaterThan(0);
    // Each stored photo is its full-size file and its smaller copies, nothing else.
    const perUpload = keysBefore.length;
    expect(s3.keys()).toHaveLength(2 * perUpload);
    console.info(
      `faults: S3 storage down: ${refused.length} uploads refused with 503 and the storage message (slowest ${Math.round(Math.max(...refused.map((r) => r.ms)))} ms), ` +
        `a read of a stored file 503; 0 rows written, 0 objects left behind; ${perUpload} objects per photo before and after`,
    );
  });
});
