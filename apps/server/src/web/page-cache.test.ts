import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, withoutNonce, type Visitor } from './page-cache.ts';

/**
 * How long a test waits for a kept copy's compression: it runs on the thread pool, which a suite on
 * 2 busy cores can hold up past vi.waitFor's default second.
 */
const COMPRESSED = { timeout: 10_000, interval: 20 };

const BOOT = 'boot()';
const sha256 = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

function page(nonce: string, title: string, init: ResponseInit = {}) {
  return new Response(
    `<html><script nonce="${nonce}">${BOOT}</script><h1>${title}</h1><style nonce="${nonce}"></style>` +
      `<script nonce="${nonce}" type="module" src="/assets/entry.js"></script></html>`,
    { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, ...init },
  );
}

const visitor = (nonce: string | null, acceptEncoding?: string): Visitor => ({
  nonce,
  acceptEncoding,
});
/** Entries are kept once the first response's body has been read through. Nonces here are long
 * enough not to occur in the documents by chance (a page whose nonce appears elsewhere is not kept). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(ttlMs = 5000) {
  let time = 1_000;
  let renders = 0;
  let title = 'First';
  const cache = createPageCache({ ttlMs, maxEntries: 2, now: () => time });
  const visit = (key: string, nonce: string, init?: ResponseInit) =>
    cache.serve(key, visitor(nonce), async () => {
      renders += 1;
      return page(nonce, title, init);
    });
  const serve = async (key: string, nonce: string, init?: ResponseInit) =>
    (await visit(key, nonce, init)).text();
  return {
    cache,
    visit,
    serve,
    advance: (ms: number) => (time += ms),
    setTitle: (next: string) => (title = next),
    renders: () => renders,
  };
}

describe('page cache', () => {
  it('keeps a page without its nonce and names the hashes of the scripts that carried it', async () => {
    const s = setup();
    const first = await s.visit('/new-york', 'nonceAAA');
    // The render itself goes out as it is, with its request's nonce.
    expect(s.cache.scriptSources(first)).toBeUndefined();
    const html = await first.text();
    expect(html).toContain('nonce="nonceAAA"');
    await settle();

    const second = await s.visit('/new-york', 'nonceBBB');
    expect(s.renders()).toBe(1);
    expect(await second.text()).toBe(html.replaceAll(' nonce="nonceAAA"', ''));
    // The inline script only: an external one is allowed by its origin, a style by the style policy.
    expect(s.cache.scriptSources(second)).toEqual([sha256(BOOT)]);
  });

  it('keeps the headers as rendered, not those the middleware outside adds to the response afterwards', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    const rendered = page('Kq3vT9xLw2', 'Title');
    const first = await cache.serve('/p', visitor('Kq3vT9xLw2'), async () => rendered);
    rendered.headers.set('X-Request-Id', 'the-first-request');
    await first.text();
    await settle();
    const kept = await cache.serve('/p', visitor('Pz7mR4yHc8'), async () =>
      page('Pz7mR4yHc8', 'Title'),
    );
    expect(cache.stats().hits).toBe(1);
    expect(kept.headers.get('x-request-id')).toBeNull();
    expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('gives no hash to a script without the render nonce, so markup that should not be there stays blocked', () => {
    const html =
      '<script nonce="n0nce">ok()</script><p><script>steal()</script><script nonce="guess">steal()</script></p>';
    const kept = withoutNonce(html, 'n0nce');
    expect(kept?.scriptSources).toEqual([sha256('ok()')]);
    expect(kept?.html).toBe(
      '<script>ok()</script><p><script>steal()</script><script nonce="guess">steal()</script></p>',
    );
  });

  it('does not keep a page whose nonce appears outside a nonce attribute', async () => {
    expect(withoutNonce('<script nonce="abc">window.n = "abc"</script>', 'abc')).toBeUndefined();
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response('<p>abc</p><script nonce="abc">x()</script>', {
        headers: { 'Content-Type': 'text/html' },
      });
    };
    await (await cache.serve('/p', visitor('abc'), render)).text();
    await settle();
    await (await cache.serve('/p', visitor('abc'), render)).text();
    expect(renders).toBe(2);
  });

  it('renders again after the time to live, and after clear()', async () => {
    const s = setup(5000);
    await s.serve('/about', 'Kq3vT9xLw2');
    await settle();
    s.advance(5001);
    s.setTitle('Second');
    expect(await s.serve('/about', 'Pz7mR4yHc8')).toContain('Second');
    await settle();
    s.setTitle('Third');
    s.cache.clear();
    expect(await s.serve('/about', 'Jd5wQ1bNf6')).toContain('Third');
    expect(s.renders()).toBe(3);
  });

  it('keeps nothing that is not a plain public 200', async () => {
    const s = setup();
    const kinds: ResponseInit[] = [
      { status: 404 },
      { headers: { 'Cache-Control': 'private, no-store' } },
      { headers: { 'Set-Cookie': 'a=b' } },
      { headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'br' } },
    ];
    for (const init of kinds) {
      await s.serve('/x', 'Vt2kX8pLq4', init);
      await settle();
      await s.serve('/x', 'Vt2kX8pLq4', init);
    }
    expect(s.renders()).toBe(8);
  });

  it('renders once for many concurrent misses of one page', async () => {
    const s = setup();
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.visit('/explore', `nonce${i}x`)),
    );
    expect(s.renders()).toBe(1);
    expect(await pages[0]!.text()).toContain('nonce="nonce0x"');
    for (const response of pages.slice(1)) {
      expect(await response.text()).not.toContain('nonce=');
      expect(s.cache.scriptSources(response)).toEqual([sha256(BOOT)]);
    }
  });

  it('does not keep a page whose render overlapped a change', async () => {
    let release!: () => void;
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    let renders = 0;
    const slow = cache.serve('/space/1', visitor('n1'), async () => {
      renders += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return page('n1', 'Old title');
    });
    await settle();
    cache.clear();
    release();
    expect(await (await slow).text()).toContain('Old title');
    await settle();
    const fresh = await cache.serve('/space/1', visitor('n2'), async () => {
      renders += 1;
      return page('n2', 'New title');
    });
    expect(await fresh.text()).toContain('New title');
    expect(renders).toBe(2);
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const s = setup();
    for (const key of ['/a', '/b', '/c']) {
      await s.serve(key, 'Hm6rW3cYz9');
      await settle();
    }
    expect(s.cache.stats().entries).toBe(2);
    await s.serve('/a', 'Hm6rW3cYz9');
    expect(s.renders()).toBe(4);
  });

  it('is off with a zero time to live', async () => {
    const s = setup(0);
    await s.serve('/', 'Bx4nE7tGs1');
    await settle();
    await s.serve('/', 'Bx4nE7tGs1');
    expect(s.renders()).toBe(2);
  });
});

describe('page cache: compressed copies', () => {
  const text = `<html><h1>Studios in New York</h1>${'<p>Daylight loft with a view of the river.</p>'.repeat(200)}</html>`;
  const render = async () =>
    new Response(text, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

  it('compresses a kept page once and hands each client the encoding it takes', async () => {
    // A time to live well past the compression's wait: on a busy machine five seconds could end
    // the kept page (and its compressed copies) between the brotli and the gzip answer.
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10 });
    await (await cache.serve('/new-york', visitor('n1'), render)).text();
    // Brotli and gzip are made side by side in the thread pool, and either may finish first.
    await vi.waitFor(async () => {
      const res = await cache.serve('/new-york', visitor('n2', 'gzip, deflate, br'), render);
      expect(res.headers.get('content-encoding')).toBe('br');
      const gzipped = await cache.serve('/new-york', visitor('n2', 'gzip'), render);
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    }, COMPRESSED);
    const br = await cache.serve('/new-york', visitor('n3', 'gzip, deflate, br'), render);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(text.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await cache.serve('/new-york', visitor('n4', 'gzip'), render);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);

    const plain = await cache.serve('/new-york', visitor('n5'), render);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
    expect(cache.stats().misses).toBe(1);
  });

  it('leaves small bodies and binary types uncompressed', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    const small = async () =>
      new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html' } });
    const image = async () =>
      new Response(Buffer.alloc(4096, 7), { headers: { 'Content-Type': 'image/webp' } });
    for (const [key, render] of [
      ['/small', small],
      ['/image', image],
    ] as const) {
      await (await cache.serve(key, visitor(null), render)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await cache.serve(key, visitor(null, 'br'), render);
      expect(res.headers.get('content-encoding'), key).toBeNull();
    }
  });
});

describe('page cache: answers without a nonce', () => {
  it('keeps the bytes as they are and tags them once, as the ETag middleware would', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    const json = JSON.stringify({ data: [{ title: 'Loft with a view — 5★' }] });
    const answer = () => new Response(json, { headers: { 'Content-Type': 'application/json' } });
    await (await cache.serve('/rest/v1/spaces', visitor(null), async () => answer())).text();
    await settle();
    const kept = await cache.serve('/rest/v1/spaces', visitor(null), async () => answer());
    expect(cache.stats().hits).toBe(1);
    expect(await kept.text()).toBe(json);
    expect(kept.headers.get('etag')).toBe(`"${createHash('sha1').update(json).digest('hex')}"`);
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(cache.scriptSources(kept)).toBeUndefined();
  });

  it('keeps an ETag the answer already had, weak on a compressed copy', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    const body = JSON.stringify({
      data: Array.from({ length: 100 }, (_, i) => ({ id: i, title: 'Loft' })),
    });
    const answer = async () =>
      new Response(body, { headers: { 'Content-Type': 'application/json', ETag: '"v1"' } });
    await (await cache.serve('/a', visitor(null), answer)).text();
    await settle();
    expect((await cache.serve('/a', visitor(null), answer)).headers.get('etag')).toBe('"v1"');
    await vi.waitFor(async () => {
      const res = await cache.serve('/a', visitor(null, 'gzip'), answer);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('etag')).toBe('W/"v1"');
    }, COMPRESSED);
  });
});

describe('page cache: renewal under load', () => {
  it('renders a busy page again just before it runs out, once, while other visitors still get the kept one', async () => {
    let time = 1_000;
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10, now: () => time });
    let renders = 0;
    let release: (() => void) | undefined;
    const render = (nonce: string) => async () => {
      renders += 1;
      if (renders === 2) await new Promise<void>((resolve) => (release = resolve));
      return page(nonce, `Render ${renders}`);
    };
    await (await cache.serve('/new-york', visitor('Kq3vT9xLw2'), render('Kq3vT9xLw2'))).text();
    await settle();

    time += 4_500; // within the last tenth of the entry's life: a renewal always starts by then
    const renewing = cache.serve('/new-york', visitor('Pz7mR4yHc8'), render('Pz7mR4yHc8'));
    await settle();
    // The renewal is under way: others are answered from the kept page at once.
    const others = await Promise.all(
      [1, 2, 3].map(() => cache.serve('/new-york', visitor('Jd5wQ1bNf6'), render('Jd5wQ1bNf6'))),
    );
    for (const response of others) expect(await response.text()).toContain('Render 1');
    expect(renders).toBe(2);
    release!();
    expect(await (await renewing).text()).toContain('Render 2');
    await settle();

    time += 1_000; // past the first entry's end: its successor is served
    expect(
      await (await cache.serve('/new-york', visitor('Vt2kX8pLq4'), render('Vt2kX8pLq4'))).text(),
    ).toContain('Render 2');
    expect(renders).toBe(2);
  });

  it('starts renewals at a point drawn per entry, so entries made together are not renewed together', async () => {
    let time = 1_000;
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10, now: () => time });
    const renders: string[] = [];
    const render = (key: string) => async () => {
      renders.push(key);
      return new Response(`{"key":"${key}"}`, { headers: { 'Content-Type': 'application/json' } });
    };
    const random = vi.spyOn(Math, 'random');
    try {
      random.mockReturnValueOnce(0); // renewed in its last tenth (500 ms)
      await (await cache.serve('/early', visitor(null), render('/early'))).text();
      random.mockReturnValueOnce(0.999); // renewed in about its last fifth (1000 ms)
      await (await cache.serve('/late', visitor(null), render('/late'))).text();
      await settle();
    } finally {
      random.mockRestore();
    }
    time += 4_200; // 800 ms left on both
    for (const key of ['/early', '/late'])
      await (await cache.serve(key, visitor(null), render(key))).text();
    await settle();
    expect(renders).toEqual(['/early', '/late', '/late']);
  });

  it('serves the compressed entry it replaces until a renewal is compressed too', async () => {
    let time = 1_000;
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10, now: () => time });
    // Large enough that compressing it takes a while: visitors arrive in between.
    const body = (n: number) =>
      `<html><h1>Render ${n}</h1>${Array.from({ length: 20_000 }, (_, i) => `<p>Loft ${i * 7919} by the river</p>`).join('')}</html>`;
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response(body(renders), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    };
    await (await cache.serve('/explore', visitor('Kq3vT9xLw2'), render)).text();
    await vi.waitFor(async () => {
      const res = await cache.serve('/explore', visitor('Jd5wQ1bNf6', 'br'), render);
      expect(res.headers.get('content-encoding')).toBe('br');
    }, COMPRESSED);

    time += 4_500;
    await (await cache.serve('/explore', visitor('Pz7mR4yHc8', 'br'), render)).text();
    expect(renders).toBe(2);
    // Every visitor gets the kept brotli bytes: the old page, then the new one once it is compressed.
    let shown = '';
    for (let visit = 0; visit < 2_000 && !shown.includes('Render 2'); visit++) {
      const res = await cache.serve('/explore', visitor('Vt2kX8pLq4', 'br'), render);
      expect(res.headers.get('content-encoding')).toBe('br');
      shown = brotliDecompressSync(Buffer.from(await res.arrayBuffer()))
        .toString()
        .slice(0, 40);
      await settle();
    }
    expect(shown).toContain('Render 2');
    expect(renders).toBe(2);
  });
});

describe('page cache: answers at the door', () => {
  const json = JSON.stringify({
    data: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Loft ${i}` })),
  });
  const answer = async () =>
    new Response(json, { headers: { 'Content-Type': 'application/json' } });
  /** A kept answer as the middleware outside the cache hands it out: its own headers added. */
  const outside = (res: Response, id: string) => {
    res.headers.set('X-Request-Id', id);
    res.headers.set('X-Frame-Options', 'DENY');
    return res;
  };

  function setupDoor() {
    let time = 1_000;
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10, now: () => time });
    const visit = async (acceptEncoding?: string) => {
      const res = outside(
        await cache.serve('/rest/v1/spaces', visitor(null, acceptEncoding), answer),
        'r1',
      );
      cache.remember(res, '/rest/v1/spaces');
      return res;
    };
    return { cache, visit, advance: (ms: number) => (time += ms) };
  }

  it('answers with the bytes kept and the headers they went out with, without the request id', async () => {
    const { cache, visit } = setupDoor();
    await (await visit()).text();
    await settle();
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeUndefined();
    const kept = await visit();
    const door = cache.answer('/rest/v1/spaces', undefined)!;
    expect(door.status).toBe(200);
    expect(door.body.toString()).toBe(json);
    expect(door.route).toBe('/rest/v1/spaces');
    expect(door.headers).toEqual({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(json)),
      etag: kept.headers.get('etag'),
      'x-frame-options': 'DENY',
    });
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1, atTheDoor: 1 });
    // Another encoding went out some other way: it goes the whole way until it has been noted.
    expect(cache.answer('/rest/v1/spaces', 'br')).toBeUndefined();
  });

  it('answers each encoding with its own kept copy, once that copy has gone out', async () => {
    const { cache, visit } = setupDoor();
    await (await visit()).text();
    await vi.waitFor(
      async () => expect((await visit('br')).headers.get('content-encoding')).toBe('br'),
      COMPRESSED,
    );
    const door = cache.answer('/rest/v1/spaces', 'gzip, br')!;
    expect(door.headers['content-encoding']).toBe('br');
    expect(door.headers.vary).toBe('Accept-Encoding');
    expect(door.headers.etag).toMatch(/^W\//);
    expect(brotliDecompressSync(door.body).toString()).toBe(json);
  });

  it("does not answer from a copy noted before the encoding's compressed copy was added", async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 10 });
    // Large enough that its compression, in the thread pool, takes far longer than the steps below.
    const big = JSON.stringify({
      data: Array.from({ length: 40_000 }, (_, i) => ({
        id: i,
        title: `Loft ${i}`,
        note: (i * 7919).toString(36),
      })),
    });
    const bigAnswer = async () =>
      new Response(big, { headers: { 'Content-Type': 'application/json' } });
    const route = '/rest/v1/spaces';
    // A brotli client waiting for the first render gets the bytes uncompressed: their compression
    // has only just begun when the render is kept.
    const first = cache.serve(route, visitor(null), bigAnswer);
    const uncompressed = outside(await cache.serve(route, visitor(null, 'br'), bigAnswer), 'r2');
    cache.remember(uncompressed, route);
    expect(uncompressed.headers.get('content-encoding')).toBeNull();
    expect(cache.answer(route, 'br')!.headers['content-encoding']).toBeUndefined();
    await (await first).text();
    // Once the brotli copy exists, the note made before it is not used, nor made again.
    await vi.waitFor(
      async () =>
        expect(
          (await cache.serve(route, visitor(null, 'br'), bigAnswer)).headers.get(
            'content-encoding',
          ),
        ).toBe('br'),
      COMPRESSED,
    );
    expect(cache.answer(route, 'br')).toBeUndefined();
    const compressed = outside(await cache.serve(route, visitor(null, 'br'), bigAnswer), 'r3');
    cache.remember(compressed, route);
    cache.remember(uncompressed, route);
    const door = cache.answer(route, 'br')!;
    expect(door.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(door.body).toString()).toBe(big);
  });

  it('notes nothing for a response it did not make, rebuilt on its way, or for one visitor', async () => {
    const { cache, visit } = setupDoor();
    await (await visit()).text();
    await settle();
    const kept = await cache.serve('/rest/v1/spaces', visitor(null), answer);
    cache.remember(new Response(await kept.clone().arrayBuffer(), kept), '/rest/v1/spaces');
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeUndefined();
    kept.headers.append('Set-Cookie', 'session=abc');
    cache.remember(kept, '/rest/v1/spaces');
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeUndefined();
    const closing = await cache.serve('/rest/v1/spaces', visitor(null), answer);
    closing.headers.set('Connection', 'close');
    cache.remember(closing, '/rest/v1/spaces');
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeUndefined();
  });

  it('stops answering when the entry is due for renewal, runs out or is cleared', async () => {
    const { cache, visit, advance } = setupDoor();
    await (await visit()).text();
    await settle();
    await visit();
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeDefined();
    // In the last stretch of its life the next visitor goes the whole way and renders its successor.
    advance(4_700);
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeUndefined();
    advance(400);
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeUndefined();
    await (await visit()).text();
    await settle();
    await visit();
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeDefined();
    cache.clear();
    expect(cache.answer('/rest/v1/spaces', undefined)).toBeUndefined();
  });
});
