import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createSpace } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { photoWithGps, uploadRaw } from '../listings/testing.ts';

/** A PNG of noise, about `kb` kilobytes (noise does not compress). */
async function noisePng(kb: number) {
  const side = Math.ceil(Math.sqrt((kb * 1024) / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Makes an upload look 25 hours old. */
async function age(t: TestApp, path: string) {
  await t.db.execute(
    sql`update uploads set created_at = now() - interval '25 hours' where path = ${path}`,
  );
}

async function uploadRows(t: TestApp, userId: string) {
  return queryRows<{ path: string; bytes: number }>(
    t.db,
    sql`select path, bytes::int as bytes from uploads where user_id = ${userId} order by created_at`,
  );
}

describe('upload limits (docs/product/listings.md#upload-limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_UPLOADS_PER_DAY: '3', STORAGE_LIMIT_PER_USER_MB: '1' },
    });
  });
  afterAll(() => t.close());

  it('records each upload and refuses a person past their storage with 413, keeping nothing of it', async () => {
    const person = await signUp(t.app);
    const first = await uploadRaw(
      t.app,
      person.token,
      'spaces/a.png',
      await noisePng(600),
      'image/png',
    );
    expect(first.status).toBe(201);
    const rows = await uploadRows(t, person.userId);
    expect(rows).toEqual([{ path: first.json.path, bytes: expect.any(Number) }]);
    expect(rows[0]!.bytes).toBeGreaterThan(600 * 1024);
    const second = await uploadRaw(
      t.app,
      person.token,
      'spaces/b.png',
      await noisePng(600),
      'image/png',
    );
    expect(second.status).toBe(413);
    expect(second.json.error).toEqual({
      code: 'storage_full',
      message:
        'Your photos and videos use all of your 1 MB of storage. Remove some you no longer use to upload more.',
    });
    expect(await uploadRows(t, person.userId)).toHaveLength(1);
    const stem = first.json.path.replace(/\.webp$/, '');
    expect(readdirSync(join(t.storageDir, 'spaces', person.userId)).sort()).toEqual(
      [
        `${stem.split('/')[1]}-400.webp`,
        `${stem.split('/')[1]}-800.webp`,
        `${stem.split('/')[1]}.webp`,
      ].sort(),
    );
    // Removing a file frees its space.
    const removed = await call(t.app, 'DELETE', `/storage/v1/object/spaces/${first.json.path}`, {
      token: person.token,
    });
    expect(removed.status).toBe(200);
    expect(await uploadRows(t, person.userId)).toHaveLength(0);
  });

  it('refuses uploads past the day’s with 429 and Retry-After', async () => {
    const person = await signUp(t.app);
    const photo = await photoWithGps(200, 150);
    for (let i = 0; i < 3; i++) {
      expect(
        (await uploadRaw(t.app, person.token, 'spaces/p.jpg', photo, 'image/jpeg')).status,
      ).toBe(201);
    }
    const refused = await uploadRaw(t.app, person.token, 'spaces/p.jpg', photo, 'image/jpeg');
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(
      /^You have uploaded too many files today\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(80_000);
  });
});

describe('uploads nothing refers to (the job runner)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes uploads no listing or profile refers to after 24 hours, row and files on disk', async () => {
    const host = await signUp(t.app);
    const photo = await photoWithGps(400, 300);
    const upload = async () =>
      (await uploadRaw(t.app, host.token, 'spaces/p.jpg', photo, 'image/jpeg')).json as {
        path: string;
        url: string;
      };
    const [kept, orphan, fresh, avatar] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    await createSpace(t.db, { user_id: host.userId, images: [kept.url] });
    await t.db.execute(
      sql`update profiles set avatar_url = ${`${avatar.url}?v=2`} where id = ${host.userId}`,
    );
    for (const old of [kept, orphan, avatar]) await age(t, old.path);
    const file = (path: string) => join(t.storageDir, 'spaces', path);
    const stem = orphan.path.replace(/\.webp$/, '');
    expect(existsSync(file(orphan.path)) && existsSync(file(`${stem}-400.webp`))).toBe(true);

    const counts = await t.services.createJobRunner().runOnce();
    expect(counts.removedUploads).toBe(1);
    expect(existsSync(file(orphan.path))).toBe(false);
    expect(existsSync(file(`${stem}-400.webp`))).toBe(false);
    for (const still of [kept, fresh, avatar]) expect(existsSync(file(still.path))).toBe(true);
    expect((await uploadRows(t, host.userId)).map((row) => row.path).sort()).toEqual(
      [kept.path, fresh.path, avatar.path].sort(),
    );
  });
});
