import type { Page, SpaceSummary } from '../spaces/types.ts';

/** Server-side reads of the discovery pages (home, explore, cities, static pages). */
export interface DiscoveryApi {
  listSpaces(query: { limit?: number }): Promise<Page<SpaceSummary>>;
}
