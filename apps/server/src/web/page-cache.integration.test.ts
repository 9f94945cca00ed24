import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { spaces } from '@rentspace/db';
import { createSpace, createUser } from '@rentspace/db/factories';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import type { WebHandler } from './ssr.ts';

/** The app with a stand-in renderer that counts its renders (the real one needs a web build). */
describe('server-rendered pages: the short-lived page cache in the app', () => {
  let t: TestApp;
  let renders = 0;
  const requestIds = new Set<string>();
  const web: WebHandler = {
    assets: async (_c, next) => next(),
    render: async (_c, context) => {
      renders += 1;
      return new Response(
        `<html><script nonce="${context.nonce}">start(${renders})</script>render ${renders}</html>`,
        {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        },
      );
    },
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { web }, env: { PAGE_CACHE_SECONDS: '5' } });
  });
  afterAll(() => t.close());

  async function visit(path: string) {
    const res = await call(t.app, 'GET', path);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const script = /<script[^>]*>([^<]*)<\/script>/.exec(res.text)![1]!;
    if (nonce) {
      // A fresh render carries its request's nonce, in the header and in the document alike.
      expect(res.text).toContain(`nonce="${nonce}"`);
    } else {
      // A kept page carries none: the policy names its script's hash instead.
      expect(res.text).not.toContain('nonce');
      expect(csp).toContain(
        `script-src 'self' 'sha256-${createHash('sha256').update(script).digest('base64')}';`,
      );
    }
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIds.has(id!)).toBe(false);
    requestIds.add(id!);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return res.text;
  }

  it('renders a page once for several visitors; the kept one names its script by hash', async () => {
    const before = renders;
    const first = await visit('/about');
    const second = await visit('/about');
    expect(renders - before).toBe(1);
    expect(second).toBe(first.replace(/ nonce="[^"]+"/, ''));
    await visit('/about?tab=team');
    expect(renders - before).toBe(2);
  });

  it('answers a kept page at the door as it went out, its policy naming the script by hash', async () => {
    const cache = t.services.caches.pages;
    const before = renders;
    await visit('/how-it-works');
    const kept = await call(t.app, 'GET', '/how-it-works');
    const doorBefore = cache.stats().atTheDoor;
    const door = await call(t.app, 'GET', '/how-it-works');
    expect(cache.stats().atTheDoor - doorBefore).toBe(1);
    expect(renders - before).toBe(1);
    expect(door.text).toBe(kept.text);
    // The same as the whole way gives now (If-Modified-Since keeps a request from the door; nothing on the way reads it).
    const whole = await call(t.app, 'GET', '/how-it-works', {
      headers: { 'If-Modified-Since': 'Thu, 01 Jan 2026 00:00:00 GMT' },
    });
    expect(cache.stats().atTheDoor - doorBefore).toBe(1);
    expect(whole.text).toBe(door.text);
    const others = (headers: Headers) => [...headers].filter(([name]) => name !== 'x-request-id');
    expect(others(door.headers)).toEqual(others(whole.headers));
    expect(door.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(door.headers.get('x-request-id')).not.toBe(kept.headers.get('x-request-id'));
    // A write through this instance empties the cache: the next visitor gets a fresh render.
    await call(t.app, 'POST', '/rest/v1/newsletter', {
      body: { email: 'door-reader@example.test' },
    });
    await visit('/how-it-works');
    expect(renders - before).toBe(2);
  });

  it('renders afresh after a write through this instance', async () => {
    await visit('/careers');
    const before = renders;
    const write = await call(t.app, 'POST', '/rest/v1/newsletter', {
      body: { email: 'cache-reader@example.test' },
    });
    expect(write.status).toBe(202);
    await visit('/careers');
    expect(renders - before).toBe(1);
  });

  it('renders afresh after a listing changes through another instance (database notification)', async () => {
    const host = await createUser(t.db);
    const space = await createSpace(t.db, { user_id: host.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await visit(`/space/${space.id}`);
    const before = renders;
    await t.db.update(spaces).set({ title: 'Renamed elsewhere' }).where(eq(spaces.id, space.id));
    // The notification arrives asynchronously.
    for (let i = 0; i < 50 && renders === before; i += 1) await visit(`/space/${space.id}`);
    expect(renders - before).toBeGreaterThanOrEqual(1);
  });
});

describe('kept pages while the instance shuts down', () => {
  let t: TestApp;
  const state = { shuttingDown: false };
  const web: WebHandler = {
    assets: async (_c, next) => next(),
    render: async () =>
      new Response('<html><h1>Kept</h1></html>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { web, state }, env: { PAGE_CACHE_SECONDS: '5' } });
  });
  afterAll(() => t.close());

  it('answers at the door until shutdown begins; from then on every response closes its connection', async () => {
    const cache = t.services.caches.pages;
    await call(t.app, 'GET', '/faq');
    await call(t.app, 'GET', '/faq');
    const before = cache.stats().atTheDoor;
    await call(t.app, 'GET', '/faq');
    expect(cache.stats().atTheDoor).toBe(before + 1);
    state.shuttingDown = true;
    const closing = await call(t.app, 'GET', '/faq');
    expect(cache.stats().atTheDoor).toBe(before + 1);
    expect(closing.headers.get('connection')).toBe('close');
    expect(closing.text).toBe('<html><h1>Kept</h1></html>');
    // What went out while shutting down is not noted: it closed its connection.
    state.shuttingDown = false;
    const after = await call(t.app, 'GET', '/faq');
    expect(after.headers.get('connection')).toBeNull();
  });
});
