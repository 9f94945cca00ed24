import type { FirstVisitAssets } from '@rentspace/core/web-context';
import { PUBLIC_PAGES, type PublicPage } from '@rentspace/core/public-pages';
import { SIGNED_IN_FIRST_VISIT_PAGES, type SignedInFirstVisitPage } from './signed-in-pages';

export type { FirstVisitAssets };

/** A first-visit page: a public page, or a signed-in page inside its layout. */
export type FirstVisitPage = (PublicPage & { layout?: undefined }) | SignedInFirstVisitPage;

/**
 * The pages whose documents hydrate without React Router (see ./router.tsx), by route id: every
 * public page (packages/core public-pages) and the signed-in pages of ./signed-in-pages.ts. The
 * server writes a first-visit document for a request whose routes are the root and one of these
 * (with its layout, if it has one) and that rendered without an error; anything else (the other
 * signed-in pages, error pages) is hydrated by React Router as before.
 *
 * The first-visit build (vite.first-visit.config.ts) bundles the same pages.
 */
export const FIRST_VISIT_PAGES: Readonly<Record<string, FirstVisitPage>> = Object.fromEntries(
  [...PUBLIC_PAGES, ...SIGNED_IN_FIRST_VISIT_PAGES].map((page) => [page.route, page]),
);

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
