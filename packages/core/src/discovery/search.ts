import '../zod-config.ts';
import { z } from 'zod';
import { RENTAL_TYPES } from '../listings/constants.ts';
import { CURRENCIES, decimalsMessage, fitsMinorUnits } from '../money/currencies.ts';
import { findCity } from '../cities/catalog.ts';
import { REGION_NAMES } from './regions.ts';
import { isUuid } from '../ids.ts';
import {
  NEAR_MAX_RADIUS_KM,
  NEAR_RADIUS_KM,
  type BoundingBox,
  type LatLng,
} from '../places/geo.ts';
import {
  SEARCH_MAX_HOURS,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  SEARCH_START_TIMES,
  SEARCH_TEXT_MAX,
  type SearchSort,
} from './constants.ts';

export const SEARCH_MESSAGES = {
  currencyNeeded: 'Choose a currency to filter or sort by price',
  priceOrder: 'The maximum price must be at least the minimum price',
  price: 'Enter a price of 0 or more, with at most two decimals',
  dateNeeded: 'Pick a date to check availability',
  startNeeded: 'Pick a start time',
  date: 'Enter a date as YYYY-MM-DD',
  start: 'Choose a start time between 09:00 and 21:00',
  duration: `Choose a duration of 1 to ${SEARCH_MAX_HOURS} hours`,
  capacity: 'Enter a number of people from 1 to 10000',
  limit: `Ask for 1 to ${SEARCH_MAX_PAGE_SIZE} results`,
  cursor: 'This page link is no longer valid; start the search again',
  city: 'City not found',
  bbox: 'Send the map area as west,south,east,north in degrees',
  bboxOrder: 'The north edge must be above the south edge',
  near: 'Send a place as latitude,longitude in degrees',
  radius: `Choose a radius from 0.1 to ${NEAR_MAX_RADIUS_KM} km`,
  radiusNeedsNear: 'Choose a place to search around',
  distanceNeedsNear: 'Choose a place to sort by distance',
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const;

// Query strings carry text; an empty field of a GET form means 'no filter'.
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function text(max: number) {
  return z.preprocess(blank, z.string().trim().max(max, SEARCH_MESSAGES.tooLong(max)).optional());
}

function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,6}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message))
      .optional(),
  );
}

const price = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, SEARCH_MESSAGES.price)
    .transform(Number)
    .optional(),
);

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const DEGREES = /^-?\d{1,3}(\.\d{1,8})?$/;

/** Comma-separated decimal degrees, each within its range, or undefined when malformed. */
function degrees(text: string, ranges: readonly number[]): number[] | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== ranges.length || !parts.every((part) => DEGREES.test(part))) return;
  const values = parts.map(Number);
  return values.every((value, index) => Math.abs(value) <= ranges[index]!) ? values : undefined;
}

const bbox = z
  .preprocess(
    blank,
    z
      .string()
      .max(80, SEARCH_MESSAGES.bbox)
      .transform((text, ctx): BoundingBox => {
        const values = degrees(text, [180, 90, 180, 90]);
        if (!values) {
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.bbox });
          return z.NEVER;
        }
        const [west, south, east, north] = values as [number, number, number, number];
        if (north < south) {
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.bboxOrder });
          return z.NEVER;
        }
        return { west, south, east, north };
      })
      .optional(),
  )
  .meta({
    description:
      'Listings whose approximate point is in the box west,south,east,north (degrees); west above east crosses the antimeridian',
  });

const near = z
  .preprocess(
    blank,
    z
      .string()
      .max(40, SEARCH_MESSAGES.near)
      .transform((text, ctx): LatLng => {
        const values = degrees(text, [90, 180]);
        if (!values) {
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.near });
          return z.NEVER;
        }
        return { lat: values[0]!, lng: values[1]! };
      })
      .optional(),
  )
  .meta({
    description:
      'A place as latitude,longitude: listings within radius_km of it, nearest first unless sort says otherwise, each with distance_km',
  });

const radiusKm = z
  .preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, SEARCH_MESSAGES.radius)
      .transform(Number)
      .pipe(
        z.number().min(0.1, SEARCH_MESSAGES.radius).max(NEAR_MAX_RADIUS_KM, SEARCH_MESSAGES.radius),
      )
      .optional(),
  )
  .meta({
    description: `Kilometres around near (default ${NEAR_RADIUS_KM}, at most ${NEAR_MAX_RADIUS_KM})`,
  });

/**
 * GET /rest/v1/spaces and the explore page's URL: every filter optional. Prices are decimals in
 * the given currency (a price filter or a price order needs one); date + start + duration keep
 * only listings free for those hours in their own time zone.
 */
export const SpaceSearchSchema = z
  .object({
    q: text(SEARCH_TEXT_MAX),
    type: text(60),
    rental_type: z.preprocess(
      blank,
      z.enum(RENTAL_TYPES, { error: 'Choose a rental type from the list' }).optional(),
    ),
    category: text(60),
    region: z.preprocess(
      blank,
      z.enum(REGION_NAMES, { error: 'Choose a region from the list' }).optional(),
    ),
    location: text(120),
    city: z.preprocess(
      blank,
      z
        .string()
        .max(60, SEARCH_MESSAGES.city)
        .refine((slug) => findCity(slug) !== undefined, SEARCH_MESSAGES.city)
        .transform((slug) => slug.trim().toLowerCase())
        .optional(),
    ),
    country: text(80),
    not_country: text(80),
    currency: z.preprocess(
      blank,
      z.enum(CURRENCIES, { error: 'Choose a currency from the list' }).optional(),
    ),
    min_price: price,
    max_price: price,
    capacity: wholeNumber(1, 10_000, SEARCH_MESSAGES.capacity),
    date: z.preprocess(blank, z.string().refine(isCalendarDate, SEARCH_MESSAGES.date).optional()),
    start: z.preprocess(
      blank,
      z
        .enum(SEARCH_START_TIMES as [string, ...string[]], { error: SEARCH_MESSAGES.start })
        .optional(),
    ),
    duration: wholeNumber(1, SEARCH_MAX_HOURS, SEARCH_MESSAGES.duration),
    bbox,
    near,
    radius_km: radiusKm,
    // Unset: nearest first with a place, newest first without (searchOrder).
    sort: z.preprocess(
      blank,
      z.enum(SEARCH_SORTS, { error: 'Choose an order from the list' }).optional(),
    ),
    cursor: z.preprocess(blank, z.string().max(400, SEARCH_MESSAGES.cursor).optional()),
    limit: z.preprocess(
      (value) => blank(value) ?? String(SEARCH_PAGE_SIZE),
      z
        .string()
        .regex(/^\d{1,3}$/, SEARCH_MESSAGES.limit)
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, SEARCH_MESSAGES.limit)
            .max(SEARCH_MAX_PAGE_SIZE, SEARCH_MESSAGES.limit),
        ),
    ),
  })
  .superRefine((query, ctx) => {
    const priced = query.min_price !== undefined || query.max_price !== undefined;
    if ((priced || query.sort === 'price_asc' || query.sort === 'price_desc') && !query.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: SEARCH_MESSAGES.currencyNeeded });
    }
    // Two decimals pass the pattern; a currency without minor units takes whole amounts only.
    if (query.currency) {
      for (const field of ['min_price', 'max_price'] as const) {
        const value = query[field];
        if (value !== undefined && !fitsMinorUnits(value, query.currency)) {
          ctx.addIssue({ code: 'custom', path: [field], message: decimalsMessage(query.currency) });
        }
      }
    }
    if (
      query.min_price !== undefined &&
      query.max_price !== undefined &&
      query.max_price < query.min_price
    ) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: SEARCH_MESSAGES.priceOrder });
    }
    if ((query.start || query.duration) && !query.date) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: SEARCH_MESSAGES.dateNeeded });
    }
    if (query.radius_km !== undefined && !query.near) {
      ctx.addIssue({ code: 'custom', path: ['near'], message: SEARCH_MESSAGES.radiusNeedsNear });
    }
    if (query.sort === 'distance' && !query.near) {
      ctx.addIssue({ code: 'custom', path: ['near'], message: SEARCH_MESSAGES.distanceNeedsNear });
    }
    if (query.date && !query.start) {
      ctx.addIssue({ code: 'custom', path: ['start'], message: SEARCH_MESSAGES.startNeeded });
    }
  });

export type SpaceSearch = z.output<typeof SpaceSearchSchema>;

/** The order of a search: the one asked for, else nearest first around a place, else newest. */
export function searchOrder(query: Pick<SpaceSearch, 'sort' | 'near'>): SearchSort {
  return query.sort ?? (query.near ? 'distance' : 'newest');
}
export type SpaceSearchInput = Partial<Record<keyof z.input<typeof SpaceSearchSchema>, string>>;

/** Where the last row of a page stands in its order, so the next page starts right after it. */
export interface SearchCursor {
  sort: SearchSort;
  /** The order's key of the last row: created_at (ISO, microseconds, UTC), a price or a rating. */
  key: string | number;
  id: string;
}

function toBase64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** An opaque page cursor (base64url JSON). */
export function encodeCursor(cursor: SearchCursor): string {
  return toBase64Url(JSON.stringify([cursor.sort, cursor.key, cursor.id]));
}

// created_at to the microsecond in UTC: a millisecond Date would skip or repeat rows on a page edge.
const MICRO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor of a page link, or undefined when it is malformed or made for another order. */
export function decodeCursor(raw: string, sort: SearchSort): SearchCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(raw));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof id !== 'string' || !isUuid(id)) return undefined;
  if (sort === 'newest') {
    return typeof key === 'string' && MICRO_ISO.test(key) ? { sort, key, id } : undefined;
  }
  return typeof key === 'number' && Number.isFinite(key) ? { sort, key, id } : undefined;
}
