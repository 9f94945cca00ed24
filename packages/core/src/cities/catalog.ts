import { AMERICAS_CITIES } from './data/americas.ts';
import { ASIA_PACIFIC_CITIES } from './data/asia-pacific.ts';
import { EUROPE_MIDDLE_EAST_CITIES } from './data/europe-middle-east.ts';
import { US_CITIES } from './data/us-cities.ts';
import type { CityCopy } from './types.ts';

export type { CityArea, CityCopy, CityFeature, CityMatch, CityRegion } from './types.ts';
export { CITY_PAGE_SLUGS, LOCATION_SLUGS, cityAreaPath, cityHeroPath, slugify } from './types.ts';

/**
 * Every city and location page: the route table's city pages and the known location slugs
 * (docs/product/search-and-cities.md#city-pages). One data-driven page renders them all.
 */
export const CITIES: readonly CityCopy[] = [
  ...US_CITIES,
  ...AMERICAS_CITIES,
  ...EUROPE_MIDDLE_EAST_CITIES,
  ...ASIA_PACIFIC_CITIES,
];

const BY_SLUG = new Map(CITIES.map((city) => [city.slug, city]));

/** The copy of a city page by its slug (case-insensitive), or undefined for an unknown city. */
export function findCity(slug: string): CityCopy | undefined {
  return BY_SLUG.get(slug.trim().toLowerCase());
}

/** True when a listing's `location` belongs on the city's page (case-insensitive, per its rule). */
export function matchesCity(city: Pick<CityCopy, 'match'>, location: string): boolean {
  const value = location.trim().toLowerCase();
  const terms = city.match.terms.map((term) => term.toLowerCase());
  if (city.match.mode === 'exact') return terms.some((term) => value === term);
  return terms.some((term) => value.includes(term));
}
