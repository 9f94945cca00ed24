/**
 * The site's public pages (docs/product/pages-and-messages.md#route-table): pages anyone may open
 * and search engines may index. This is the one list of them. The web app builds its routes for them from it, writes a
 * first-visit document for each (apps/web/app/first-visit), and takes each page's canonical path
 * from it; the server's sitemap lists the pages from it. A page added here is routed, lightly
 * hydrated and in the sitemap; a page not here is private to signed-in people or not a page.
 *
 * Plain data with no imports: the browser, the server and the build tools all read it.
 */
export interface PublicPage {
  /** React Router's id of the page's route (`routes/about`). */
  route: string;
  /** The route module, relative to the web app's directory. */
  file: string;
  /** The URL path, with `:name` for each parameter (React Router's syntax). */
  path: string;
  /** The index route of the site (React Router's forms post to `?index` there). */
  index?: true;
}

/** The company, support and legal pages: each has a module under routes/pages and a path of its name. */
const CONTENT_PAGES = [
  'about',
  'contact',
  'careers',
  'press',
  'blog',
  'help',
  'safety',
  'cancellation',
  'covid19',
  'privacy',
  'terms',
  'sitemap',
  'cookies',
] as const;

export const PUBLIC_PAGES = [
  { route: 'routes/home', file: 'routes/home.tsx', path: '/', index: true },
  { route: 'routes/explore', file: 'routes/explore.tsx', path: '/explore' },
  { route: 'routes/space', file: 'routes/space.tsx', path: '/space/:id' },
  // One module shows a city at /cities/{city} and at /{city}, the catch-all of one segment.
  { route: 'routes/cities-city', file: 'routes/city.tsx', path: '/cities/:city' },
  { route: 'routes/location', file: 'routes/location.tsx', path: '/:city/:type' },
  { route: 'routes/city', file: 'routes/city.tsx', path: '/:city' },
  ...CONTENT_PAGES.map((name) => ({
    route: `routes/pages/${name}` as const,
    file: `routes/pages/${name}.tsx` as const,
    path: `/${name}` as const,
  })),
] as const satisfies readonly PublicPage[];

export type PublicRoute = (typeof PUBLIC_PAGES)[number]['route'];

/** The public page of a route id, or undefined for any other route. */
export function publicPage(route: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.route === route);
}

/**
 * The path of a public page with its parameters filled in as given: encode a value first where it
 * may hold characters a path cannot.
 */
export function publicPath(route: PublicRoute, params: Readonly<Record<string, string>> = {}) {
  const page = publicPage(route);
  if (!page) throw new Error(`${route} is not a public page`);
  return page.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path of ${route} needs :${name}`);
    return value;
  });
}

/** The paths of the public pages without parameters, in the list's order (the sitemap's first URLs). */
export const FIXED_PUBLIC_PATHS: readonly string[] = PUBLIC_PAGES.filter(
  (page) => !page.path.includes(':'),
).map((page) => page.path);
