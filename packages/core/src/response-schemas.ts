import './zod-config.ts';
import { z } from 'zod';

/*
 * The building blocks of the API's response schemas (docs/decisions/0024-response-contracts.md).
 * Response schemas are strict: a field the schema does not name is a broken contract, and the
 * server's tests answer it with a 500. They carry their OpenAPI name as zod metadata
 * (`.meta({ id })`), which the server's OpenAPI document reads, so that this package needs nothing
 * but zod in the browser.
 */

/** A row id as the database writes it (any UUID layout, as `isUuid` in ids.ts accepts). */
export const IdSchema = z.guid();

/** A moment as the API writes it: ISO 8601 with an offset (the server writes UTC, `Z`). */
export const TimeSchema = z.iso.datetime({ offset: true });

/** A calendar day as the API writes it: YYYY-MM-DD. */
export const DaySchema = z.iso.date();

/** Money: an integer in the minor unit of the currency given beside it (docs/product/money.md#minor-units). */
export const MinorUnitsSchema = z.int().describe('Minor units of the currency beside it');

/** A page of a longer list: `next_cursor` asks for the next page, null after the last. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: z.array(item), next_cursor: z.string().nullable() });
}

/** A list given whole, in the page's shape (its `next_cursor` is always null). */
export function wholeListSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: z.array(item), next_cursor: z.null() });
}

/** A list given whole, without a cursor. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: z.array(item) });
}
