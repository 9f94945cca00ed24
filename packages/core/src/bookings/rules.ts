import { addMonths } from 'date-fns';
import { countOf } from '../intl.ts';
import { BOOKING_MESSAGES } from './messages.ts';
import type { DurationUnit } from './constants.ts';
import { DURATION_LIMITS, UNIT_HOURS } from './durations.ts';

/**
 * A listing's booking rules (docs/product/booking-lifecycle.md#booking-rules): weekly opening
 * hours in its time zone, minimum notice, how far ahead it takes bookings, the buffer kept free
 * between bookings, and the shortest and longest rental in hours. The browser offers only what
 * they allow and the server refuses the rest, with the same functions.
 */

/** One day's bookable starts, as whole hours in the listing's zone: `from` to `to`, both included. */
export interface DayHours {
  from: number;
  to: number;
}

/** Seven days, Sunday first (as Date#getDay and PostgreSQL's dow count them); null is closed. */
export type OpeningHours = readonly (DayHours | null)[];

/** The weekdays in the order a week is shown: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Every day 09:00 to 21:00 starts, the product's default. */
export const DEFAULT_DAY_HOURS: DayHours = { from: 9, to: 21 };
export const DEFAULT_OPENING_HOURS: OpeningHours = Array.from({ length: 7 }, () => ({
  ...DEFAULT_DAY_HOURS,
}));

export const MIN_NOTICE_HOURS = [0, 1, 2, 12, 24, 48, 168] as const;
export const BOOKING_WINDOW_MONTHS = [1, 3, 6, 12] as const;
export const BUFFER_MINUTES = [0, 15, 30, 60, 120] as const;

export type MinNoticeHours = (typeof MIN_NOTICE_HOURS)[number];
export type BookingWindowMonths = (typeof BOOKING_WINDOW_MONTHS)[number];
export type BufferMinutes = (typeof BUFFER_MINUTES)[number];

export interface BookingRules {
  opening_hours: OpeningHours;
  min_notice_hours: number;
  booking_window_months: number;
  buffer_minutes: number;
  min_rental_duration: number;
  max_rental_duration: number | null;
}

export const DEFAULT_BOOKING_RULES: BookingRules = {
  opening_hours: DEFAULT_OPENING_HOURS,
  min_notice_hours: 0,
  booking_window_months: 12,
  buffer_minutes: 0,
  min_rental_duration: 1,
  max_rental_duration: null,
};

/** '24 hours', '7 days', 'none'. */
export function noticeLabel(hours: number): string {
  if (hours === 0) return 'None';
  return hours % 24 === 0 && hours >= 168
    ? countOf(hours / 24, 'day', 'days')
    : countOf(hours, 'hour', 'hours');
}

/** '3 months', '1 month'. */
export function windowLabel(months: number): string {
  return countOf(months, 'month', 'months');
}

/** 'None', '30 minutes', '2 hours'. */
export function bufferLabel(minutes: number): string {
  if (minutes === 0) return 'None';
  return minutes % 60 === 0
    ? countOf(minutes / 60, 'hour', 'hours')
    : countOf(minutes, 'minute', 'minutes');
}

/** '09:00'. */
export function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The weekday (0 Sunday) of a 'YYYY-MM-DD' calendar date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The start hours a day offers by its opening hours, in the listing's zone. */
export function openHoursOf(hours: OpeningHours, weekday: number): number[] {
  const day = hours[weekday];
  if (!day) return [];
  return Array.from({ length: day.to - day.from + 1 }, (_, index) => day.from + index);
}

/** True when the weekday is open at that whole hour (a start hour of the listing's zone). */
export function isOpenAt(hours: OpeningHours, weekday: number, hour: number): boolean {
  const day = hours[weekday];
  return day != null && hour >= day.from && hour <= day.to;
}

/** The earliest start the notice allows. */
export function earliestStart(now: Date, rules: Pick<BookingRules, 'min_notice_hours'>): Date {
  return new Date(now.getTime() + rules.min_notice_hours * 3_600_000);
}

/** The latest start the booking window allows: this many calendar months from now. */
export function latestStart(now: Date, rules: Pick<BookingRules, 'booking_window_months'>): Date {
  return addMonths(now, rules.booking_window_months);
}

/**
 * The range a booking keeps free in the database: its own time and the buffer after it. Two
 * bookings whose ranges do not overlap are at least a buffer apart.
 */
export function reservedEnd(end: Date, bufferMinutes: number): Date {
  return new Date(end.getTime() + bufferMinutes * 60_000);
}

export type RuleProblem =
  | { code: 'outside_opening_hours'; message: string }
  | { code: 'short_notice'; message: string }
  | { code: 'beyond_booking_window'; message: string }
  | { code: 'below_minimum_rental'; message: string }
  | { code: 'above_maximum_rental'; message: string };

/** The product's words for each rule a request breaks. */
export const RULE_MESSAGES = {
  outsideHours: BOOKING_MESSAGES.slotUnavailable,
  notice: (hours: number) => `Book at least ${noticeLabel(hours)} before the start`,
  window: (months: number) => `This listing takes bookings up to ${windowLabel(months)} ahead`,
  minimum: (hours: number) => `The minimum rental is ${countOf(hours, 'hour', 'hours')}`,
  maximum: (hours: number) => `The maximum rental is ${countOf(hours, 'hour', 'hours')}`,
} as const;

/**
 * Checks a booking's start (an instant whose hour in the listing's zone is `hour` on `weekday`)
 * and length against the listing's rules. Returns the first rule broken, or null.
 */
export function checkBookingRules(input: {
  start: Date;
  weekday: number;
  hour: number;
  hours: number;
  rules: BookingRules;
  now: Date;
}): RuleProblem | null {
  const { rules } = input;
  if (!isOpenAt(rules.opening_hours, input.weekday, input.hour))
    return { code: 'outside_opening_hours', message: RULE_MESSAGES.outsideHours };
  if (input.start.getTime() < earliestStart(input.now, rules).getTime())
    return { code: 'short_notice', message: RULE_MESSAGES.notice(rules.min_notice_hours) };
  if (input.start.getTime() > latestStart(input.now, rules).getTime())
    return {
      code: 'beyond_booking_window',
      message: RULE_MESSAGES.window(rules.booking_window_months),
    };
  if (input.hours < rules.min_rental_duration)
    return {
      code: 'below_minimum_rental',
      message: RULE_MESSAGES.minimum(rules.min_rental_duration),
    };
  if (rules.max_rental_duration !== null && input.hours > rules.max_rental_duration)
    return {
      code: 'above_maximum_rental',
      message: RULE_MESSAGES.maximum(rules.max_rental_duration),
    };
  return null;
}

/** Groups weekdays with the same hours for display: 'Mon–Fri 09:00–17:00', 'Sat, Sun Closed'. */
export function describeOpeningHours(hours: OpeningHours): string[] {
  const short = (weekday: number) => WEEKDAY_NAMES[weekday]!.slice(0, 3);
  const text = (day: DayHours | null | undefined) =>
    day ? `${hourText(day.from)}–${hourText(day.to)}` : 'Closed';
  const groups: { days: number[]; text: string }[] = [];
  for (const weekday of WEEK_ORDER) {
    const current = text(hours[weekday]);
    const last = groups.at(-1);
    if (last && last.text === current) last.days.push(weekday);
    else groups.push({ days: [weekday], text: current });
  }
  return groups.map(({ days, text: said }) => {
    const first = short(days[0]!);
    const named =
      days.length === 1
        ? first
        : days.length === 2
          ? `${first}, ${short(days[1]!)}`
          : `${first}–${short(days.at(-1)!)}`;
    return `${named} ${said}`;
  });
}

/** The rules as a guest reads them before choosing a slot; the default ones are not said. */
export function describeBookingRules(rules: BookingRules): string[] {
  const lines: string[] = [];
  if (rules.min_notice_hours > 0)
    lines.push(`Book at least ${noticeLabel(rules.min_notice_hours)} ahead`);
  lines.push(`Bookable up to ${windowLabel(rules.booking_window_months)} ahead`);
  if (rules.buffer_minutes > 0)
    lines.push(`${bufferLabel(rules.buffer_minutes)} kept free between bookings`);
  const min = countOf(rules.min_rental_duration, 'hour', 'hours');
  lines.push(
    rules.max_rental_duration === null
      ? `Minimum rental ${min}`
      : `Rentals of ${min} to ${countOf(rules.max_rental_duration, 'hour', 'hours')}`,
  );
  return lines;
}

/**
 * How many units of an option the listing's shortest and longest rental allow, within the option's
 * own limits (1-24 hours, 1-30 days...); null when none does, as for days under a longest rental of
 * 8 hours. The booking form offers these, so a guest is never quoted a length the server refuses.
 */
export function ruledDurationLimits(
  unit: DurationUnit,
  rules: Pick<BookingRules, 'min_rental_duration' | 'max_rental_duration'>,
): { min: number; max: number } | null {
  const { min, max } = DURATION_LIMITS[unit];
  const shortest = Math.max(min, Math.ceil(rules.min_rental_duration / UNIT_HOURS[unit]));
  const longest =
    rules.max_rental_duration === null
      ? max
      : Math.min(max, Math.floor(rules.max_rental_duration / UNIT_HOURS[unit]));
  return shortest <= longest ? { min: shortest, max: longest } : null;
}

/**
 * Why a listing's price for an option is refused when its shortest and longest rental leave that
 * option no length (ruledDurationLimits is null): 'No booking by the day fits rentals of 2 hours to
 * 8 hours'. The listing form says it under the price (docs/product/listings.md#prices-the-durations-allow).
 */
export function unbookableOptionMessage(
  unit: DurationUnit,
  rules: Pick<BookingRules, 'min_rental_duration' | 'max_rental_duration'>,
): string {
  const min = countOf(rules.min_rental_duration, 'hour', 'hours');
  const rentals =
    rules.max_rental_duration === null
      ? `a minimum rental of ${min}`
      : `rentals of ${min} to ${countOf(rules.max_rental_duration, 'hour', 'hours')}`;
  return `No booking by the ${unit} fits ${rentals}`;
}

/** A listing's rules, the defaults standing in for any it does not carry. */
export function rulesOf(listing: Partial<BookingRules>): BookingRules {
  return {
    opening_hours: listing.opening_hours ?? DEFAULT_BOOKING_RULES.opening_hours,
    min_notice_hours: listing.min_notice_hours ?? DEFAULT_BOOKING_RULES.min_notice_hours,
    booking_window_months:
      listing.booking_window_months ?? DEFAULT_BOOKING_RULES.booking_window_months,
    buffer_minutes: listing.buffer_minutes ?? DEFAULT_BOOKING_RULES.buffer_minutes,
    min_rental_duration: listing.min_rental_duration ?? DEFAULT_BOOKING_RULES.min_rental_duration,
    max_rental_duration: listing.max_rental_duration ?? DEFAULT_BOOKING_RULES.max_rental_duration,
  };
}
