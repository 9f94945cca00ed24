import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace, createUser } from '@rentspace/db/factories';
import { spaceTypes } from '@rentspace/db';
import { CITIES } from '@rentspace/core/cities/catalog';
import { FIXED_PUBLIC_PATHS } from '@rentspace/core/public-pages';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { seoRoutes } from './seo.ts';
import { createDiscoveryRepository } from './repository.ts';

const SITE = 'http://localhost:3000';
let t: TestApp;
let shown: { id: string }, paused: { id: string }, draft: { id: string };

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

beforeAll(async () => {
  t = await createTestApp();
  const host = await createUser(t.db);
  await t.db
    .insert(spaceTypes)
    .values([{ name: 'photo studio', label: 'Photo Studio' }])
    .onConflictDoNothing();
  shown = await createSpace(t.db, {
    user_id: host.id,
    location: 'Shibuya, Tokyo',
    country: 'Japan',
    type: 'photo studio',
  });
  paused = await createSpace(t.db, {
    user_id: host.id,
    location: 'Paris',
    country: 'France',
    available: false,
  });
  draft = await createSpace(t.db, {
    user_id: host.id,
    location: 'Paris',
    country: 'France',
    is_published: false,
  });
});
afterAll(() => t.close());

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of private ones and points to the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/dashboard', '/admin', '/my-bookings', '/rest/', '/edit-listing/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/(explore|space|storage)/);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every city page, location pages with listings, and published listings', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const urls = locs(xml);
    // Every public page without parameters, from the one list of public pages.
    for (const path of FIXED_PUBLIC_PATHS) expect(urls).toContain(`${SITE}${path}`);
    expect(urls.slice(0, 3)).toEqual([`${SITE}/`, `${SITE}/explore`, `${SITE}/about`]);
    expect(urls).toContain(`${SITE}/cookies`);
    // A city's second path is not listed again: its canonical link is /{city}.
    expect(urls.some((url) => url.includes('/cities/'))).toBe(false);
    for (const city of CITIES) expect(urls).toContain(`${SITE}/${city.slug}`);
    expect(urls).toContain(`${SITE}/tokyo/photo-studio`);
    expect(
      urls.filter(
        (url) => /\/[a-z-]+\/[a-z-]+$/.test(url.slice(SITE.length)) && !url.includes('/space/'),
      ),
    ).toEqual([`${SITE}/tokyo/photo-studio`]);
    expect(urls).toContain(`${SITE}/space/${shown.id}`);
    // A paused listing's page still exists (it shows 'Unavailable'); a draft has no public page.
    expect(urls).toContain(`${SITE}/space/${paused.id}`);
    expect(urls).not.toContain(`${SITE}/space/${draft.id}`);
    expect(xml).toMatch(
      new RegExp(`<loc>${SITE}/space/${shown.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('splits into an index of files past the per-file limit, each listing in exactly one', async () => {
    const host = await createUser(t.db);
    for (let i = 0; i < 4; i++) await createSpace(t.db, { user_id: host.id });
    const routes = seoRoutes({
      repo: createDiscoveryRepository(t.db),
      siteUrl: SITE,
      urlsPerSitemap: 3,
    });
    const index = await (await routes.request('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    expect(files).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/spaces-1.xml`,
      `${SITE}/sitemaps/spaces-2.xml`,
    ]);
    const pages = locs(await (await routes.request('/sitemaps/pages.xml')).text());
    expect(pages).toContain(`${SITE}/about`);
    const listed: string[] = [];
    for (const file of ['spaces-1.xml', 'spaces-2.xml']) {
      const res = await routes.request(`/sitemaps/${file}`);
      expect(res.status).toBe(200);
      listed.push(...locs(await res.text()));
    }
    expect(listed).toHaveLength(6);
    expect(new Set(listed).size).toBe(6);
    expect((await routes.request('/sitemaps/spaces-3.xml')).status).toBe(404);
    expect((await routes.request('/sitemaps/other.xml')).status).toBe(404);
  });
});
