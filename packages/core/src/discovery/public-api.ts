import type { CityPageData, CityStats } from './api.ts';
import type { Page, SpaceSummary } from '../spaces/types.ts';
import type { HomeFilterState } from './home-filter.ts';
import type { SpaceSearchInput } from './search.ts';

/** A search answer: a page of listings, or the API's 400 (message and per-field messages). */
export type SearchOutcome =
  | { ok: true; page: Page<SpaceSummary> }
  | { ok: false; message: string; fields: Record<string, string[]> };

export type { CityPageData, CityStats };

export interface LocationPageData {
  type: { name: string; label: string };
  spaces: Page<SpaceSummary>;
}

export interface HomeSpaces {
  usa: Page<SpaceSummary>;
  international: Page<SpaceSummary>;
}

export interface NamedOption {
  name: string;
  label: string;
}

/** What the explore form offers: places listings are in, categories with subcategories, types. */
export interface ExploreOptions {
  locations: string[];
  categories: (NamedOption & { subcategories: NamedOption[] })[];
  types: NamedOption[];
}

/** Server-side reads of the discovery pages (home, explore, cities, static pages). */
export interface DiscoveryApi {
  /** Listings guests can book, newest first. */
  listSpaces(query: { limit?: number }): Promise<Page<SpaceSummary>>;
  /** GET /rest/v1/spaces with the same parameters and rules. */
  searchSpaces(params: SpaceSearchInput): Promise<SearchOutcome>;
  /** The two home sections for a filter state (docs/product/search-and-cities.md#home-sections). */
  homeSpaces(filter: HomeFilterState): Promise<HomeSpaces>;
  /** Figures and first listings of a city page, or null for an unknown city. */
  cityPage(slug: string): Promise<CityPageData | null>;
  /** A location page (/{city}/{type}), or null for an unknown city slug or space type. */
  locationPage(slug: string, type: string): Promise<LocationPageData | null>;
  exploreOptions(): Promise<ExploreOptions>;
  /** The space types for the home page's type filter. */
  spaceTypes(): Promise<NamedOption[]>;
}
