import type { FirstVisitAssets } from '@rentspace/core/web-context';

export type { FirstVisitAssets };

/**
 * The public pages whose documents hydrate without React Router (see ./router.tsx): route id to its
 * module, relative to the app directory. The server writes a first-visit document for a request
 * whose every route is listed here and that rendered without an error; anything else (private
 * pages, error pages) is hydrated by React Router as before.
 *
 * `entry.tsx` loads these modules through a glob of the same files; a test checks the two agree.
 */
export const FIRST_VISIT_PAGES: Readonly<Record<string, { file: string; index?: true }>> = {
  'routes/home': { file: 'routes/home.tsx', index: true },
  'routes/explore': { file: 'routes/explore.tsx' },
  'routes/space': { file: 'routes/space.tsx' },
  'routes/cities-city': { file: 'routes/city.tsx' },
  'routes/city': { file: 'routes/city.tsx' },
  'routes/location': { file: 'routes/location.tsx' },
  'routes/pages/about': { file: 'routes/pages/about.tsx' },
  'routes/pages/careers': { file: 'routes/pages/careers.tsx' },
  'routes/pages/press': { file: 'routes/pages/press.tsx' },
  'routes/pages/blog': { file: 'routes/pages/blog.tsx' },
  'routes/pages/help': { file: 'routes/pages/help.tsx' },
  'routes/pages/safety': { file: 'routes/pages/safety.tsx' },
  'routes/pages/cancellation': { file: 'routes/pages/cancellation.tsx' },
  'routes/pages/covid19': { file: 'routes/pages/covid19.tsx' },
  'routes/pages/privacy': { file: 'routes/pages/privacy.tsx' },
  'routes/pages/terms': { file: 'routes/pages/terms.tsx' },
  'routes/pages/sitemap': { file: 'routes/pages/sitemap.tsx' },
  'routes/pages/cookies': { file: 'routes/pages/cookies.tsx' },
  'routes/pages/contact': { file: 'routes/pages/contact.tsx' },
};

/** The id of the element that carries a first-visit document's payload. */
export const PAGE_DATA_ELEMENT_ID = 'rs-page';
/** The id of the element the first-visit client hydrates (the body's content). */
export const APP_ELEMENT_ID = 'rs-app';

/** What a first-visit document carries for its client: the page, its parameters and its data. */
export interface FirstVisitPayload {
  route: string;
  index?: boolean;
  params: Record<string, string>;
  data: { root: unknown; page: unknown };
}
