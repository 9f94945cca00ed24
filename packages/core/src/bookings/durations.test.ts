import { describe, expect, it } from 'vitest';
import {
  DURATION_LIMITS,
  UNIT_HOURS,
  bookingEnd,
  durationChoices,
  formatDuration,
  isDurationAllowed,
  unitCount,
} from './durations.ts';

describe('durations', () => {
  it('converts units to hours: a day is 24 h, a week 168 h, a month 720 h', () => {
    expect(UNIT_HOURS).toEqual({ hour: 1, day: 24, week: 168, month: 720 });
  });

  // docs/product/booking-lifecycle.md#booking-options
  it('keeps each unit within its documented limits', () => {
    expect(DURATION_LIMITS).toEqual({
      hour: { min: 1, max: 24 },
      day: { min: 1, max: 30 },
      week: { min: 1, max: 12 },
      month: { min: 1, max: 12 },
    });
    expect(isDurationAllowed('hour', 0)).toBe(false);
    expect(isDurationAllowed('hour', 1)).toBe(true);
    expect(isDurationAllowed('hour', 24)).toBe(true);
    expect(isDurationAllowed('hour', 25)).toBe(false);
    expect(isDurationAllowed('day', 30)).toBe(true);
    expect(isDurationAllowed('day', 31)).toBe(false);
    expect(isDurationAllowed('week', 12)).toBe(true);
    expect(isDurationAllowed('week', 13)).toBe(false);
    expect(isDurationAllowed('month', 12)).toBe(true);
    expect(isDurationAllowed('month', 13)).toBe(false);
    expect(isDurationAllowed('day', 1.5)).toBe(false);
    expect(durationChoices('week')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('rounds counts up', () => {
    const hour = 3_600_000;
    expect(unitCount(25 * hour, 'day')).toBe(2);
    expect(unitCount(24 * hour, 'day')).toBe(1);
    expect(unitCount(90 * 60_000, 'hour')).toBe(2);
    expect(unitCount(169 * hour, 'week')).toBe(2);
    expect(unitCount(720 * hour, 'month')).toBe(1);
    expect(unitCount(721 * hour, 'month')).toBe(2);
    expect(unitCount(0, 'hour')).toBe(0);
  });

  it('ends a booking after whole units of absolute hours', () => {
    const start = new Date('2026-03-07T09:00:00Z');
    expect(bookingEnd(start, 'hour', 2).toISOString()).toBe('2026-03-07T11:00:00.000Z');
    expect(bookingEnd(start, 'week', 1).toISOString()).toBe('2026-03-14T09:00:00.000Z');
    expect(bookingEnd(start, 'month', 1).toISOString()).toBe('2026-04-06T09:00:00.000Z');
  });

  it('names durations', () => {
    expect(formatDuration(1, 'hour')).toBe('1 hour');
    expect(formatDuration(3, 'day')).toBe('3 days');
  });
});
