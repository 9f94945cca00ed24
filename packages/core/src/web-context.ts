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
  /** Addresses for which the sign-in dialog shows the 'Admin account' label. */
  adminEmails: readonly string[];
  api: PublicApi;
}

/** Read-only calls public pages make while rendering on the server, one part per domain. */
export type PublicApi = DiscoveryApi & SpaceDetailApi;
