import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

function page(nonce: string, title: string, init: ResponseInit = {}) {
  return new Response(`<html><script nonce="${nonce}">boot()</script><h1>${title}</h1><style nonce="${nonce}"></style></html>`, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    ...init,
  });
}

function setup(ttlMs = 5000) {
  let time = 1_000;
  let renders = 0;
  let title = 'First';
  const cache = createPageCache({ ttlMs, maxEntries: 2, now: () => time });
  const serve = async (key: string, nonce: string, init?: ResponseInit) =>
    (
      await cache.serve(key, nonce, async () => {
        renders += 1;
        return page(nonce, title, init);
      })
    ).text();
  return {
    cache,
    serve,
    advance: (ms: number) => (time += ms),
    setTitle: (next: string) => (title = next),
    renders: () => renders,
  };
}

describe('page cache', () => {
  it('serves a kept page with the new request nonce everywhere the old one was', async () => {
    const s = setup();
    const first = await s.serve('/new-york', 'nonceAAA');
    expect(first).toContain('nonce="nonceAAA"');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = await s.serve('/new-york', 'nonceBBB');
    expect(s.renders()).toBe(1);
    expect(second).toBe(first.replaceAll('nonceAAA', 'nonceBBB'));
    expect(second).not.toContain('nonceAAA');
  });

  it('renders again after the time to live, and after clear()', async () => {
    const s = setup(5000);
    await s.serve('/about', 'n1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    s.advance(5001);
    s.setTitle('Second');
    expect(await s.serve('/about', 'n2')).toContain('Second');
    await new Promise((resolve) => setTimeout(resolve, 0));
    s.setTitle('Third');
    s.cache.clear();
    expect(await s.serve('/about', 'n3')).toContain('Third');
    expect(s.renders()).toBe(3);
  });

  it('keeps nothing that is not a plain public 200', async () => {
    const s = setup();
    for (const init of <ResponseInit[]>[{ status: 404 }, { headers: { 'Cache-Control': 'private, no-store' } }, { headers: { 'Set-Cookie': 'a=b' } }]) {
      await s.serve('/x', 'n', init);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await s.serve('/x', 'n', init);
    }
    expect(s.renders()).toBe(6);
  });

  it('renders once for many concurrent misses of one page', async () => {
    const s = setup();
    const pages = await Promise.all(Array.from({ length: 20 }, (_, i) => s.serve('/explore', `nonce${i}x`)));
    expect(s.renders()).toBe(1);
    pages.forEach((html, i) => expect(html).toContain(`nonce="nonce${i}x"`));
  });

  it('does not keep a page whose render overlapped a change', async () => {
    let release!: () => void;
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    let renders = 0;
    const slow = cache.serve('/space/1', 'n1', async () => {
      renders += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return page('n1', 'Old title');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.clear();
    release();
    expect(await (await slow).text()).toContain('Old title');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fresh = await cache.serve('/space/1', 'n2', async () => {
      renders += 1;
      return page('n2', 'New title');
    });
    expect(await fresh.text()).toContain('New title');
    expect(renders).toBe(2);
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const s = setup();
    for (const key of ['/a', '/b', '/c']) {
      await s.serve(key, 'n');
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(s.cache.stats().entries).toBe(2);
    await s.serve('/a', 'n');
    expect(s.renders()).toBe(4);
  });

  it('is off with a zero time to live', async () => {
    const s = setup(0);
    await s.serve('/', 'n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await s.serve('/', 'n');
    expect(s.renders()).toBe(2);
  });
});

describe('page cache: answers without a nonce', () => {
  it('keeps the bytes as they are and tags them once, as the ETag middleware would', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    const json = JSON.stringify({ data: [{ title: 'Loft with a view — 5★' }] });
    const answer = () => new Response(json, { headers: { 'Content-Type': 'application/json' } });
    await (await cache.serve('/rest/v1/spaces', null, async () => answer())).text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const kept = await cache.serve('/rest/v1/spaces', null, async () => answer());
    expect(cache.stats().hits).toBe(1);
    expect(await kept.text()).toBe(json);
    expect(kept.headers.get('etag')).toBe(`"${createHash('sha1').update(json).digest('hex')}"`);
    expect(kept.headers.get('content-type')).toBe('application/json');
  });

  it('keeps an ETag the answer already had', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    const answer = () => new Response('{}', { headers: { ETag: '"v1"' } });
    await (await cache.serve('/a', null, async () => answer())).text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.serve('/a', null, async () => answer())).headers.get('etag')).toBe('"v1"');
  });
});
