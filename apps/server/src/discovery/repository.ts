import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  bookings,
  queryRows,
  rentalCategories,
  rentalSubcategories,
  spaceTypes,
  spaces,
  utcMicroseconds,
  type Database,
} from '@rentspace/db';
import type { CityMatch } from '@rentspace/core/cities/catalog';
import type { Currency } from '@rentspace/core/money/currencies';
import type { SearchCursor } from '@rentspace/core/discovery/search';
import type { SearchSort } from '@rentspace/core/discovery/constants';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { chordOf, kmOfChord } from '@rentspace/core/places/geo';
import { cardColumns, toSummary } from '../listings/columns.ts';
import {
  chordFrom,
  cityCondition,
  listedCondition,
  searchConditions,
  type SearchFilter,
} from './conditions.ts';

// created_at to the microsecond, in UTC: the newest-first cursor must not lose precision.
const createdKey = utcMicroseconds(spaces.created_at);

const NO_DISTANCE = sql<number>`0::float8`;

/**
 * A distance order needs the place; without one (refused by the schema) every row is at 0. The
 * distance is the chord of the unit sphere (kmOfChord gives kilometres), the earth index's order.
 */
const distanceOf = (filter: SearchFilter) =>
  filter.near ? chordFrom(filter.near.centre) : NO_DISTANCE;

/**
 * Rows a nearest-first read takes beyond the page and the one after it: the earth index walks the
 * distance alone, so listings at the same distance come in no set order, and the page is put in
 * order (distance, then id) from these. When a tie reaches the end of them, the page is read again
 * in that order over the whole circle (see nearestRows).
 */
const NEAREST_EXTRA_ROWS = 8;

/**
 * The order of a page. `nearestFirst`: the distance alone, which PostgreSQL answers by walking the
 * earth index nearest first and stopping (with the id after it, it reads and sorts every listing
 * in the circle instead; docs/decisions/0055-nearest-first.md).
 */
function orderBy(sort: SearchSort, distance: SQL<number>, nearestFirst: boolean) {
  switch (sort) {
    case 'distance':
      return nearestFirst ? [asc(distance)] : [asc(distance), asc(spaces.id)];
    // Matches the index spaces_listed_idx (created_at desc, id).
    case 'newest':
      return [desc(spaces.created_at), asc(spaces.id)];
    case 'price_asc':
      return [asc(spaces.hourly_price), asc(spaces.id)];
    case 'price_desc':
      return [desc(spaces.hourly_price), desc(spaces.id)];
    case 'rating':
      return [desc(spaces.rating), desc(spaces.id)];
  }
}

/** Rows strictly after the cursor in the order of its sort (keyset pagination). */
function afterCursor(cursor: SearchCursor, distance: SQL<number>): SQL {
  switch (cursor.sort) {
    case 'distance':
      return sql`(${distance}, ${spaces.id}) > (${cursor.key}::float8, ${cursor.id}::uuid)`;
    case 'newest':
      return sql`(${spaces.created_at} <= ${cursor.key}::timestamptz
        and (${spaces.created_at} < ${cursor.key}::timestamptz or ${spaces.id} > ${cursor.id}::uuid))`;
    case 'price_asc':
      return sql`(${spaces.hourly_price}, ${spaces.id}) > (${cursor.key}::bigint, ${cursor.id}::uuid)`;
    case 'price_desc':
      return sql`(${spaces.hourly_price}, ${spaces.id}) < (${cursor.key}::bigint, ${cursor.id}::uuid)`;
    case 'rating':
      return sql`(${spaces.rating}, ${spaces.id}) < (${cursor.key}::float8, ${cursor.id}::uuid)`;
  }
}

type Row = Parameters<typeof toSummary>[0] & { created_key: string; distance_key: number };

function cursorOf(row: Row, sort: SearchSort): SearchCursor {
  if (sort === 'newest') return { sort, key: row.created_key, id: row.id };
  if (sort === 'distance') return { sort, key: row.distance_key, id: row.id };
  if (sort === 'rating') return { sort, key: row.rating, id: row.id };
  return { sort, key: row.hourly_price, id: row.id };
}

export interface CityFigures {
  perCurrency: { currency: Currency; spaces: number; average_price: number }[];
  rated: number;
  ratingSum: number;
  monthlyBookings: number;
}

/**
 * The query of one search page (one row more than the page, to know whether another follows). A
 * distance order read `nearestFirst` takes NEAREST_EXTRA_ROWS more, in the distance's order alone.
 */
export function searchQuery(
  db: Database,
  filter: SearchFilter,
  sort: SearchSort,
  limit: number,
  cursor?: SearchCursor,
  nearestFirst = false,
) {
  const distance = distanceOf(filter);
  const conditions = searchConditions(filter, nearestFirst);
  const where = cursor ? and(conditions, afterCursor(cursor, distance)) : conditions;
  return db
    .select({ ...cardColumns, created_key: createdKey, distance_key: distance })
    .from(spaces)
    .where(where)
    .orderBy(...orderBy(sort, distance, nearestFirst))
    .limit(limit + 1 + (nearestFirst ? NEAREST_EXTRA_ROWS : 0));
}

const byDistanceThenId = (a: Row, b: Row) =>
  a.distance_key - b.distance_key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The first `limit` + 1 rows in the distance order (distance, then id) within the radius: read
 * nearest first over the circle's box, then kept within the radius and put in order here. Read
 * again in that order over the whole circle only when every row read was within the radius and
 * listings at the same distance as the row after the page reach the end of them, since more of
 * those may follow.
 */
async function nearestRows(
  db: Database,
  filter: SearchFilter,
  radiusKm: number,
  limit: number,
  cursor?: SearchCursor,
): Promise<Row[]> {
  const read = limit + 1 + NEAREST_EXTRA_ROWS;
  const rows = (await searchQuery(db, filter, 'distance', limit, cursor, true)) as Row[];
  const radius = chordOf(radiusKm);
  const inside = rows.filter((row) => row.distance_key <= radius).sort(byDistanceThenId);
  const last = inside.at(-1);
  const next = inside[Math.min(limit, inside.length - 1)];
  const more = inside.length === read;
  if (more && last && next && next.distance_key === last.distance_key)
    return (await searchQuery(db, filter, 'distance', limit, cursor)) as Row[];
  return inside.slice(0, limit + 1);
}

export function createDiscoveryRepository(db: Database) {
  return {
    /** One page of listed spaces and the cursor of the next page (null on the last one). */
    async search(filter: SearchFilter, sort: SearchSort, limit: number, cursor?: SearchCursor) {
      if (filter.category && !filter.categoryIds) {
        const categoryIds = await this.categoryIds(filter.category);
        if (categoryIds.categories.length + categoryIds.subcategories.length === 0)
          return { data: [], next: null };
        filter = { ...filter, categoryIds };
      }
      const rows =
        sort === 'distance' && filter.near
          ? await nearestRows(db, filter, filter.near.radiusKm, limit, cursor)
          : ((await searchQuery(db, filter, sort, limit, cursor)) as Row[]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map(({ created_key: _key, distance_key, ...row }) =>
          filter.near
            ? { ...toSummary(row), distance_km: Math.round(kmOfChord(distance_key) * 100) / 100 }
            : toSummary(row),
        ) as SpaceSummary[],
        next: rows.length > limit && last ? cursorOf(last, sort) : null,
      };
    },

    /** The categories and subcategories a name stands for (a subcategory name can repeat across categories). */
    async categoryIds(name: string): Promise<{ categories: string[]; subcategories: string[] }> {
      const [categories, subcategories] = await Promise.all([
        db
          .select({ id: rentalCategories.id })
          .from(rentalCategories)
          .where(eq(rentalCategories.name, name)),
        db
          .select({ id: rentalSubcategories.id })
          .from(rentalSubcategories)
          .where(eq(rentalSubcategories.name, name)),
      ]);
      return {
        categories: categories.map((row) => row.id),
        subcategories: subcategories.map((row) => row.id),
      };
    },

    /** Counts, prices and ratings of a city's listed spaces, and their paid bookings since a time. */
    async cityFigures(match: CityMatch, since: Date): Promise<CityFigures> {
      const where = and(listedCondition, cityCondition(match));
      const groups = await db
        .select({
          currency: spaces.currency,
          spaces: sql<number>`count(*)::int`,
          average_price: sql<number>`coalesce(avg(${spaces.hourly_price}), 0)::float8`,
          rated: sql<number>`(count(*) filter (where ${spaces.rating} > 0))::int`,
          rating_sum: sql<number>`coalesce(sum(${spaces.rating}) filter (where ${spaces.rating} > 0), 0)::float8`,
        })
        .from(spaces)
        .where(where)
        .groupBy(spaces.currency);
      const [booked] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(bookings)
        .innerJoin(spaces, eq(spaces.id, bookings.space_id))
        .where(
          and(
            where,
            inArray(bookings.status, ['confirmed', 'completed']),
            sql`${bookings.created_at} >= ${since.toISOString()}::timestamptz`,
          ),
        );
      return {
        perCurrency: groups.map((group) => ({
          currency: group.currency,
          spaces: group.spaces,
          average_price: group.average_price,
        })),
        rated: groups.reduce((sum, group) => sum + group.rated, 0),
        ratingSum: groups.reduce((sum, group) => sum + group.rating_sum, 0),
        monthlyBookings: booked?.count ?? 0,
      };
    },

    /** Places listed spaces are in, the most common first (at most `limit`). */
    async locations(limit: number): Promise<string[]> {
      const rows = await db
        .select({ location: spaces.location })
        .from(spaces)
        .where(listedCondition)
        .groupBy(spaces.location)
        .orderBy(desc(sql`count(*)`), asc(spaces.location))
        .limit(limit);
      return rows.map((row) => row.location);
    },

    /** A space type by its name or its URL slug ('photo-studio' for 'photo studio'). */
    async typeBySlug(slug: string): Promise<{ name: string; label: string } | undefined> {
      const [row] = await db
        .select({ name: spaceTypes.name, label: spaceTypes.label })
        .from(spaceTypes)
        .where(sql`${spaceTypes.name} = ${slug} or replace(${spaceTypes.name}, ' ', '-') = ${slug}`)
        .limit(1);
      return row;
    },

    async spaceTypes(): Promise<{ name: string; label: string }[]> {
      return db
        .select({ name: spaceTypes.name, label: spaceTypes.label })
        .from(spaceTypes)
        .orderBy(asc(spaceTypes.label));
    },

    /** Published listings for the sitemap, by id (stable pages), with their last change. */
    async publishedForSitemap(
      offset: number,
      limit: number,
    ): Promise<{ id: string; updated_at: string }[]> {
      return queryRows<{ id: string; updated_at: string }>(
        db,
        sql`select ${spaces.id} as id, to_char(${spaces.updated_at} at time zone 'UTC', 'YYYY-MM-DD') as updated_at
            from ${spaces} where ${spaces.is_published} order by ${spaces.id} limit ${limit} offset ${offset}`,
      );
    },

    async publishedCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(spaces)
        .where(eq(spaces.is_published, true));
      return row?.count ?? 0;
    },

    /** Space types that have listed spaces whose location contains the city name (location pages). */
    async typesIn(match: CityMatch): Promise<string[]> {
      const rows = await db
        .selectDistinct({ type: spaces.type })
        .from(spaces)
        .where(and(listedCondition, cityCondition(match)))
        .orderBy(asc(spaces.type));
      return rows.map((row) => row.type);
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
