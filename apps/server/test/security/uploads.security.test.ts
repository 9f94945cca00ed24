import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../harness.ts';
import { uploadRaw } from '../../src/listings/testing.ts';

function allFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(path);
    }
  };
  try {
    walk(dir);
  } catch {
    // nothing stored yet
  }
  return found.sort();
}

/** Hostile files: every one refused with the right status and nothing stored, or defused. */
describe('hostile uploads', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await signUp(t.app));
  });
  afterAll(() => t.close());

  it('refuses an SVG carrying a script, whatever it claims to be', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    for (const type of ['image/svg+xml', 'image/png', 'image/jpeg']) {
      const before = allFiles(t.storageDir);
      const res = await uploadRaw(t.app, token, 'spaces/picture.png', svg, type);
      expect(res.status, type).toBe(415);
      expect(allFiles(t.storageDir)).toEqual(before);
    }
  });

  it('refuses a web page behind the first bytes of any video container, and stores nothing', async () => {
    const page = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const heads = {
      'ftyp mp42 (the outside scan)': Buffer.from('\0\0\0\x14ftypmp42\0\0\0\0', 'latin1'),
      'ftyp qt': Buffer.from('\0\0\0\x14ftypqt  \0\0\0\0', 'latin1'),
      'moov atom': Buffer.from('\0\0\0\x08moov', 'latin1'),
      'EBML (WebM)': Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
    };
    for (const [name, head] of Object.entries(heads)) {
      const before = allFiles(t.storageDir);
      for (const type of ['video/mp4', 'text/html']) {
        const res = await uploadRaw(
          t.app,
          token,
          'spaces/tour.mp4',
          Buffer.concat([head, page]),
          type,
        );
        expect(res.status, `${name} as ${type}`).toBe(415);
        expect(res.json.error.code).toBe('unsupported_media_type');
      }
      expect(allFiles(t.storageDir), name).toEqual(before);
    }
  });

  it('defuses a polyglot: a real JPEG with HTML appended is stored re-encoded, without the payload', async () => {
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await uploadRaw(t.app, token, 'spaces/holiday.html', polyglot, 'text/html');
    expect(res.status).toBe(201);
    expect(res.json.path).toMatch(new RegExp(`^${userId}/[\\w-]+\\.webp$`));
    const stored = readFileSync(join(t.storageDir, 'spaces', res.json.path));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(stored.includes('<script')).toBe(false);
  });

  it("chooses the path itself: a traversal in the requested name lands in the uploader's folder", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f80' } })
      .png()
      .toBuffer();
    for (const name of [
      '../../../../tmp/evil.png',
      '..%2F..%2Fevil.png',
      `${'x'.repeat(300)}.png`,
      'someone-else/evil.png',
    ]) {
      const res = await uploadRaw(t.app, token, `spaces/${name}`, png, 'image/png');
      if (res.status === 201) expect(res.json.path.startsWith(`${userId}/`), name).toBe(true);
      else expect([400, 404], name).toContain(res.status);
    }
    for (const file of allFiles(t.storageDir))
      expect(
        file.startsWith(join(t.storageDir, 'spaces', userId)) ||
          file.startsWith(join(t.storageDir, 'profile-images')),
      ).toBe(true);
  });

  it('refuses a decompression bomb without the memory it would take to decode', async () => {
    // 12000 x 12000 pixels in a few hundred kilobytes: over 400 MB once decoded (the limit is 50 MP).
    const bomb = await sharp({
      create: { width: 12000, height: 12000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const before = process.memoryUsage().rss;
    const res = await uploadRaw(t.app, token, 'spaces/bomb.png', bomb, 'image/png');
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('image_too_large');
    expect(grown).toBeLessThan(300);
  });

  it('keeps every stored file small and within the buckets', () => {
    for (const file of allFiles(t.storageDir))
      expect(statSync(file).size).toBeLessThan(15 * 1024 * 1024);
  });
});
