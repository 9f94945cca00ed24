import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@rentspace/core/listings/limits';
import { StoredObjectSchema } from '@rentspace/core/listings/types';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { mp4Bytes, photoWithGps, uploadRaw } from '../listings/testing.ts';
import { WEBP_MAX_SIDE } from './image.ts';
import {
  IMAGE_TOO_LARGE,
  VIDEO_UNREADABLE,
  VIDEO_WITHOUT_PICTURE,
  VIDEOS_UNAVAILABLE,
} from './service.ts';
import { FIXTURE_SIZE, videoFixture } from './testing.ts';

/** Every file under a directory, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('uploads to local storage', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    host = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  it("re-encodes a photo to WebP at three widths in the uploader's folder, without its GPS metadata", async () => {
    const photo = await photoWithGps(2400, 1600);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await uploadRaw(t.app, host.token, 'spaces/holiday.jpg', photo, 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.json.path).toMatch(new RegExp(`^${host.userId}/[0-9a-f]{24}\\.webp$`));
    expect(res.json.url).toBe(`/storage/v1/object/public/spaces/${res.json.path}`);
    expect(res.json).toMatchObject({
      bucket: 'spaces',
      kind: 'image',
      Key: `spaces/${res.json.path}`,
    });

    const stem = res.json.path.replace(/\.webp$/, '');
    const stored = readFileSync(join(t.storageDir, 'spaces', res.json.path));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    for (const width of [400, 800]) {
      const variant = await sharp(join(t.storageDir, 'spaces', `${stem}-${width}.webp`)).metadata();
      expect(variant.width).toBe(width);
    }
  });

  it('serves public files with long cache headers, nosniff and a cross-origin resource policy', async () => {
    const upload = await uploadRaw(
      t.app,
      host.token,
      'spaces/x.png',
      await sharp({ create: { width: 20, height: 10, channels: 3, background: 'red' } })
        .png()
        .toBuffer(),
    );
    const res = await t.app.request(upload.json.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(20);
    const head = await t.app.request(upload.json.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });

  it('serves files placed straight into {storageDir}/{bucket}/{path} (the seed does this)', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(t.storageDir, 'spaces', 'seed'), { recursive: true });
    writeFileSync(join(t.storageDir, 'spaces', 'seed', 'loft.webp'), Buffer.from('webp-bytes'));
    const res = await t.app.request('/storage/v1/object/public/spaces/seed/loft.webp');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('webp-bytes');
  });

  it('refuses a file that only claims to be an image, and stores nothing', async () => {
    const before = filesUnder(t.storageDir);
    const spoofed = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const res = await uploadRaw(t.app, host.token, 'spaces/cat.jpg', spoofed, 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.json.error.code).toBe('unsupported_media_type');
    const text = await uploadRaw(
      t.app,
      host.token,
      'spaces/clip.mp4',
      Buffer.from('just some text pretending'),
      'video/mp4',
    );
    expect(text.status).toBe(415);
    expect(filesUnder(t.storageDir)).toEqual(before);
  });

  it('refuses an image over the limit while it streams in, and keeps no partial file', async () => {
    const before = filesUnder(t.storageDir);
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1024, 0x42);
    const res = await uploadRaw(t.app, host.token, 'spaces/huge.jpg', big, 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe('File size must be less than 15MB');
    expect(filesUnder(t.storageDir)).toEqual(before);
  });

  it('refuses a decompression bomb (too many pixels) with 413, saying why, and stores nothing', async () => {
    const before = filesUnder(t.storageDir);
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: 'white' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await uploadRaw(t.app, host.token, 'spaces/bomb.png', bomb, 'image/png');
    expect(res.status).toBe(413);
    expect(res.json.error).toMatchObject({ code: 'image_too_large', message: IMAGE_TOO_LARGE });
    expect(IMAGE_TOO_LARGE).toBe('The image is too large: at most 50 megapixels');
    expect(filesUnder(t.storageDir)).toEqual(before);
  });

  it('scales a picture taller than WebP can hold (a long screenshot) to fit, for listings and avatars', async () => {
    const tall = await sharp({
      create: { width: 100, height: 20_000, channels: 3, background: 'white' },
    })
      .png()
      .toBuffer();
    for (const path of ['spaces/long.png', 'profile-images/avatar.png']) {
      const res = await uploadRaw(t.app, host.token, path, tall, 'image/png');
      expect(res.status).toBe(201);
      const bucket = path.split('/')[0]!;
      const meta = await sharp(join(t.storageDir, bucket, res.json.path)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 82, height: WEBP_MAX_SIDE });
    }
  });

  it('accepts real MP4, WebM and QuickTime videos under a random name, each with its first frame as a WebP poster', async () => {
    const uploads = [
      { kind: 'mp4', name: 'spaces/tour.exe', type: 'application/x-msdownload' },
      { kind: 'webm', name: 'spaces/tour.webm', type: 'video/webm' },
      { kind: 'mov', name: 'spaces/tour.mov', type: 'video/quicktime' },
    ] as const;
    for (const { kind, name, type } of uploads) {
      const video = await videoFixture(kind);
      const res = await uploadRaw(t.app, host.token, name, video, type);
      expect(res.status, kind).toBe(201);
      expect(res.json.path).toMatch(new RegExp(`^${host.userId}/[0-9a-f]{24}\\.${kind}$`));
      const stem = res.json.path.slice(0, -kind.length - 1);
      expect(res.json).toMatchObject({
        kind: 'video',
        url: `/storage/v1/object/public/spaces/${res.json.path}`,
        poster: `/storage/v1/object/public/spaces/${stem}.webp`,
      });
      expect(StoredObjectSchema.safeParse(res.json).error).toBeUndefined();
      expect(readFileSync(join(t.storageDir, 'spaces', res.json.path)).equals(video)).toBe(true);

      const poster = await t.app.request(res.json.poster);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/webp');
      const picture = sharp(Buffer.from(await poster.arrayBuffer()));
      expect(await picture.metadata()).toMatchObject({ format: 'webp', ...FIXTURE_SIZE });
      // The first frame is red; every frame after 0.3 s is blue.
      const { data } = await picture
        .extract({ left: 160, top: 120, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      expect(data[2]).toBeLessThan(50);
      expect(existsSync(join(t.storageDir, 'spaces', `${stem}-400.webp`))).toBe(true);
    }

    const mp4 = await uploadRaw(
      t.app,
      host.token,
      'spaces/clip.mp4',
      await videoFixture('mp4'),
      'video/mp4',
    );
    const served = await t.app.request(mp4.json.url, { headers: { Range: 'bytes=4-11' } });
    expect(served.status).toBe(206);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('content-range')).toBe(
      `bytes 4-11/${(await videoFixture('mp4')).length}`,
    );
    expect(await served.text()).toBe('ftypisom');
  });

  it('refuses a file whose first bytes say MP4 when the MP4 demuxer cannot read a video in it, and stores nothing', async () => {
    const before = filesUnder(t.storageDir);
    const mp4 = await videoFixture('mp4');
    const webm = await videoFixture('webm');
    const refusals = [
      // The outside scan's attack: an ftyp box, then a web page.
      {
        file: Buffer.concat([
          Buffer.from('\0\0\0\x14ftypmp42\0\0\0\0', 'latin1'),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
        message: VIDEO_UNREADABLE,
      },
      // A WebM behind an MP4's first twelve bytes.
      { file: Buffer.concat([mp4.subarray(0, 12), webm]), message: VIDEO_UNREADABLE },
      // Half an MP4 (its index, written last, is missing).
      { file: mp4.subarray(0, mp4.length / 2), message: VIDEO_UNREADABLE },
      // Sound alone, and sound with cover art: no video track.
      { file: await videoFixture('audio-mp4'), message: VIDEO_WITHOUT_PICTURE },
      { file: await videoFixture('cover-art-mp4'), message: VIDEO_WITHOUT_PICTURE },
      // Matroska with H.264 opens like a WebM but is not one.
      { file: await videoFixture('h264-matroska'), message: VIDEO_UNREADABLE },
    ];
    for (const [index, { file, message }] of refusals.entries()) {
      const res = await uploadRaw(t.app, host.token, 'spaces/clip.mp4', file, 'video/mp4');
      expect(res.status, `refusal ${index}`).toBe(415);
      expect(res.json.error, `refusal ${index}`).toEqual({
        code: 'unsupported_media_type',
        message,
      });
    }
    expect(filesUnder(t.storageDir)).toEqual(before);
  });

  it('stores a WebM declared as MP4 as the WebM it is, served as video/webm', async () => {
    const res = await uploadRaw(
      t.app,
      host.token,
      'spaces/clip.mp4',
      await videoFixture('webm'),
      'video/mp4',
    );
    expect(res.status).toBe(201);
    expect(res.json.path).toMatch(/\.webm$/);
    const served = await t.app.request(res.json.url, { method: 'HEAD' });
    expect(served.headers.get('content-type')).toBe('video/webm');
  });

  it('takes a file from multipart form data as well', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([await photoWithGps(640, 480)], { type: 'image/jpeg' }),
      'photo.jpg',
    );
    const res = await t.app.request('/storage/v1/object/spaces/photo.jpg', {
      method: 'POST',
      headers: { Authorization: `Bearer ${host.token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const json = (await res.json()) as { path: string };
    expect((await sharp(join(t.storageDir, 'spaces', json.path)).metadata()).width).toBe(640);
    const empty = new FormData();
    empty.append('note', 'no file here');
    const missing = await t.app.request('/storage/v1/object/spaces/x', {
      method: 'POST',
      headers: { Authorization: `Bearer ${host.token}` },
      body: empty,
    });
    expect(missing.status).toBe(400);
  });

  it('refuses a multipart form cut off in the middle of its file with 400, and stores nothing', async () => {
    const before = filesUnder(t.storageDir);
    const head =
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
    const body = Buffer.concat([Buffer.from(head), await photoWithGps(64, 48)]);
    const res = await t.app.request('/storage/v1/object/spaces/a.jpg', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${host.token}`,
        'Content-Type': 'multipart/form-data; boundary=XYZ',
      },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: unknown }).error).toMatchObject({
      code: 'invalid_multipart',
      message: 'The form data could not be read',
    });
    expect(filesUnder(t.storageDir)).toEqual(before);
  });

  it('requires a signed-in user and a known bucket', async () => {
    expect((await uploadRaw(t.app, undefined, 'spaces/a.jpg', mp4Bytes())).status).toBe(401);
    expect((await uploadRaw(t.app, host.token, 'secrets/a.jpg', mp4Bytes())).status).toBe(404);
  });

  it("lets a user delete their own files (with the smaller copies) but not anyone else's", async () => {
    const upload = await uploadRaw(
      t.app,
      host.token,
      'spaces/a.png',
      await sharp({ create: { width: 900, height: 600, channels: 3, background: 'blue' } })
        .png()
        .toBuffer(),
    );
    const foreign = await call(t.app, 'DELETE', `/storage/v1/object/spaces/${upload.json.path}`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect((await t.app.request(upload.json.url)).status).toBe(200);
    const own = await call(t.app, 'DELETE', `/storage/v1/object/spaces/${upload.json.path}`, {
      token: host.token,
    });
    expect(own.status).toBe(200);
    expect(own.json.deleted).toHaveLength(3);
    expect((await t.app.request(upload.json.url)).status).toBe(404);
    expect(
      filesUnder(join(t.storageDir, 'spaces', host.userId)).some((file) =>
        file.startsWith(upload.json.path.split('/')[1].slice(0, 24)),
      ),
    ).toBe(false);
  });

  it("deletes a video together with its poster and the poster's copies", async () => {
    const upload = await uploadRaw(
      t.app,
      host.token,
      'spaces/tour.mp4',
      await videoFixture('mp4'),
      'video/mp4',
    );
    const stem = upload.json.path.slice(0, -'.mp4'.length);
    expect(
      filesUnder(join(t.storageDir, 'spaces'))
        .filter((file) => file.startsWith(stem))
        .sort(),
    ).toEqual([`${stem}-400.webp`, `${stem}-800.webp`, `${stem}.mp4`, `${stem}.webp`]);
    const removed = await call(t.app, 'DELETE', `/storage/v1/object/spaces/${upload.json.path}`, {
      token: host.token,
    });
    expect(removed.status).toBe(200);
    expect(filesUnder(join(t.storageDir, 'spaces')).some((file) => file.startsWith(stem))).toBe(
      false,
    );
    expect((await t.app.request(upload.json.poster)).status).toBe(404);
  });

  it('answers 404 for missing files and for paths that try to leave the bucket', async () => {
    expect((await t.app.request('/storage/v1/object/public/spaces/nobody/none.webp')).status).toBe(
      404,
    );
    expect(
      (await t.app.request('/storage/v1/object/public/spaces/..%2F..%2Fetc%2Fpasswd')).status,
    ).toBe(404);
    expect((await t.app.request('/storage/v1/object/public/spaces/a/../../x')).status).toBe(404);
  });

  it('keeps profile pictures within their limits and names them avatar or banner', async () => {
    const avatar = await uploadRaw(
      t.app,
      host.token,
      'profile-images/avatar-123.png',
      await sharp({ create: { width: 64, height: 64, channels: 3, background: 'green' } })
        .png()
        .toBuffer(),
    );
    expect(avatar.status).toBe(201);
    expect(avatar.json.path).toMatch(new RegExp(`^${host.userId}/avatar-[0-9a-f]{24}\\.webp$`));
    const video = await uploadRaw(
      t.app,
      host.token,
      'profile-images/avatar.mp4',
      await videoFixture('mp4'),
    );
    expect(video.status).toBe(415);
    expect(video.json.error.message).toBe('Please select an image file');
    const big = await uploadRaw(
      t.app,
      host.token,
      'profile-images/avatar.jpg',
      Buffer.alloc(5 * 1024 * 1024 + 1),
    );
    expect(big.status).toBe(413);
    expect(big.json.error.message).toBe('File size must be less than 5MB');
  });
});

describe('uploads over a real HTTP connection', () => {
  let t: TestApp;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
    token = (await signUp(t.app)).token;
  });
  afterAll(() => t.close());

  it('answers 413 to a streamed upload over the limit instead of dropping the connection', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${url}/storage/v1/object/spaces/stream.jpg`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(40);
    expect(filesUnder(t.storageDir)).toEqual([]);
  });

  it('refuses a declared size over every limit before reading the body', async () => {
    const res = await fetch(`${url}/storage/v1/object/spaces/huge.mp4`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'video/mp4',
        'Content-Length': String(200 * 1024 * 1024),
      },
      body: new Uint8Array(16),
    }).catch((error: Error) => error);
    // Either the 413 arrives, or fetch refuses the mismatched length itself; nothing is stored.
    if (!(res instanceof Error)) expect(res.status).toBe(413);
    expect(filesUnder(t.storageDir)).toEqual([]);
  });
});

describe('video uploads without ffprobe', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { FFPROBE_PATH: join(tmpdir(), 'no-such-dir', 'ffprobe') } });
    host = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('refuses every video with 503 and a message saying so, stores nothing, and still takes photos', async () => {
    const video = await uploadRaw(
      t.app,
      host.token,
      'spaces/tour.mp4',
      await videoFixture('mp4'),
      'video/mp4',
    );
    expect(video.status).toBe(503);
    expect(video.json.error).toEqual({ code: 'videos_unavailable', message: VIDEOS_UNAVAILABLE });
    expect(filesUnder(t.storageDir)).toEqual([]);
    const photo = await uploadRaw(
      t.app,
      host.token,
      'spaces/a.jpg',
      await photoWithGps(64, 48),
      'image/jpeg',
    );
    expect(photo.status).toBe(201);
  });
});
