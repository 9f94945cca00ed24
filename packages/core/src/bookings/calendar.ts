import '../zod-config.ts';
import { z } from 'zod';
import { dateTimeFormat, formatTimeRange } from '../intl.ts';
import { zonedDate, zonedInstant } from './times.ts';

/**
 * The host calendar's blocks (docs/product/booking-lifecycle.md#blocked-times): a host closes whole
 * days, or a time range of one day, of their own listing, in the listing's time zone, with an
 * optional private note. The browser's form and POST /rest/v1/spaces/{id}/blocks parse the same
 * schema; the server adds what only it can check (ownership, bookings in the way).
 */

/** The longest private note on a block. */
export const BLOCK_NOTE_MAX = 500;
/** Whole days one block may close at most. */
export const BLOCK_MAX_DAYS = 366;

export const BLOCK_MESSAGES = {
  date: 'Please choose a date',
  endDate: 'The last day cannot be before the first',
  tooLong: `Block at most ${BLOCK_MAX_DAYS} days at once`,
  start: 'Please choose a start time',
  end: 'Please choose an end time',
  order: 'The end must be after the start',
  note: `A note can be at most ${BLOCK_NOTE_MAX} characters`,
  past: 'This time has already passed',
  notFound: 'Block not found',
  clockChange:
    'The clocks go forward in this time zone that day, and this time does not exist: choose times outside the skipped hour',
  imported:
    'This time comes from an imported calendar. Change it in that calendar, or remove the calendar under Calendar sync.',
} as const;

// This century's days only: a year like 0000 or 9999 names no day a host rents out, and cannot
// be turned into a range the database takes.
const day = z.iso
  .date({ error: BLOCK_MESSAGES.date })
  .refine((date) => date >= '2000-01-01' && date <= '2099-12-31', BLOCK_MESSAGES.date);
/** A wall-clock time on the quarter hour; '24:00' ends a range at the day's end. */
const clock = (message: string) =>
  z.string({ error: message }).regex(/^(([01]\d|2[0-3]):(00|15|30|45)|24:00)$/, message);

export const BlockInputSchema = z
  .object({
    date: day,
    /** The last whole day closed (a whole-day block only); the first one when absent. */
    end_date: day.optional(),
    whole_day: z.boolean({ error: 'Please choose whole day or a time range' }).default(true),
    start: clock(BLOCK_MESSAGES.start).optional(),
    end: clock(BLOCK_MESSAGES.end).optional(),
    note: z
      .string({ error: BLOCK_MESSAGES.note })
      .trim()
      .max(BLOCK_NOTE_MAX, BLOCK_MESSAGES.note)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.whole_day) {
      const last = input.end_date ?? input.date;
      const days = dayCount(input.date, last);
      if (days < 1)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: BLOCK_MESSAGES.endDate });
      else if (days > BLOCK_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: BLOCK_MESSAGES.tooLong });
      return;
    }
    if (!input.start)
      ctx.addIssue({ code: 'custom', path: ['start'], message: BLOCK_MESSAGES.start });
    if (!input.end) ctx.addIssue({ code: 'custom', path: ['end'], message: BLOCK_MESSAGES.end });
    if (input.start && input.end && input.end <= input.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: BLOCK_MESSAGES.order });
  });
export type BlockInput = z.input<typeof BlockInputSchema>;
export type Block = z.infer<typeof BlockInputSchema>;

/** Whole days from `first` to `last`, both included (0 or less when `last` is earlier). */
function dayCount(first: string, last: string): number {
  return (
    Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/** The calendar date `days` after a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instants a block closes, in the listing's zone: from the first day's midnight to the midnight
 * after the last day, or the day's start to end time. Midnight is taken where the zone has it, so a
 * day with a daylight-saving change is 23 or 25 hours long.
 */
export function blockRange(block: Block, timeZone: string): { start: Date; end: Date } {
  if (block.whole_day) {
    return {
      start: zonedInstant(block.date, '00:00', timeZone),
      end: zonedInstant(addDays(block.end_date ?? block.date, 1), '00:00', timeZone),
    };
  }
  const end =
    block.end === '24:00'
      ? zonedInstant(addDays(block.date, 1), '00:00', timeZone)
      : zonedInstant(block.date, block.end!, timeZone);
  return { start: zonedInstant(block.date, block.start!, timeZone), end };
}

/** The days a month view shows: whole weeks, Monday first, around the month of `month` ('YYYY-MM'). */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const start = addDays(first, -((weekday + 6) % 7));
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = addDays(next.toISOString().slice(0, 10), -1);
  const days: string[] = [];
  for (let date = start; days.length % 7 !== 0 || date <= last; date = addDays(date, 1))
    days.push(date);
  return days;
}

/** The seven days, Monday first, of the week that holds `date`. */
export function weekOf(date: string): string[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const monday = addDays(date, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

const DAYS = {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
} as const;

/**
 * 'Sun, Dec 20 – Wed, Dec 23, 2026, whole days' for a time from one midnight of the zone to
 * another (a block of whole days ends at the midnight after its last day), 'Sun, Dec 20, 2026,
 * whole day' for one; undefined for any other time.
 */
export function wholeDaysLabel(start: string, end: string, timeZone: string): string | undefined {
  const firstDay = zonedDate(new Date(start), timeZone);
  const endDay = zonedDate(new Date(end), timeZone);
  const midnight = (instant: string, day: string) =>
    Date.parse(instant) === zonedInstant(day, '00:00', timeZone).getTime();
  if (!midnight(start, firstDay) || !midnight(end, endDay)) return undefined;
  const lastDay = addDays(endDay, -1);
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  const format = dateTimeFormat('en-US', DAYS);
  return firstDay === lastDay
    ? `${format.format(noon(firstDay))}, whole day`
    : `${format.formatRange(noon(firstDay), noon(lastDay))}, whole days`;
}

/**
 * A blocked time as the calendar and its refusals name it: whole days by their days, any other
 * time by its range ('Tue, Jan 14, 2025, 10:00 – 12:00').
 */
export function formatBlockTime(start: string, end: string, timeZone: string): string {
  return wholeDaysLabel(start, end, timeZone) ?? formatTimeRange(start, end, timeZone);
}
