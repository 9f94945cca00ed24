import { Hono } from 'hono';
import { CITIES, findCity, LOCATION_SLUGS } from '@rentspace/core/cities/catalog';
import { FIXED_PUBLIC_PATHS, publicPath } from '@rentspace/core/public-pages';
import type { AppEnv } from '../http/env.ts';
import type { DiscoveryRepository } from './repository.ts';

/** Pages that need a session or a payment: nothing for a search engine there. */
const PRIVATE_PATHS = [
  '/dashboard',
  '/my-listings',
  '/my-bookings',
  '/favorites',
  '/profile',
  '/admin',
  '/create-listing',
  '/edit-listing/',
  '/booking-confirmation',
  '/sandbox/',
  '/auth/',
  '/rest/',
  '/functions/',
  '/realtime/',
];

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

interface Url {
  loc: string;
  lastmod?: string;
}

export function urlset(urls: Url[]): string {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const typeSlug = (type: string) => type.trim().toLowerCase().replace(/\s+/g, '-');

/** sitemap.xml (one file, or an index of files past 50,000 URLs) and robots.txt. */
export function seoRoutes(deps: {
  repo: DiscoveryRepository;
  siteUrl: string;
  urlsPerSitemap?: number;
}) {
  const perFile = deps.urlsPerSitemap ?? URLS_PER_SITEMAP;
  const site = deps.siteUrl;
  const app = new Hono<AppEnv>();

  async function pageUrls(): Promise<Url[]> {
    const locationPages = await Promise.all(
      LOCATION_SLUGS.map(async (slug) => {
        const city = findCity(slug)!;
        const types = await deps.repo.typesIn({ mode: 'contains', terms: [city.name] });
        return types.map((type) => {
          const path = publicPath('routes/location', {
            city: slug,
            type: encodeURIComponent(typeSlug(type)),
          });
          return { loc: `${site}${path}` };
        });
      }),
    );
    // The public pages (packages/core public-pages): those without parameters as they are, the
    // others once for each city, location and published listing (a city's other path,
    // /cities/{city}, points search engines at /{city}).
    return [
      ...FIXED_PUBLIC_PATHS.map((path) => ({ loc: `${site}${path}` })),
      ...CITIES.map((city) => ({
        loc: `${site}${publicPath('routes/city', { city: city.slug })}`,
      })),
      ...locationPages.flat(),
    ];
  }

  async function spaceUrls(offset: number, limit: number): Promise<Url[]> {
    const rows = await deps.repo.publishedForSitemap(offset, limit);
    return rows.map((row) => ({
      loc: `${site}${publicPath('routes/space', { id: row.id })}`,
      lastmod: row.updated_at,
    }));
  }

  const xml = (body: string) =>
    new Response(body, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    });

  app.get('/sitemap.xml', async () => {
    const [pages, published] = await Promise.all([pageUrls(), deps.repo.publishedCount()]);
    if (pages.length + published <= perFile)
      return xml(urlset([...pages, ...(await spaceUrls(0, published))]));
    const files = Math.ceil(published / perFile);
    return xml(
      sitemapIndex([
        `${site}/sitemaps/pages.xml`,
        ...Array.from({ length: files }, (_, i) => `${site}/sitemaps/spaces-${i + 1}.xml`),
      ]),
    );
  });

  app.get('/sitemaps/:file', async (c) => {
    const file = c.req.param('file');
    if (file === 'pages.xml') return xml(urlset(await pageUrls()));
    const part = /^spaces-([1-9]\d{0,5})\.xml$/.exec(file);
    const urls = part ? await spaceUrls((Number(part[1]) - 1) * perFile, perFile) : [];
    if (urls.length === 0) return c.text('Not found', 404);
    return xml(urlset(urls));
  });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(robotsTxt(site));
  });

  return app;
}
