import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import {
  FIRST_VISIT_ASSETS_FILE,
  readFirstVisitAssets,
  SIGNED_IN_ASSETS_FILE,
  staticFiles,
} from './ssr.ts';

describe('static files of the web build', () => {
  let dir: string;
  let app: Hono<AppEnv>;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rentspace-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/entry-abc123.js'), script);
    writeFileSync(join(dir, 'assets/entry-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, FIRST_VISIT_ASSETS_FILE),
      JSON.stringify({ entry: ['/assets/entry-abc123.js'], pages: {} }),
    );
    app = new Hono<AppEnv>();
    app.use('*', staticFiles(dir));
    app.get('*', (c) => c.text('page', 200));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('caches hashed assets for a year and serves the brotli copy to a client that accepts it', async () => {
    const res = await app.request('/assets/entry-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(Buffer.from(await res.arrayBuffer()).length).toBeLessThan(script.length / 10);

    const plain = await app.request('/assets/entry-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    // Different bytes, different validators.
    expect(plain.headers.get('ETag')).not.toBe(res.headers.get('ETag'));
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await app.request('/robots.txt');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const tag = first.headers.get('ETag')!;
    expect(tag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    const again = await app.request('/robots.txt', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Content-Length')).toBeNull();
    expect(await again.text()).toBe('');
    const stale = await app.request('/robots.txt', { headers: { 'If-None-Match': '"old-tag"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('User-agent: *\n');
  });

  it('passes other paths on to the pages, compressed copies and paths outside the build included', async () => {
    for (const path of [
      '/new-york',
      '/.vite/first-visit.json',
      '/assets',
      '/assets/entry-abc123.js.br',
      '/assets/missing.js',
      '/../package.json',
      '/%2e%2e/package.json',
    ]) {
      const res = await app.request(path);
      expect(await res.text(), path).toBe('page');
    }
    expect(await (await app.request('/robots.txt')).text()).toBe('User-agent: *\n');
  });
});

describe("the first-visit build's record of its files", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rentspace-first-visit-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    for (const name of ['fv-entry.js', 'fv-home.js', 'fv-card.js', 'fv-s-entry.js', 'fv-s-dash.js'])
      writeFileSync(join(dir, 'assets', name), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (value: unknown) =>
    writeFileSync(join(dir, FIRST_VISIT_ASSETS_FILE), JSON.stringify(value));

  it('is read as the build wrote it', () => {
    const assets = {
      entry: ['/assets/fv-entry.js'],
      pages: {
        'routes/home.tsx': ['/assets/fv-home.js', '/assets/fv-entry.js', '/assets/fv-card.js'],
      },
    };
    write(assets);
    expect(readFirstVisitAssets(dir)).toEqual(assets);
  });

  it("carries the signed-in pages' client, built on its own, when the build has it", () => {
    const assets = {
      entry: ['/assets/fv-entry.js'],
      pages: { 'routes/home.tsx': ['/assets/fv-home.js', '/assets/fv-entry.js'] },
    };
    const signedIn = {
      entry: ['/assets/fv-s-entry.js'],
      pages: { 'routes/dashboard.tsx': ['/assets/fv-s-dash.js', '/assets/fv-s-entry.js'] },
    };
    write(assets);
    writeFileSync(join(dir, SIGNED_IN_ASSETS_FILE), JSON.stringify(signedIn));
    expect(readFirstVisitAssets(dir)).toEqual({ ...assets, signedIn });
    writeFileSync(
      join(dir, SIGNED_IN_ASSETS_FILE),
      JSON.stringify({ ...signedIn, pages: { 'routes/dashboard.tsx': ['/assets/fv-s-gone.js'] } }),
    );
    expect(() => readFirstVisitAssets(dir)).toThrow(/incomplete \(\/assets\/fv-s-gone\.js\)/);
    rmSync(join(dir, SIGNED_IN_ASSETS_FILE));
  });

  it('is refused when it names a file the build does not have, or no entry', () => {
    write({ entry: ['/assets/fv-entry.js'], pages: { 'routes/home.tsx': ['/assets/fv-gone.js'] } });
    expect(() => readFirstVisitAssets(dir)).toThrow(/incomplete \(\/assets\/fv-gone\.js\)/);
    write({ entry: [], pages: {} });
    expect(() => readFirstVisitAssets(dir)).toThrow(/incomplete \(no entry\)/);
  });

  it('is absent from a build without a first-visit client: every page is then hydrated by React Router', () => {
    rmSync(join(dir, FIRST_VISIT_ASSETS_FILE));
    expect(readFirstVisitAssets(dir)).toBeUndefined();
  });
});
