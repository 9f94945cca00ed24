import type { FirstVisitAssets } from '@rentspace/core/web-context';
import { PUBLIC_PAGES, type PublicPage } from '@rentspace/core/public-pages';

export type { FirstVisitAssets };

/**
 * The pages whose documents hydrate without React Router (see ./router.tsx): every public page
 * (packages/core public-pages), by route id. The server writes a first-visit document for a
 * request whose every route is listed here and that rendered without an error; anything else
 * (private pages, error pages) is hydrated by React Router as before.
 *
 * `entry.tsx` loads the page modules through a glob of the same files; a test checks the two agree.
 */
export const FIRST_VISIT_PAGES: Readonly<Record<string, PublicPage>> = Object.fromEntries(
  PUBLIC_PAGES.map((page) => [page.route, page]),
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
