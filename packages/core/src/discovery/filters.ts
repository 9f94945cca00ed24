// The explore page's filters as URL parameters. No zod here: the browser bundle imports this file;
// the server validates the same parameters with SpaceSearchSchema (search.ts).

/** Every filter the explore page keeps in its URL, in display order. */
export const EXPLORE_FILTER_KEYS = [
  'q',
  'location',
  'city',
  'category',
  'type',
  'rental_type',
  'region',
  'currency',
  'min_price',
  'max_price',
  'capacity',
  'date',
  'start',
  'duration',
  'near',
  'radius_km',
  'bbox',
  'sort',
] as const;
export type ExploreFilterKey = (typeof EXPLORE_FILTER_KEYS)[number];
export type ExploreFilters = Partial<Record<ExploreFilterKey, string>>;

/** Filters that only make sense together: clearing the first clears the others. */
const DEPENDENTS: Partial<Record<ExploreFilterKey, ExploreFilterKey[]>> = {
  date: ['start', 'duration'],
  currency: ['min_price', 'max_price'],
  near: ['radius_km'],
};

/** The filters a URL query holds: known keys with a non-empty value. */
export function filtersFromParams(params: URLSearchParams): ExploreFilters {
  const filters: ExploreFilters = {};
  for (const key of EXPLORE_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The URL query of a set of filters, without empty values or the default order. */
export function paramsFromFilters(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of EXPLORE_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (!value || (key === 'sort' && value === 'newest')) continue;
    params.set(key, value);
  }
  return params;
}

/** The filters with one value set (or cleared with ''), dropping the ones that depended on it. */
export function withFilter(
  filters: ExploreFilters,
  key: ExploreFilterKey,
  value: string,
): ExploreFilters {
  const next: ExploreFilters = { ...filters };
  if (value.trim()) next[key] = value.trim();
  else {
    delete next[key];
    for (const dependent of DEPENDENTS[key] ?? []) delete next[dependent];
  }
  // A price order without a currency is refused by the server: fall back to the default order.
  if (!next.currency && (next.sort === 'price_asc' || next.sort === 'price_desc')) delete next.sort;
  // Likewise the nearest-first order without a place.
  if (!next.near && next.sort === 'distance') delete next.sort;
  return next;
}

/** How many filters beyond the text search are set (for the 'More filters' toggle). */
export function countMoreFilters(filters: ExploreFilters): number {
  const more: ExploreFilterKey[] = [
    'type',
    'rental_type',
    'region',
    'currency',
    'min_price',
    'max_price',
    'capacity',
    'date',
  ];
  return more.filter((key) => filters[key]).length;
}
