// The filters of /favorites (docs/product/search-and-cities.md#favourites): the explore page's that
// make sense for a short list the browser already holds. No zod: the browser imports it.
import { CURRENCIES, toMinor, type Currency } from '../money/currencies.ts';

/** What the saved list is filtered by, as the URL carries it. */
export const FAVORITE_FILTER_KEYS = ['q', 'type', 'currency', 'min_price', 'max_price'] as const;
export type FavoriteFilters = Partial<Record<(typeof FAVORITE_FILTER_KEYS)[number], string>>;

interface Filterable {
  title: string;
  location: string;
  country: string;
  type: string;
  currency: Currency;
  hourly_price: number | null;
}

/** The filters a URL query holds: known keys with a non-empty value. */
export function favoriteFiltersFromParams(params: URLSearchParams): FavoriteFilters {
  const filters: FavoriteFilters = {};
  for (const key of FAVORITE_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

function minorOf(text: string | undefined, currency: Currency): number | undefined {
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  return toMinor(Number(text), currency);
}

/**
 * The saved listings that match: text in the title, place or country (any case), the type, and
 * an hourly price range in one currency (prices only mean something within a currency, as on
 * explore: without a currency the price bounds are ignored).
 */
export function filterFavorites<T extends Filterable>(list: T[], filters: FavoriteFilters): T[] {
  const text = filters.q?.trim().toLowerCase();
  const currency = CURRENCIES.find((code) => code === filters.currency);
  const min = currency ? minorOf(filters.min_price, currency) : undefined;
  const max = currency ? minorOf(filters.max_price, currency) : undefined;
  return list.filter((space) => {
    if (
      text &&
      ![space.title, space.location, space.country].some((part) =>
        part.toLowerCase().includes(text),
      )
    )
      return false;
    if (filters.type && space.type !== filters.type) return false;
    if (currency && space.currency !== currency) return false;
    const price = space.hourly_price ?? 0;
    if (min !== undefined && price < min) return false;
    if (max !== undefined && price > max) return false;
    return true;
  });
}

/** The types among the saved listings, for the type list (sorted, each once). */
export function favoriteTypes(list: Pick<Filterable, 'type'>[]): string[] {
  return [...new Set(list.map((space) => space.type).filter(Boolean))].sort();
}
