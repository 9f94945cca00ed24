import { and, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { earthPoint, spaceAvailability, spaces } from '@rentspace/db';
import type { CityMatch } from '@rentspace/core/cities/catalog';
import type { Currency } from '@rentspace/core/money/currencies';
import type { RentalType } from '@rentspace/core/listings/constants';
import { chordOf, unitVector, type BoundingBox, type LatLng } from '@rentspace/core/places/geo';

/** A search in the database's terms: every field optional, prices in minor units. */
export interface SearchFilter {
  q?: string;
  type?: string;
  rentalType?: RentalType;
  /** A category or a subcategory name. */
  category?: string;
  /** The ids that name stands for, looked up first (see the repository): constants let the planner use the indexes. */
  categoryIds?: { categories: string[]; subcategories: string[] };
  /** Countries of a region (docs/product/search-and-cities.md#regions). */
  countries?: readonly string[];
  location?: string;
  /** A city page's matching rule. */
  match?: CityMatch;
  country?: string;
  notCountry?: string;
  currency?: Currency;
  minPrice?: number;
  maxPrice?: number;
  capacity?: number;
  /**
   * Keep listings that can be booked for these hours, in each listing's time zone, at `now`:
   * open then, within its notice and booking window, its rental limits, and no slot within the
   * hours and the buffer after them.
   */
  free?: { date: string; start: string; hours: number; now: Date };
  /** A map's visible area; west above east crosses the antimeridian. */
  bbox?: BoundingBox;
  /** Within a radius of a place, measured from each listing's approximate point. */
  near?: { centre: LatLng; radiusKm: number };
}

/** What guests may see: published and available (docs/product/search-and-cities.md#listed-spaces). */
export const listedCondition = and(eq(spaces.is_published, true), eq(spaces.available, true))!;

/** Escapes LIKE wildcards so a search for '50%' looks for those characters. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// lower() on both sides: the trigram and btree indexes are on lower(column).
const lowerLike = (column: AnyColumn, text: string) =>
  sql`lower(${column}) like lower(${likeContaining(text)})`;
const lowerEquals = (column: AnyColumn, text: string) => sql`lower(${column}) = lower(${text})`;

/** Case-insensitive match of a listing's location against a city page's rule. */
export function cityCondition(match: CityMatch): SQL {
  const terms = match.terms.map((term) =>
    match.mode === 'exact' ? lowerEquals(spaces.location, term) : lowerLike(spaces.location, term),
  );
  return or(...terms)!;
}

function categoryCondition(ids: NonNullable<SearchFilter['categoryIds']>): SQL {
  const either = [
    ids.categories.length ? inArray(spaces.category_id, ids.categories) : undefined,
    ids.subcategories.length ? inArray(spaces.subcategory_id, ids.subcategories) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return either.length ? or(...either)! : sql`false`;
}

/**
 * The booking rules of core's checkBookingRules (docs/product/booking-lifecycle.md#booking-rules)
 * in SQL, for a search over many listings at once: the date's weekday open at the start hour, the
 * start past the notice and within the window, the hours within the rental limits, and the range
 * the booking would keep (its hours and the listing's buffer) free of every slot.
 */
function freeCondition(free: NonNullable<SearchFilter['free']>): SQL {
  // The wall-clock start in the listing's own zone; the exclusion constraint's GiST index answers it.
  const start = sql`((${free.date}::date + ${free.start}::time) at time zone ${spaces.time_zone})`;
  const hour = Number(free.start.slice(0, 2));
  const day = sql`(${spaces.opening_hours} -> extract(dow from ${free.date}::date)::int)`;
  const now = sql`${free.now.toISOString()}::timestamptz`;
  // The rules are one condition to the planner (coalesce), which it takes to keep half the rows.
  // As five, each estimated to keep a third (their columns' statistics cannot tell), they seemed
  // to keep 0.4% of the listings: PostgreSQL then fetched every listing the other filters let
  // through, checked each one's slots and sorted them, instead of walking the order's index until
  // the page was full, so a date search grew with the catalogue (a region with a date: 650 ms at
  // 100k listings against 1 ms now; docs/performance.md).
  return sql`coalesce(${hour}::int between (${day} ->> 'from')::int and (${day} ->> 'to')::int
    and ${start} >= ${now} + make_interval(hours => ${spaces.min_notice_hours})
    and ${start} <= ${now} + make_interval(months => ${spaces.booking_window_months})
    and ${free.hours}::int >= ${spaces.min_rental_duration}
    and ${free.hours}::int <= coalesce(${spaces.max_rental_duration}, ${free.hours}::int), false)
    and not exists (
    select 1 from ${spaceAvailability}
    where ${spaceAvailability.space_id} = ${spaces.id}
      and tstzrange(${spaceAvailability.start_time}, ${spaceAvailability.end_time}, '[)')
          && tstzrange(${start},
                       ${start} + make_interval(hours => ${free.hours}::int, mins => ${spaces.buffer_minutes}),
                       '[)'))`;
}

/** Grid cells per degree of the map index (0.05 degrees, about 5 km of latitude). */
export const MAP_CELLS_PER_DEGREE = 20;

const cell = (column: AnyColumn) =>
  sql`floor(${column} * ${sql.raw(String(MAP_CELLS_PER_DEGREE))})`;
const cellOf = (degrees: number) => Math.floor(degrees * MAP_CELLS_PER_DEGREE);

/**
 * Listings whose approximate point lies in the box (docs/decisions/0046-map-cells.md): first the
 * grid cells the box covers, a range of latitude cells and one of longitude cells (two across the
 * antimeridian), which spaces_listed_map_cell_idx answers and the statistics spaces_map_cells
 * estimate together, so a box over a dense city is known to hold many listings and is walked in
 * the order's index; then the point itself, as one condition the planner takes to keep half the
 * rows (coalesce), since estimating its ranges again would treat them as independent of the cells.
 */
export function boxCondition(box: BoundingBox): SQL {
  const latCells = sql`${cell(spaces.approx_latitude)} between ${cellOf(box.south)}::float8 and ${cellOf(box.north)}::float8`;
  const lngCells =
    box.west <= box.east
      ? sql`${cell(spaces.approx_longitude)} between ${cellOf(box.west)}::float8 and ${cellOf(box.east)}::float8`
      : sql`(${cell(spaces.approx_longitude)} >= ${cellOf(box.west)}::float8 or ${cell(spaces.approx_longitude)} <= ${cellOf(box.east)}::float8)`;
  const lat = sql`${spaces.approx_latitude} between ${box.south}::float8 and ${box.north}::float8`;
  const lng =
    box.west <= box.east
      ? sql`${spaces.approx_longitude} between ${box.west}::float8 and ${box.east}::float8`
      : sql`(${spaces.approx_longitude} >= ${box.west}::float8 or ${spaces.approx_longitude} <= ${box.east}::float8)`;
  return sql`(${latCells} and ${lngCells} and coalesce(${lat} and ${lng}, false))`;
}

/** Each listing's approximate point on the unit sphere, as the earth index holds it (migration 0029). */
const listingPoint = earthPoint(spaces.approx_latitude, spaces.approx_longitude);

const floats = (values: number[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::float8`),
    sql`, `,
  )}]`;

/**
 * From a place to each listing's approximate point: the chord of the unit sphere, which orders as
 * the distance along the surface does (core's kmOfChord turns it into kilometres). The earth index walks
 * listings in this order (docs/decisions/0055-nearest-first.md).
 */
export function chordFrom(centre: LatLng): SQL<number> {
  return sql<number>`(${listingPoint} <-> cube(${floats(unitVector(centre))}))`;
}

/**
 * Inside the box on the sphere around a circle of `radiusKm`, which the earth index answers. The
 * box is matched with && (for a point, the same as inside it) because PostgreSQL estimates that
 * operator to keep 0.5 % of the rows where it takes <@ to keep 0.1 %: at 100k listings 455 rather
 * than 91 of the listings, so that a nearest-first page of 50 rows is read by walking the index
 * and stopping, not by fetching and sorting the whole circle (docs/decisions/0055-nearest-first.md).
 */
function nearBox(centre: LatLng, radiusKm: number): SQL {
  const chord = chordOf(radiusKm);
  const point = unitVector(centre);
  const low = floats(point.map((value) => value - chord));
  const high = floats(point.map((value) => value + chord));
  return sql`${listingPoint} && cube(${low}, ${high})`;
}

/** Within `radiusKm` of a place: inside the circle's box, then within the chord of the radius. */
function nearCondition(centre: LatLng, radiusKm: number): SQL {
  return sql`(${nearBox(centre, radiusKm)} and ${chordFrom(centre)} <= ${chordOf(radiusKm)}::float8)`;
}

/**
 * The WHERE conditions of a search over listed spaces. `nearestFirst`: a near search's box alone,
 * its radius left to the reader (a nearest-first read; see the repository), which keeps the
 * planner's estimate of the rows high enough to walk the earth index.
 */
export function searchConditions(filter: SearchFilter, nearestFirst = false): SQL {
  const conditions: (SQL | undefined)[] = [listedCondition];
  if (filter.q) {
    conditions.push(
      or(
        lowerLike(spaces.title, filter.q),
        lowerLike(spaces.location, filter.q),
        lowerLike(spaces.country, filter.q),
      ),
    );
  }
  if (filter.type) conditions.push(eq(spaces.type, filter.type));
  if (filter.rentalType) conditions.push(eq(spaces.rental_type, filter.rentalType));
  if (filter.categoryIds) conditions.push(categoryCondition(filter.categoryIds));
  if (filter.countries) {
    const names = filter.countries.map((country) => sql`lower(${country})`);
    conditions.push(sql`lower(${spaces.country}) in (${sql.join(names, sql`, `)})`);
  }
  if (filter.location) conditions.push(lowerEquals(spaces.location, filter.location));
  if (filter.match) conditions.push(cityCondition(filter.match));
  if (filter.country) conditions.push(sql`lower(${spaces.country}) = lower(${filter.country})`);
  if (filter.notCountry)
    conditions.push(sql`lower(${spaces.country}) <> lower(${filter.notCountry})`);
  if (filter.currency) conditions.push(eq(spaces.currency, filter.currency));
  if (filter.minPrice !== undefined) conditions.push(gte(spaces.hourly_price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(spaces.hourly_price, filter.maxPrice));
  if (filter.capacity !== undefined) conditions.push(gte(spaces.capacity, filter.capacity));
  if (filter.free) conditions.push(freeCondition(filter.free));
  if (filter.bbox) conditions.push(boxCondition(filter.bbox));
  if (filter.near) {
    const { centre, radiusKm } = filter.near;
    conditions.push(nearestFirst ? nearBox(centre, radiusKm) : nearCondition(centre, radiusKm));
  }
  return and(...conditions)!;
}
