import type { DiscoveryApi } from './discovery/public-api.ts';
import type { SpaceDetailApi } from './bookings/public-api.ts';

/**
 * What the server hands to the web app's loaders when it renders a page (React Router's load
 * context). Public pages read their data through these calls, in-process, without HTTP.
 */
export interface WebContext {
  /** CSP nonce for the inline scripts React Router emits. */
  nonce: string;
  requestId: string;
  /** The public origin, for canonical links and Open Graph tags. */
  siteUrl: string;
  api: PublicApi;
  /** MAP_STYLE_URL: the maps' base map; unset, the built-in offline style. Public: the browser loads it. */
  mapStyleUrl?: string;
  /**
   * The first-visit client's files (apps/web/app/first-visit), read from its build's manifest;
   * without them every page is hydrated by React Router.
   */
  firstVisit?: FirstVisitAssets;
}

/** The first-visit client's files: its entry and what the entry imports, and each page's files. */
export interface FirstVisitAssets {
  /** Paths (`/assets/...`), the entry first. */
  entry: string[];
  /** By page module, relative to the web app's directory (`routes/home.tsx`). */
  pages: Record<string, string[]>;
  /**
   * The signed-in pages' client (/dashboard, /my-bookings), built on its own with its own entry;
   * absent from a build without it (those pages are then hydrated by React Router).
   */
  signedIn?: { entry: string[]; pages: Record<string, string[]> };
}

/** Read-only calls public pages make while rendering on the server, one part per domain. */
export type PublicApi = DiscoveryApi & SpaceDetailApi;
