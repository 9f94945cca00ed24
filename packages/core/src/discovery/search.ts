import '../zod-config.ts';
import { z } from 'zod';
import { RENTAL_TYPES } from '../listings/constants.ts';
import { CURRENCIES, decimalsMessage, fitsMinorUnits } from '../money/currencies.ts';
import { findCity } from '../cities/catalog.ts';
import { REGION_NAMES } from './regions.ts';
import { isUuid } from '../ids.ts';
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
    sort: z.preprocess(
      blank,
      z.enum(SEARCH_SORTS, { error: 'Choose an order from the list' }).default('newest'),
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
    if (query.date && !query.start) {
      ctx.addIssue({ code: 'custom', path: ['start'], message: SEARCH_MESSAGES.startNeeded });
    }
  });

export type SpaceSearch = z.output<typeof SpaceSearchSchema>;
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
