// Discovery constants with no dependencies, so the browser can import them without zod.
import { POPULAR_CATEGORY_SLUGS } from '../listings/constants.ts';

/** Result orders of the search; price orders compare prices within one currency only. */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Highest rated',
  distance: 'Nearest first',
};

/** Results per page of the search API, by default and at most. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 48;

/** The longest stay the availability filter checks, in hours (the hourly booking limit). */
export const SEARCH_MAX_HOURS = 24;

// The bookable hourly starts (docs/product/booking-lifecycle.md#start-times-and-time-zones),
// written out rather than imported from bookings/times.ts, which would bring its time-zone library
// into the explore page's bundle. constants.test.ts keeps the two equal.
const FIRST_START_HOUR = 9;
const LAST_START_HOUR = 21;

/** Start times the availability filter offers: 09:00 to 21:00. */
export const SEARCH_START_TIMES: readonly string[] = Array.from(
  { length: LAST_START_HOUR - FIRST_START_HOUR + 1 },
  (_, index) => `${String(FIRST_START_HOUR + index).padStart(2, '0')}:00`,
);

/**
 * Cards in each home section before its View All button
 * (docs/product/search-and-cities.md#home-sections).
 */
export const HOME_SECTION_SIZE = 6;

/** The country of the home page's 'Featured Spaces in the USA'. */
export const HOME_COUNTRY = 'United States';

const POPULAR_LABELS: Readonly<Record<(typeof POPULAR_CATEGORY_SLUGS)[number], string>> = {
  'photo-studio': 'Photo Studios',
  'atv-dirtbike': 'ATVs & Dirt Bikes',
  'power-tools': 'Power Tools',
  'water-sports': 'Water Sports',
  'camera-photo': 'Cameras',
  'yard-garden': 'Yard & Garden',
};

/**
 * The popular category shortcuts: subcategory names, with labels
 * (docs/product/search-and-cities.md#popular-categories).
 */
export const POPULAR_CATEGORIES: readonly { name: string; label: string }[] =
  POPULAR_CATEGORY_SLUGS.map((name) => ({ name, label: POPULAR_LABELS[name] }));

/** Longest accepted text of the free-text search. */
export const SEARCH_TEXT_MAX = 100;
