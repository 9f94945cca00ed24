import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createSpace, createUser, type SpaceInsert } from '@rentspace/db/factories';
import { REGION_NAMES, REGIONS } from '@rentspace/core/discovery/regions';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let hostId: string;
let counter = 0;

/** A listed space with a unique title; tests say what matters. */
async function listing(overrides: Partial<SpaceInsert> = {}) {
  counter += 1;
  return createSpace(t.db, {
    user_id: hostId,
    title: `Plain room ${counter}`,
    type: 'office',
    location: 'Springfield',
    country: 'Testland',
    currency: 'USD',
    hourly_price: 5000,
    capacity: 4,
    time_zone: 'UTC',
    ...overrides,
  });
}

async function search(query: string) {
  const res = await call(t.app, 'GET', `/rest/v1/spaces?${query}`);
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${res.text}`);
  return res.json as { data: { id: string; title: string }[]; next_cursor: string | null };
}

async function ids(query: string): Promise<string[]> {
  return (await search(`${query}&limit=48`)).data.map((space) => space.id).sort();
}

const sorted = (list: { id: string }[]) => list.map((item) => item.id).sort();

beforeAll(async () => {
  t = await createTestApp();
  hostId = (await createUser(t.db)).id;
});
afterAll(() => t.close());

describe('GET /rest/v1/spaces: text, type and region', () => {
  let loft: { id: string }, york: { id: string }, kingdom: { id: string }, percent: { id: string };
  beforeAll(async () => {
    loft = await listing({
      title: 'Sunny Harbour LOFT',
      location: 'Portside',
      country: 'Harbourland',
    });
    york = await listing({ title: 'Quiet corner', location: 'New York', country: 'United States' });
    kingdom = await listing({ title: 'Canal house', location: 'Leeds', country: 'United Kingdom' });
    percent = await listing({ title: '100% daylight studio', location: 'Lyon', country: 'France' });
  });

  it('matches a case-insensitive substring of the title, the location or the country', async () => {
    expect(await ids('q=harbour%20loft')).toEqual(sorted([loft]));
    expect(await ids('q=YORK')).toEqual(sorted([york]));
    expect(await ids('q=kingDOM')).toEqual(sorted([kingdom]));
    expect(await ids('q=nowhere-at-all')).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await ids('q=%25')).toEqual(sorted([percent]));
    expect(await ids('q=_')).toEqual([]);
  });

  it('filters on the exact type only', async () => {
    const studio = await listing({ type: 'studio', title: 'Typed A' });
    await listing({ type: 'photo studio', title: 'Typed B' });
    expect(await ids('q=typed&type=studio')).toEqual(sorted([studio]));
    expect(await ids('q=typed&type=Studio')).toEqual([]);
    expect(await ids('q=typed&type=stud')).toEqual([]);
  });

  it('keeps the countries of each region, and only those', async () => {
    const byCountry = new Map<string, string>();
    for (const country of [...Object.values(REGIONS).flat(), 'Germany', 'Brazil']) {
      byCountry.set(
        country,
        (await listing({ title: `Regional ${country}`, location: 'Somewhere', country })).id,
      );
    }
    for (const region of REGION_NAMES) {
      const expected = REGIONS[region].map((country) => byCountry.get(country)!).sort();
      const found = await ids(`q=regional&region=${encodeURIComponent(region)}`);
      expect(found, region).toEqual(expected);
    }
    // Country names match whatever their case.
    const lower = await listing({ title: 'Regional lower', country: 'japan' });
    expect(await ids(`q=regional&region=Asia%20Pacific`)).toContain(lower.id);
  });
});

describe('GET /rest/v1/spaces: only what guests may book', () => {
  it('never returns a draft or an unavailable listing, whatever the filter', async () => {
    const shown = await listing({ title: 'Visibility shown', location: 'Visibleton' });
    const draft = await listing({
      title: 'Visibility draft',
      location: 'Visibleton',
      is_published: false,
    });
    const paused = await listing({
      title: 'Visibility paused',
      location: 'Visibleton',
      available: false,
    });
    expect(await ids('q=visibility')).toEqual(sorted([shown]));
    expect(await ids('location=visibleton')).toEqual(sorted([shown]));
    for (const sort of ['newest', 'rating']) {
      const everything: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await search(`sort=${sort}&limit=48${cursor ? `&cursor=${cursor}` : ''}`);
        everything.push(...page.data.map((space) => space.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(everything).not.toContain(draft.id);
      expect(everything).not.toContain(paused.id);
    }
  });

  it('answers card fields and never the street address', async () => {
    await listing({ title: 'Address hidden', street_address: '12 Secret Street' });
    const res = await call(t.app, 'GET', '/rest/v1/spaces?q=address%20hidden');
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({
      title: 'Address hidden',
      currency: 'USD',
      hourly_price: 5000,
    });
    expect(res.text).not.toContain('Secret Street');
    expect(res.json.data[0]).not.toHaveProperty('street_address');
  });
});

describe('GET /rest/v1/spaces: keyset pages', () => {
  const created: { id: string; hourly_price: number; rating: number; created: string }[] = [];
  beforeAll(async () => {
    // Ties everywhere: equal prices, equal ratings, and creation times equal to the millisecond.
    for (let i = 0; i < 23; i++) {
      const space = await listing({
        title: `Paged ${i}`,
        location: 'Pageville',
        hourly_price: 1000 * (i % 4),
        rating: [0, 4.5, 4.5, 5][i % 4],
      });
      const micro = String(100 + (i % 5)).padStart(6, '0');
      const at = `2026-01-0${1 + (i % 3)}T10:00:00.${micro}Z`;
      await t.db.execute(
        sql`update spaces set created_at = ${at}::timestamptz where id = ${space.id}`,
      );
      created.push({
        id: space.id,
        hourly_price: space.hourly_price,
        rating: space.rating,
        created: at,
      });
    }
  });

  async function walk(query: string, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await search(
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.data.length).toBeLessThanOrEqual(limit);
      seen.push(...page.data.map((space) => space.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 50);
    return seen;
  }

  const expectations: [
    string,
    (a: (typeof created)[number], b: (typeof created)[number]) => number,
  ][] = [
    ['sort=newest', (a, b) => b.created.localeCompare(a.created) || a.id.localeCompare(b.id)],
    [
      'sort=price_asc&currency=USD',
      (a, b) => a.hourly_price - b.hourly_price || a.id.localeCompare(b.id),
    ],
    [
      'sort=price_desc&currency=USD',
      (a, b) => b.hourly_price - a.hourly_price || b.id.localeCompare(a.id),
    ],
    ['sort=rating', (a, b) => b.rating - a.rating || b.id.localeCompare(a.id)],
  ];

  for (const [query, compare] of expectations) {
    it(`walks every result once, in order (${query})`, async () => {
      for (const limit of [1, 4, 23]) {
        const seen = await walk(`location=Pageville&${query}`, limit);
        expect(seen, `limit ${limit}`).toEqual([...created].sort(compare).map((space) => space.id));
      }
    });
  }

  it('ends with a null cursor when the last page is exactly full', async () => {
    const first = await search('location=Pageville&limit=23');
    expect(first.data).toHaveLength(23);
    expect(first.next_cursor).toBeNull();
  });

  it('refuses a cursor made for another order, or a forged one', async () => {
    const { next_cursor } = await search('location=Pageville&limit=2');
    const other = await call(
      t.app,
      'GET',
      `/rest/v1/spaces?location=Pageville&sort=rating&cursor=${next_cursor}`,
    );
    expect(other.status).toBe(400);
    expect(other.json.error.fields.cursor).toEqual([
      'This page link is no longer valid; start the search again',
    ]);
    const forged = Buffer.from(
      JSON.stringify([
        'newest',
        "2026'; drop table spaces; --",
        '00000000-0000-4000-8000-000000000000',
      ]),
    ).toString('base64url');
    expect((await call(t.app, 'GET', `/rest/v1/spaces?cursor=${forged}`)).status).toBe(400);
  });
});

describe('GET /rest/v1/spaces in the OpenAPI document', () => {
  it('describes the search and its parameters', async () => {
    const doc = await call(t.app, 'GET', '/rest/v1/openapi.json');
    const parameters = (doc.json.paths['/spaces'].get.parameters as { name: string; in: string }[])
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
    expect(parameters).toEqual(
      expect.arrayContaining([
        'q',
        'type',
        'region',
        'category',
        'min_price',
        'date',
        'start',
        'duration',
        'sort',
        'cursor',
        'limit',
      ]),
    );
    expect(Object.keys(doc.json.paths['/contact'])).toEqual(['post']);
  });
});

describe('GET /rest/v1/spaces: caching', () => {
  it('is public for a short while, carries an ETag and answers 304 while nothing changed', async () => {
    await listing({ title: 'Cacheable cabin', location: 'Etagville' });
    const first = await call(t.app, 'GET', '/rest/v1/spaces?q=etagville');
    expect(first.headers.get('cache-control')).toBe('public, max-age=15');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await call(t.app, 'GET', '/rest/v1/spaces?q=etagville', {
      headers: { 'If-None-Match': tag! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // A new listing (written elsewhere: the database's notification reaches this instance)
    // changes the answer, so the old tag no longer matches.
    await listing({ title: 'Second cabin', location: 'Etagville' });
    await expect
      .poll(
        async () =>
          (
            await call(t.app, 'GET', '/rest/v1/spaces?q=etagville', {
              headers: { 'If-None-Match': tag! },
            })
          ).status,
        { timeout: 3000 },
      )
      .toBe(200);
    const changed = await call(t.app, 'GET', '/rest/v1/spaces?q=etagville', {
      headers: { 'If-None-Match': tag! },
    });
    expect(changed.json.data).toHaveLength(2);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('compresses the JSON for a client that accepts brotli', async () => {
    for (let i = 0; i < 12; i += 1)
      await listing({ title: `Compressed loft ${i}`, location: 'Zipton' });
    const res = await t.app.request('/rest/v1/spaces?q=zipton', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).toMatch(/^W\//);
    // Compressed at once, from the answer's own text: one body of a known length, and the tag is
    // that text's SHA-1, the same validator the identity answer carries.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    const text = brotliDecompressSync(bytes).toString();
    expect(JSON.parse(text).data).toHaveLength(12);
    expect(res.headers.get('etag')).toBe(`W/"${createHash('sha1').update(text).digest('hex')}"`);
    const identity = await t.app.request('/rest/v1/spaces?q=zipton');
    expect(identity.headers.get('etag')).toBe(res.headers.get('etag')!.slice(2));
    expect(await identity.text()).toBe(text);
  });
});

describe('GET /rest/v1/spaces: the short-lived answer cache', () => {
  let cached: TestApp;
  let host: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    cached = await createTestApp({ env: { PAGE_CACHE_SECONDS: '5' } });
    host = await createUser(cached.db);
  });
  afterAll(() => cached.close());

  it('keeps an anonymous answer a few seconds, until a listing changes; never a signed-in or dated search', async () => {
    const cache = cached.services.caches.search;
    await createSpace(cached.db, { user_id: host.id, title: 'Kept kiln', location: 'Cacheford' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the notification of this insert
    const before = cache.stats();
    const first = await call(cached.app, 'GET', '/rest/v1/spaces?q=cacheford');
    const second = await call(cached.app, 'GET', '/rest/v1/spaces?q=cacheford');
    expect(second.text).toBe(first.text);
    // The kept answer's tag is computed once when it is kept, and is the one the first visitor got.
    expect(second.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=15');
    // Per-request headers are not kept: each answer names its own request.
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('vary')).toContain('Origin');
    const revalidated = await call(cached.app, 'GET', '/rest/v1/spaces?q=cacheford', {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    expect(cache.stats().misses - before.misses).toBe(1);
    expect(cache.stats().hits - before.hits).toBe(2);

    // Searches that depend on who asks or on the clock always run.
    const user = await signUp(cached.app);
    await call(cached.app, 'GET', '/rest/v1/spaces?q=cacheford', { token: user.token });
    await call(cached.app, 'GET', '/rest/v1/spaces?q=cacheford&date=2099-01-01');
    expect(cache.stats().misses - before.misses).toBe(1);
    expect(cache.stats().hits - before.hits).toBe(2);

    // A listing written elsewhere empties the cache when its notification arrives.
    await createSpace(cached.db, { user_id: host.id, title: 'Second kiln', location: 'Cacheford' });
    await expect
      .poll(
        async () => (await call(cached.app, 'GET', '/rest/v1/spaces?q=cacheford')).json.data.length,
        { timeout: 3000 },
      )
      .toBe(2);
  });

  it('answers a kept search at the door, as it went out, with its own request id, and measures it', async () => {
    const cache = cached.services.caches.search;
    // Enough of them for an answer worth compressing.
    for (let i = 0; i < 6; i += 1)
      await createSpace(cached.db, {
        user_id: host.id,
        title: `Door kiln ${i}`,
        location: 'Doorford',
      });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the notification of this insert
    const path = '/rest/v1/spaces?q=doorford';
    const requests = async () => {
      const metrics = (await call(cached.app, 'GET', '/metrics')).text;
      const line = metrics
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_request_duration_seconds_count{') &&
            l.includes('route="/rest/v1/spaces"') &&
            l.includes('status="200"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    await call(cached.app, 'GET', path); // rendered and kept
    const kept = await call(cached.app, 'GET', path); // the kept answer, through every middleware
    const before = { ...cache.stats(), requests: await requests() };
    const door = await call(cached.app, 'GET', path);
    expect(cache.stats().atTheDoor - before.atTheDoor).toBe(1);
    expect(cache.stats().hits - before.hits).toBe(1);
    expect(await requests()).toBe(before.requests + 1);
    expect(door.status).toBe(200);
    expect(door.text).toBe(kept.text);
    expect(door.json.data).toHaveLength(6);
    expect(door.text.length).toBeGreaterThan(1024);
    // The same as the whole way gives now: If-Modified-Since keeps a request from the door, and
    // nothing on the way reads it.
    const doorCount = cache.stats().atTheDoor;
    const whole = await call(cached.app, 'GET', path, {
      headers: { 'If-Modified-Since': 'Thu, 01 Jan 2026 00:00:00 GMT' },
    });
    expect(cache.stats().atTheDoor).toBe(doorCount);
    const others = (headers: Headers) => [...headers].filter(([name]) => name !== 'x-request-id');
    expect(whole.status).toBe(200);
    expect(whole.text).toBe(door.text);
    expect(others(door.headers)).toEqual(others(whole.headers));
    expect(door.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(door.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(door.headers.get('x-request-id')).not.toBe(kept.headers.get('x-request-id'));

    // Answers that may differ from the kept one go the whole way.
    const user = await signUp(cached.app);
    const beside = cache.stats().atTheDoor;
    const named = await call(cached.app, 'GET', path, {
      headers: { 'X-Request-Id': 'client-chosen-id' },
    });
    expect(named.headers.get('x-request-id')).toBe('client-chosen-id');
    const revalidated = await call(cached.app, 'GET', path, {
      headers: { 'If-None-Match': kept.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    await call(cached.app, 'GET', path, { headers: { Origin: 'https://elsewhere.example' } });
    await call(cached.app, 'GET', path, { token: user.token });
    await call(cached.app, 'GET', path, { headers: { Range: 'bytes=0-10' } });
    expect(cache.stats().atTheDoor).toBe(beside);

    // Each encoding is noted apart, once its kept copy exists: brotli bytes go out at the door too.
    const brotli = async () => {
      const res = await cached.app.request(path, { headers: { 'Accept-Encoding': 'br' } });
      return { headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    let last = await brotli();
    await expect
      .poll(async () => {
        const before = cache.stats().atTheDoor;
        const next = await brotli();
        const atTheDoor = cache.stats().atTheDoor > before;
        if (atTheDoor) {
          expect(next.headers.get('content-encoding')).toBe('br');
          expect(next.bytes.equals(last.bytes)).toBe(true);
          expect(others(next.headers)).toEqual(others(last.headers));
        }
        last = next;
        return atTheDoor;
      })
      .toBe(true);
    expect(JSON.parse(brotliDecompressSync(last.bytes).toString())).toEqual(door.json);

    // A change empties the cache, and with it what the door answers.
    await createSpace(cached.db, {
      user_id: host.id,
      title: 'Second door kiln',
      location: 'Doorford',
    });
    await expect
      .poll(async () => (await call(cached.app, 'GET', path)).json.data.length, { timeout: 3000 })
      .toBe(7);
    // The new answer is kept and, once it has gone out whole, answered at the door in its turn.
    await call(cached.app, 'GET', path);
    const afterChange = cache.stats().atTheDoor;
    const changed = await call(cached.app, 'GET', path);
    expect(cache.stats().atTheDoor).toBe(afterChange + 1);
    expect(changed.json.data).toHaveLength(7);
  });
});
