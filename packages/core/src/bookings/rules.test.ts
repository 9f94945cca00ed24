import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  checkBookingRules,
  describeBookingRules,
  describeOpeningHours,
  openHoursOf,
  rulesOf,
  ruledDurationLimits,
  weekdayOf,
  type BookingRules,
} from './rules.ts';
import { BookingRuleFieldsSchema } from './rules-schema.ts';
import { checkBookingTimes, startTimeOptions, zonedInstant } from './times.ts';
import { buildWeekGrid, gridHours } from './slot-grid.ts';

const WEEKDAYS_10_TO_16 = [null, ...Array.from({ length: 5 }, () => ({ from: 10, to: 16 })), null];
const rules = (overrides: Partial<BookingRules> = {}): BookingRules => ({
  ...DEFAULT_BOOKING_RULES,
  ...overrides,
});
// A Wednesday, 06:00 UTC.
const now = new Date('2026-03-04T06:00:00Z');

function check(
  start: string,
  hours: number,
  overrides: Partial<BookingRules> = {},
  timeZone = 'UTC',
) {
  const begin = new Date(start);
  return checkBookingTimes({
    start: begin,
    end: new Date(begin.getTime() + hours * 3_600_000),
    unit: 'hour',
    duration: hours,
    timeZone,
    now,
    rules: rules(overrides),
  });
}

describe('opening hours', () => {
  it('defaults to 09:00-21:00 starts every day', () => {
    for (let weekday = 0; weekday < 7; weekday++)
      expect(openHoursOf(DEFAULT_BOOKING_RULES.opening_hours, weekday)).toEqual([
        9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
      ]);
    expect(check('2026-03-05T21:00:00Z', 1)).toBeNull();
    expect(check('2026-03-05T22:00:00Z', 1)?.message).toBe('This time slot is not available');
  });

  it("refuses a closed day and an hour outside the day's, in the listing zone", () => {
    const hours = { opening_hours: WEEKDAYS_10_TO_16 };
    // 7 March 2026 is a Saturday.
    expect(check('2026-03-07T12:00:00Z', 1, hours)).toEqual({
      code: 'outside_opening_hours',
      message: 'This time slot is not available',
    });
    expect(check('2026-03-05T09:00:00Z', 1, hours)?.code).toBe('outside_opening_hours');
    expect(check('2026-03-05T16:00:00Z', 3, hours)).toBeNull();
    // 10:00 on Thursday in Tokyo is 01:00 UTC on Thursday; 10:00 UTC is 19:00 there.
    expect(check('2026-03-05T01:00:00Z', 1, hours, 'Asia/Tokyo')).toBeNull();
    expect(check('2026-03-05T10:00:00Z', 1, hours, 'Asia/Tokyo')?.code).toBe(
      'outside_opening_hours',
    );
  });

  it('names a calendar date by its weekday and offers only its open starts', () => {
    expect(weekdayOf('2026-03-07')).toBe(6);
    expect(
      startTimeOptions({
        date: '2026-03-06',
        rules: rules({ opening_hours: WEEKDAYS_10_TO_16 }),
        timeZone: 'UTC',
      }),
    ).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(
      startTimeOptions({
        date: '2026-03-07',
        rules: rules({ opening_hours: WEEKDAYS_10_TO_16 }),
        timeZone: 'UTC',
      }),
    ).toEqual([]);
  });

  it('says the hours grouped by equal days, Monday first', () => {
    expect(describeOpeningHours(WEEKDAYS_10_TO_16)).toEqual([
      'Mon–Fri 10:00–16:00',
      'Sat, Sun Closed',
    ]);
    expect(describeOpeningHours(DEFAULT_BOOKING_RULES.opening_hours)).toEqual([
      'Mon–Sun 09:00–21:00',
    ]);
  });
});

describe('notice, window and rental limits', () => {
  it('refuses a start inside the notice and leaves it out of the offered starts', () => {
    expect(check('2026-03-05T05:00:00Z', 1)).toEqual({
      code: 'outside_opening_hours',
      message: 'This time slot is not available',
    });
    expect(
      check('2026-03-05T05:00:00Z', 1, {
        opening_hours: Array(7).fill({ from: 0, to: 23 }),
        min_notice_hours: 24,
      }),
    ).toEqual({
      code: 'short_notice',
      message: 'Book at least 24 hours before the start',
    });
    expect(
      check('2026-03-05T06:00:00Z', 1, {
        opening_hours: Array(7).fill({ from: 0, to: 23 }),
        min_notice_hours: 24,
      }),
    ).toBeNull();
    expect(check('2026-03-11T10:00:00Z', 1, { min_notice_hours: 168 })).toBeNull();
    expect(check('2026-03-10T10:00:00Z', 1, { min_notice_hours: 168 })?.message).toBe(
      'Book at least 7 days before the start',
    );
    // Today at 06:00 with 12 hours' notice: the first start left is 18:00.
    expect(
      startTimeOptions({
        date: '2026-03-04',
        rules: rules({ min_notice_hours: 12 }),
        timeZone: 'UTC',
        now,
      }),
    ).toEqual(['18:00', '19:00', '20:00', '21:00']);
  });

  it('refuses a start past the booking window', () => {
    expect(check('2026-04-04T06:00:00Z', 1, { booking_window_months: 1 })).toEqual({
      code: 'outside_opening_hours',
      message: 'This time slot is not available',
    });
    expect(check('2026-04-04T10:00:00Z', 1, { booking_window_months: 1 })).toEqual({
      code: 'beyond_booking_window',
      message: 'This listing takes bookings up to 1 month ahead',
    });
    expect(check('2026-04-03T10:00:00Z', 1, { booking_window_months: 1 })).toBeNull();
  });

  it('refuses rentals shorter than the minimum or longer than the maximum, in hours', () => {
    expect(check('2026-03-05T10:00:00Z', 1, { min_rental_duration: 2 })).toEqual({
      code: 'below_minimum_rental',
      message: 'The minimum rental is 2 hours',
    });
    expect(check('2026-03-05T10:00:00Z', 5, { max_rental_duration: 4 })?.message).toBe(
      'The maximum rental is 4 hours',
    );
    const start = new Date('2026-03-05T10:00:00Z');
    expect(
      checkBookingRules({
        start,
        weekday: 4,
        hour: 10,
        hours: 24,
        rules: rules({ max_rental_duration: 8 }),
        now,
      })?.code,
    ).toBe('above_maximum_rental');
  });

  it('tells the guest the rules before a slot is chosen', () => {
    expect(describeBookingRules(DEFAULT_BOOKING_RULES)).toEqual([
      'Bookable up to 12 months ahead',
      'Minimum rental 1 hour',
    ]);
    expect(
      describeBookingRules(
        rules({
          min_notice_hours: 48,
          booking_window_months: 3,
          buffer_minutes: 30,
          min_rental_duration: 2,
          max_rental_duration: 8,
        }),
      ),
    ).toEqual([
      'Book at least 48 hours ahead',
      'Bookable up to 3 months ahead',
      '30 minutes kept free between bookings',
      'Rentals of 2 hours to 8 hours',
    ]);
  });
});

describe('the lengths each option may take under the shortest and longest rental', () => {
  const limits = (min: number, max: number | null) =>
    (['hour', 'day', 'week', 'month'] as const).map((unit) =>
      ruledDurationLimits(unit, { min_rental_duration: min, max_rental_duration: max }),
    );

  it("keeps each option's own limits under the default rules", () => {
    expect(limits(1, null)).toEqual([
      { min: 1, max: 24 },
      { min: 1, max: 30 },
      { min: 1, max: 12 },
      { min: 1, max: 12 },
    ]);
  });

  it('narrows hours to the rules, and leaves no day under a longest rental of 8 hours', () => {
    expect(limits(2, 8)).toEqual([{ min: 2, max: 8 }, null, null, null]);
  });

  it('counts a day as 24 hours and rounds the shortest up, the longest down', () => {
    // 30 to 200 hours: no hourly option (at most 24), 2 to 8 days, 1 week (168 hours).
    expect(limits(30, 200)).toEqual([null, { min: 2, max: 8 }, { min: 1, max: 1 }, null]);
    expect(limits(24, 48)).toEqual([{ min: 24, max: 24 }, { min: 1, max: 2 }, null, null]);
  });
});

describe('the rule fields of a listing', () => {
  it('defaults every rule and refuses values off the lists', () => {
    expect(BookingRuleFieldsSchema.parse({})).toEqual({
      opening_hours: DEFAULT_BOOKING_RULES.opening_hours,
      min_notice_hours: 0,
      booking_window_months: 12,
      buffer_minutes: 0,
    });
    const result = BookingRuleFieldsSchema.safeParse({
      min_notice_hours: 3,
      booking_window_months: 2,
      buffer_minutes: 10,
      opening_hours: [{ from: 10, to: 9 }, null, null, null, null, null, null],
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['min_notice_hours', 'Choose a notice from the list'],
        ['booking_window_months', 'Choose a booking window from the list'],
        ['buffer_minutes', 'Choose a buffer from the list'],
        ['opening_hours.0.to', 'The last start must be at or after the first'],
      ]),
    );
  });

  it('fills in defaults for a listing that carries no rules', () => {
    expect(rulesOf({ buffer_minutes: 30 })).toEqual({
      ...DEFAULT_BOOKING_RULES,
      buffer_minutes: 30,
    });
  });
});

describe('the availability grid under the rules', () => {
  it('has a row for every hour some day opens, closed cells outside a day, unavailable ones in a buffer or the notice', () => {
    const ruled = rules({
      opening_hours: [null, ...Array.from({ length: 6 }, (_, i) => ({ from: 8 + i, to: 12 + i }))],
      buffer_minutes: 60,
      min_notice_hours: 48,
    });
    expect(gridHours(ruled)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    const grid = buildWeekGrid({
      firstDay: '2026-03-04',
      timeZone: 'UTC',
      now,
      rules: ruled,
      slots: [
        {
          start_time: zonedInstant('2026-03-07', '14:00', 'UTC').toISOString(),
          end_time: zonedInstant('2026-03-07', '15:00', 'UTC').toISOString(),
          kind: 'booked',
        },
      ],
    });
    const state = (date: string, hour: number) =>
      grid.days.find((day) => day.date === date)!.cells.find((cell) => cell.hour === hour)!.state;
    // Sunday is closed; Wednesday (weekday 3) opens 10:00-14:00.
    expect(state('2026-03-08', 12)).toBe('closed');
    expect(state('2026-03-04', 9)).toBe('closed');
    // Inside the 48 hours' notice (until Friday 06:00).
    expect(state('2026-03-05', 12)).toBe('unavailable');
    // Saturday (13:00-17:00): 14:00 booked, 13:00 and 15:00 its buffers, 16:00 free.
    expect(state('2026-03-07', 13)).toBe('unavailable');
    expect(state('2026-03-07', 14)).toBe('booked');
    expect(state('2026-03-07', 15)).toBe('unavailable');
    expect(state('2026-03-07', 16)).toBe('free');
  });
});
