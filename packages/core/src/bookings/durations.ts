import { countOf } from '../intl.ts';
import type { DurationUnit } from './constants.ts';

const HOUR_MS = 3_600_000;

/**
 * Hours in one unit: a day is 24 h, a week 168 h, a month 720 h
 * (docs/product/booking-lifecycle.md#booking-options).
 */
export const UNIT_HOURS: Readonly<Record<DurationUnit, number>> = {
  hour: 1,
  day: 24,
  week: 168,
  month: 720,
};

/**
 * Allowed durations per unit: hours 1-24, days 1-30, weeks 1-12, months 1-12
 * (docs/product/booking-lifecycle.md#booking-options).
 */
export const DURATION_LIMITS: Readonly<Record<DurationUnit, { min: number; max: number }>> = {
  hour: { min: 1, max: 24 },
  day: { min: 1, max: 30 },
  week: { min: 1, max: 12 },
  month: { min: 1, max: 12 },
};

/** Labels of the options and their plural forms, for forms and summaries. */
export const UNIT_LABELS: Readonly<Record<DurationUnit, { one: string; other: string }>> = {
  hour: { one: 'hour', other: 'hours' },
  day: { one: 'day', other: 'days' },
  week: { one: 'week', other: 'weeks' },
  month: { one: 'month', other: 'months' },
};

/** True when the duration is a whole number within the unit's limits. */
export function isDurationAllowed(unit: DurationUnit, duration: number): boolean {
  const { min, max } = DURATION_LIMITS[unit];
  return Number.isInteger(duration) && duration >= min && duration <= max;
}

/** The durations a form offers for a unit: 1..max. */
export function durationChoices(unit: DurationUnit): number[] {
  const { min, max } = DURATION_LIMITS[unit];
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** How many units a span of time counts as, rounded up (a 25-hour span is 2 days). */
export function unitCount(spanMs: number, unit: DurationUnit): number {
  if (spanMs <= 0) return 0;
  return Math.ceil(spanMs / (UNIT_HOURS[unit] * HOUR_MS));
}

/** The end of a booking that starts at `start` and lasts `duration` units (absolute hours). */
export function bookingEnd(start: Date, unit: DurationUnit, duration: number): Date {
  return new Date(start.getTime() + duration * UNIT_HOURS[unit] * HOUR_MS);
}

/** '3 hours', '1 day'. */
export function formatDuration(duration: number, unit: DurationUnit): string {
  return countOf(duration, UNIT_LABELS[unit].one, UNIT_LABELS[unit].other);
}
