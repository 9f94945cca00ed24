import { queryRows } from '@rentspace/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { loadConfig } from '../config.ts';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { photoWithGps, uploadRaw } from '../listings/testing.ts';
import { videoFixture } from './testing.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage } from './s3-storage.ts';

interface FakeObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/** A tiny S3-compatible server on loopback: path-style PUT, GET (with ranges) and DELETE. */
async function startFakeS3() {
  const objects = new Map<string, FakeObject>();
  const authorizations: string[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (req, res) => {
    authorizations.push(req.headers.authorization ?? '');
    const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname.slice(1));
    if (req.method === 'PUT') {
      objects.set(key, {
        body: await read(req),
        contentType: String(req.headers['content-type']),
        cacheControl: String(req.headers['cache-control']),
      });
      res.writeHead(200, { ETag: '"etag"' }).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      res.writeHead(404, { 'Content-Type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
      return;
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Number(range[2]) : object.body.length - 1;
      const part = object.body.subarray(start, end + 1);
      res.writeHead(206, {
        'Content-Type': object.contentType,
        'Content-Length': part.length,
        'Content-Range': `bytes ${start}-${end}/${object.body.length}`,
      });
      res.end(part);
      return;
    }
    res.writeHead(200, {
      'Content-Type': object.contentType,
      'Content-Length': object.body.length,
    });
    res.end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    authorizations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
    const storage = createS3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'rentspace-test',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
    t = await createTestApp({ deps: { storage } });
    host = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores a processed photo and its copies under {S3_BUCKET}/{bucket}/{path}, signed', async () => {
    const res = await uploadRaw(
      t.app,
      host.token,
      'spaces/photo.jpg',
      await photoWithGps(1200, 800),
      'image/jpeg',
    );
    expect(res.status).toBe(201);
    const stem = res.json.path.replace(/\.webp$/, '');
    const keys = [...s3.objects.keys()];
    expect(keys).toEqual(
      expect.arrayContaining([
        `rentspace-test/spaces/${res.json.path}`,
        `rentspace-test/spaces/${stem}-400.webp`,
        `rentspace-test/spaces/${stem}-800.webp`,
      ]),
    );
    const stored = s3.objects.get(`rentspace-test/spaces/${res.json.path}`)!;
    expect(stored.contentType).toBe('image/webp');
    expect(stored.cacheControl).toContain('immutable');
    expect((await sharp(stored.body).metadata()).exif).toBeUndefined();
    expect(
      s3.authorizations.every((header) =>
        header.startsWith('AWS4-HMAC-SHA256 Credential=test-key/'),
      ),
    ).toBe(true);
  });

  it('streams a video to S3 and serves it back through the public URL, ranges included', async () => {
    const video = await videoFixture('mp4');
    const upload = await uploadRaw(t.app, host.token, 'spaces/clip.mp4', video, 'video/mp4');
    expect(upload.status).toBe(201);
    expect(s3.objects.get(`rentspace-test/spaces/${upload.json.path}`)!.body.equals(video)).toBe(
      true,
    );
    const poster = s3.objects.get(
      `rentspace-test/spaces/${upload.json.path.replace(/mp4$/, 'webp')}`,
    );
    expect(poster?.contentType).toBe('image/webp');
    const whole = await t.app.request(upload.json.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await whole.arrayBuffer()).byteLength).toBe(video.length);
    const part = await t.app.request(upload.json.url, { headers: { Range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('ftypisom');
  });

  it('answers 404 for a missing object and deletes own objects', async () => {
    expect(
      (await t.app.request('/storage/v1/object/public/spaces/nobody/missing.webp')).status,
    ).toBe(404);
    const upload = await uploadRaw(
      t.app,
      host.token,
      'spaces/clip.mp4',
      await videoFixture('mp4'),
      'video/mp4',
    );
    const removed = await call(t.app, 'DELETE', `/storage/v1/object/spaces/${upload.json.path}`, {
      token: host.token,
    });
    expect(removed.status).toBe(200);
    expect(s3.objects.has(`rentspace-test/spaces/${upload.json.path}`)).toBe(false);
    expect(
      s3.objects.has(`rentspace-test/spaces/${upload.json.path.replace(/mp4$/, 'webp')}`),
    ).toBe(false);
    expect((await t.app.request(upload.json.url)).status).toBe(404);
  });

  it('removes an upload nothing refers to after 24 hours from S3, with its copies', async () => {
    const res = await uploadRaw(
      t.app,
      host.token,
      'spaces/orphan.jpg',
      await photoWithGps(600, 400),
      'image/jpeg',
    );
    const stem = res.json.path.replace(/\.webp$/, '');
    await t.db.execute(
      sql`update uploads set created_at = now() - interval '25 hours' where path = ${res.json.path}`,
    );
    expect(s3.objects.has(`rentspace-test/spaces/${res.json.path}`)).toBe(true);
    await t.services.createJobRunner().runOnce();
    const left = [...s3.objects.keys()].filter((key) => key.includes(stem));
    expect(left).toEqual([]);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from uploads where path = ${res.json.path}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses spoofed files without writing anything to S3', async () => {
    const before = s3.objects.size;
    const res = await uploadRaw(
      t.app,
      host.token,
      'spaces/fake.jpg',
      Buffer.from('GIF89a but not really'),
      'image/gif',
    );
    expect(res.status).toBe(415);
    expect(s3.objects.size).toBe(before);
  });

  it('redirects public reads to S3_PUBLIC_URL when one is configured', async () => {
    const storage = createS3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'b',
      publicUrl: 'https://cdn.example/',
    });
    const other = await createTestApp({ deps: { storage } });
    try {
      const res = await other.app.request('/storage/v1/object/public/spaces/u/x.webp');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://cdn.example/spaces/u/x.webp');
    } finally {
      await other.close();
    }
  });

  it('is chosen by configuration: S3 when S3_BUCKET is set, local disk otherwise', async () => {
    expect(
      (await createStorage(loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: s3.endpoint }))).kind,
    ).toBe('s3');
    expect((await createStorage(loadConfig({}))).kind).toBe('local');
  });
});
