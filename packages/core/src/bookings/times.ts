import { TZDate, tzOffset } from '@date-fns/tz';
import type { DurationUnit } from './constants.ts';
import {
  DURATION_LIMITS,
  UNIT_LABELS,
  bookingEnd,
  isDurationAllowed,
  unitCount,
} from './durations.ts';
import { BOOKING_MESSAGES } from './messages.ts';
import {
  DEFAULT_BOOKING_RULES,
  checkBookingRules,
  earliestStart,
  latestStart,
  openHoursOf,
  weekdayOf,
  type BookingRules,
  type RuleProblem,
} from './rules.ts';

/**
 * The default bookable start hours in the listing's zone: 09:00 to 21:00, 13 starts
 * (docs/product/booking-lifecycle.md#start-times-and-time-zones); a listing's opening hours
 * may set others (rules.ts).
 */
export const FIRST_START_HOUR = 9;
export const LAST_START_HOUR = 21;
export const START_HOURS: readonly number[] = Array.from(
  { length: LAST_START_HOUR - FIRST_START_HOUR + 1 },
  (_, index) => FIRST_START_HOUR + index,
);

/**
 * The start times a booking form offers: '09:00' .. '21:00' by default; on a date, the hours that
 * day is open, less those inside the notice or past the booking window when `now` is given.
 */
export function startTimeOptions(
  choice: { date: string; rules: BookingRules; timeZone: string; now?: Date } | null = null,
): string[] {
  const text = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  if (!choice) return START_HOURS.map(text);
  const hours = openHoursOf(choice.rules.opening_hours, weekdayOf(choice.date));
  const { now } = choice;
  if (!now) return hours.map(text);
  const earliest = Math.max(now.getTime() + 1, earliestStart(now, choice.rules).getTime());
  const latest = latestStart(now, choice.rules).getTime();
  return hours.map(text).filter((time) => {
    const start = zonedInstant(choice.date, time, choice.timeZone).getTime();
    return start >= earliest && start <= latest;
  });
}

/** The instant of a wall-clock date ('2026-03-08') and time ('09:00') in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, timeZone).getTime());
}

const HOUR_MS = 3_600_000;
/** How many zone-and-hour offsets are kept (a year of hours in one zone, or a month in twelve). */
const KEPT_OFFSETS = 10_000;
const hourOffsets = new Map<string, number>();

/**
 * A zone's offset from UTC in minutes at an instant. Asking the runtime (an Intl format) costs
 * microseconds, and every hold, suggestion and slot grid asks about the same few hours again and
 * again, so the offset of each UTC hour is kept, but only for an hour that begins and ends with
 * the same offset: an hour with a change of offset in it (Lord Howe and St John's change at half
 * past, in UTC) is asked about each instant. No zone changes twice within an hour.
 */
function offsetAt(timeZone: string, instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  const key = `${timeZone} ${hour}`;
  const kept = hourOffsets.get(key);
  if (kept !== undefined) return kept;
  const start = tzOffset(timeZone, new Date(hour * HOUR_MS));
  // NaN (no such zone) is never equal to itself: not kept.
  if (start !== tzOffset(timeZone, new Date((hour + 1) * HOUR_MS - 1)))
    return tzOffset(timeZone, instant);
  if (hourOffsets.size >= KEPT_OFFSETS) hourOffsets.delete(hourOffsets.keys().next().value!);
  hourOffsets.set(key, start);
  return start;
}

/**
 * The wall-clock parts of an instant in a zone: the instant moved by the zone's offset at that
 * instant, read in UTC.
 */
export function zonedParts(instant: Date, timeZone: string) {
  const local = new Date(instant.getTime() + offsetAt(timeZone, instant) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

/** 'YYYY-MM-DD' of an instant in a zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True when the instant is on the hour in the zone (every start is). */
export function isOnTheHour(start: Date, timeZone: string): boolean {
  const { minute, second } = zonedParts(start, timeZone);
  return minute === 0 && second === 0 && start.getUTCMilliseconds() === 0;
}

/** True when the instant is a bookable start: on the hour, within the opening hours of its day. */
export function isBookableStart(
  start: Date,
  timeZone: string,
  hours = DEFAULT_BOOKING_RULES.opening_hours,
): boolean {
  const { hour, weekday } = zonedParts(start, timeZone);
  return isOnTheHour(start, timeZone) && openHoursOf(hours, weekday).includes(hour);
}

/** The instants a form selection stands for: a date and time in the listing's zone plus a duration. */
export function bookingWindow(
  selection: { date: string; time: string; durationUnit: DurationUnit; duration: number },
  timeZone: string,
): { startTime: string; endTime: string } {
  const start = zonedInstant(selection.date, selection.time, timeZone);
  return {
    startTime: start.toISOString(),
    endTime: bookingEnd(start, selection.durationUnit, selection.duration).toISOString(),
  };
}

export type BookingTimeProblem =
  | { code: 'missing_time'; message: string }
  | { code: 'past_start'; message: string }
  | { code: 'invalid_duration'; message: string }
  | { code: 'invalid_start_time'; message: string }
  | RuleProblem;

/** Why a duration is refused, in words: 'Hourly duration is 1-24 hours'. */
export function durationLimitMessage(unit: DurationUnit): string {
  const { min, max } = DURATION_LIMITS[unit];
  const noun =
    unit === 'hour' ? 'Hourly' : unit === 'day' ? 'Daily' : unit === 'week' ? 'Weekly' : 'Monthly';
  return `${noun} duration is ${min}–${max} ${UNIT_LABELS[unit].other}`;
}

/**
 * Checks a requested booking's times (docs/product/booking-lifecycle.md#who-may-book): a start is
 * given, lies in the future, the span counts (rounded up) as the duration asked for, within the
 * unit's limits, the start is on the hour in the listing's zone, and the listing's booking rules
 * allow it (opening hours, notice, window, shortest and longest rental; the default rules when
 * none are given). Returns the first problem, or null.
 */
export function checkBookingTimes(input: {
  start: Date | null;
  end: Date | null;
  unit: DurationUnit;
  duration: number;
  timeZone: string;
  now: Date;
  rules?: BookingRules;
}): BookingTimeProblem | null {
  const { start, end, unit, duration } = input;
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return { code: 'missing_time', message: BOOKING_MESSAGES.selectDateTime };
  }
  if (start.getTime() <= input.now.getTime()) {
    return { code: 'past_start', message: BOOKING_MESSAGES.futureDateTime };
  }
  if (
    !isDurationAllowed(unit, duration) ||
    unitCount(end.getTime() - start.getTime(), unit) !== duration
  ) {
    return { code: 'invalid_duration', message: durationLimitMessage(unit) };
  }
  const { hour, minute, second, weekday } = zonedParts(start, input.timeZone);
  if (minute !== 0 || second !== 0 || start.getUTCMilliseconds() !== 0) {
    return { code: 'invalid_start_time', message: 'Bookings start on the hour' };
  }
  return checkBookingRules({
    start,
    weekday,
    hour,
    hours: (end.getTime() - start.getTime()) / 3_600_000,
    rules: input.rules ?? DEFAULT_BOOKING_RULES,
    now: input.now,
  });
}
