import type { Currency } from '../money/currencies.ts';
import type { Page, SpaceSummary } from '../spaces/types.ts';
import type { HomeFilterState } from './home-filter.ts';
import type { SpaceSearchInput } from './search.ts';

/** A search answer: a page of listings, or the API's 400 (message and per-field messages). */
export type SearchOutcome =
  | { ok: true; page: Page<SpaceSummary> }
  | { ok: false; message: string; fields: Record<string, string[]> };

/**
 * A city page's four figures, computed from the listings guests can book there
 * (docs/product/search-and-cities.md#city-figures). Money in minor units of `currency`: the city's
 * usual currency, or the one most of its listings use when none is priced in it; the average rate
 * covers listings in that currency only.
 */
export interface CityStats {
  available_spaces: number;
  average_hourly_rate: number;
  currency: Currency;
  /** How many listings the average rate is over (those priced in `currency`). */
  priced_spaces: number;
  /** Paid bookings (confirmed or completed) of those listings made in the last 30 days. */
  monthly_bookings: number;
  /** Mean rating of those listings that have one, 0 when none has. */
  average_rating: number;
  rated_spaces: number;
}

export interface CityPageData {
  stats: CityStats;
  spaces: Page<SpaceSummary>;
}

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
