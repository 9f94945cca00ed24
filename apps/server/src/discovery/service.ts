import type { Database } from '@rentspace/db';
import { findCity, LOCATION_SLUGS } from '@rentspace/core/cities/catalog';
import { toMinor } from '@rentspace/core/money/currencies';
import {
  decodeCursor,
  encodeCursor,
  SEARCH_MESSAGES,
  SpaceSearchSchema,
  searchOrder,
  type SpaceSearch,
  type SpaceSearchInput,
} from '@rentspace/core/discovery/search';
import { REGIONS } from '@rentspace/core/discovery/regions';
import { NEAR_RADIUS_KM } from '@rentspace/core/places/geo';
import {
  HOME_COUNTRY,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  type SearchSort,
} from '@rentspace/core/discovery/constants';
import { homeSections, type HomeFilterState } from '@rentspace/core/discovery/home-filter';
import { cityStats, MONTHLY_BOOKINGS_DAYS } from '@rentspace/core/discovery/city-stats';
import type {
  CityPageData,
  ExploreOptions,
  HomeSpaces,
  LocationPageData,
  SearchOutcome,
} from '@rentspace/core/discovery/public-api';
import type { Page, SpaceSummary } from '@rentspace/core/spaces/types';
import type { Clock } from '../clock.ts';
import { fieldErrors } from '../http/errors.ts';
import { createTaxonomyRepository } from '../listings/repository.ts';
import { createDiscoveryRepository } from './repository.ts';
import type { SearchFilter } from './conditions.ts';

const CITY_PAGE_SPACES = 12;
const LOCATIONS_LIMIT = 200;
const OPTIONS_TTL_MS = 60_000;
const DAY_MS = 24 * 3_600_000;

/**
 * The search parameters in the database's terms (prices to minor units, region to countries); a
 * date and time is judged by the listings' booking rules at `now`.
 */
export function toFilter(query: SpaceSearch, now: Date): SearchFilter {
  const { currency } = query;
  return {
    q: query.q,
    type: query.type,
    rentalType: query.rental_type,
    category: query.category,
    countries: query.region ? REGIONS[query.region] : undefined,
    location: query.location,
    match: query.city ? findCity(query.city)?.match : undefined,
    country: query.country,
    notCountry: query.not_country,
    currency,
    minPrice:
      query.min_price !== undefined && currency ? toMinor(query.min_price, currency) : undefined,
    maxPrice:
      query.max_price !== undefined && currency ? toMinor(query.max_price, currency) : undefined,
    capacity: query.capacity,
    free:
      query.date && query.start
        ? { date: query.date, start: query.start, hours: query.duration ?? 1, now }
        : undefined,
    bbox: query.bbox,
    near: query.near
      ? { centre: query.near, radiusKm: query.radius_km ?? NEAR_RADIUS_KM }
      : undefined,
  };
}

const EMPTY_PAGE: Page<SpaceSummary> = { data: [], next_cursor: null };

/** Search, home sections, city and location pages: the rules of discovery over the repository. */
export function createDiscoveryService(deps: { db: Database; clock: Clock }) {
  const repo = createDiscoveryRepository(deps.db);
  const taxonomy = createTaxonomyRepository(deps.db);
  let options: { value: ExploreOptions; expires: number } | undefined;

  async function page(
    filter: SearchFilter,
    sort: SearchSort,
    limit: number,
  ): Promise<Page<SpaceSummary>> {
    const result = await repo.search(filter, sort, limit);
    return { data: result.data, next_cursor: result.next ? encodeCursor(result.next) : null };
  }

  return {
    async search(params: SpaceSearchInput): Promise<SearchOutcome> {
      const parsed = SpaceSearchSchema.safeParse(params);
      if (!parsed.success)
        return {
          ok: false,
          message: 'Please check the highlighted fields',
          fields: fieldErrors(parsed.error.issues),
        };
      const query = parsed.data;
      const sort = searchOrder(query);
      const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
      if (query.cursor && !cursor)
        return {
          ok: false,
          message: SEARCH_MESSAGES.cursor,
          fields: { cursor: [SEARCH_MESSAGES.cursor] },
        };
      const result = await repo.search(
        toFilter(query, deps.clock.now()),
        sort,
        query.limit,
        cursor,
      );
      return {
        ok: true,
        page: { data: result.data, next_cursor: result.next ? encodeCursor(result.next) : null },
      };
    },

    listSpaces: (limit = SEARCH_PAGE_SIZE) =>
      page({}, 'newest', Math.min(limit, SEARCH_MAX_PAGE_SIZE)),

    async homeSpaces(filter: HomeFilterState): Promise<HomeSpaces> {
      const plan = homeSections(filter);
      const common: SearchFilter = {
        q: filter.search.trim() || undefined,
        type: filter.type ?? undefined,
      };
      const [usa, international] = await Promise.all([
        plan.usa.visible
          ? page({ ...common, country: HOME_COUNTRY }, 'newest', plan.usa.limit)
          : EMPTY_PAGE,
        page(
          {
            ...common,
            notCountry: HOME_COUNTRY,
            countries: filter.region ? REGIONS[filter.region] : undefined,
          },
          'newest',
          plan.international.limit,
        ),
      ]);
      return { usa, international };
    },

    async cityPage(slug: string): Promise<CityPageData | null> {
      const city = findCity(slug);
      if (!city) return null;
      const since = new Date(deps.clock.now().getTime() - MONTHLY_BOOKINGS_DAYS * DAY_MS);
      const [figures, spaces] = await Promise.all([
        repo.cityFigures(city.match, since),
        page({ match: city.match }, 'newest', CITY_PAGE_SPACES),
      ]);
      return { stats: cityStats(city.currency, figures), spaces };
    },

    async locationPage(slug: string, typeSlug: string): Promise<LocationPageData | null> {
      const city = findCity(slug);
      if (!city || !(LOCATION_SLUGS as readonly string[]).includes(city.slug)) return null;
      const type = await repo.typeBySlug(typeSlug.trim().toLowerCase());
      if (!type) return null;
      // Location pages list spaces whose location contains the city name (docs/product/search-and-cities.md#location-pages).
      const spaces = await page(
        { match: { mode: 'contains', terms: [city.name] }, type: type.name },
        'newest',
        SEARCH_PAGE_SIZE,
      );
      return { type, spaces };
    },

    async exploreOptions(): Promise<ExploreOptions> {
      if (options && options.expires > Date.now()) return options.value;
      const [locations, categories, types] = await Promise.all([
        repo.locations(LOCATIONS_LIMIT),
        taxonomy.listCategories(),
        repo.spaceTypes(),
      ]);
      const value: ExploreOptions = {
        locations: [...locations].sort((a, b) => a.localeCompare(b)),
        categories: categories.map((category) => ({
          name: category.name,
          label: category.label,
          subcategories: category.subcategories.map(({ name, label }) => ({ name, label })),
        })),
        types,
      };
      options = { value, expires: Date.now() + OPTIONS_TTL_MS };
      return value;
    },

    spaceTypes: () => repo.spaceTypes(),
    repository: repo,
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
