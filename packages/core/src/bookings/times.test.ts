import { describe, expect, it } from 'vitest';
import {
  bookingWindow,
  checkBookingTimes,
  isBookableStart,
  startTimeOptions,
  zonedInstant,
  zonedParts,
} from './times.ts';

const now = new Date('2026-03-01T12:00:00Z');

function check(
  start: string | null,
  end: string | null,
  unit: 'hour' | 'day' | 'week' | 'month',
  duration: number,
  timeZone = 'UTC',
) {
  return checkBookingTimes({
    start: start ? new Date(start) : null,
    end: end ? new Date(end) : null,
    unit,
    duration,
    timeZone,
    now,
  });
}

describe('wall-clock parts of an instant', () => {
  // What the runtime's own time zone data says, read part by part.
  const formats = new Map<string, Intl.DateTimeFormat>();
  function intlParts(instant: Date, timeZone: string) {
    let format = formats.get(timeZone);
    if (!format)
      formats.set(
        timeZone,
        (format = new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          weekday: 'short',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        })),
      );
    const parts = format.formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    return {
      year: Number(part('year')),
      month: Number(part('month')),
      day: Number(part('day')),
      hour: Number(part('hour')),
      minute: Number(part('minute')),
      second: Number(part('second')),
      weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')),
    };
  }

  it('agrees with Intl on every quarter hour around the DST changes of zones with odd offsets', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'Europe/London',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/St_Johns',
    ];
    // Days around the 2026 changes, both hemispheres, each quarter of an hour and a stray second.
    const days = [
      '2026-03-08',
      '2026-03-29',
      '2026-04-05',
      '2026-09-27',
      '2026-10-04',
      '2026-11-01',
    ];
    let compared = 0;
    for (const zone of zones)
      for (const day of days)
        for (let minutes = -24 * 60; minutes <= 48 * 60; minutes += 15) {
          const instant = new Date(Date.parse(`${day}T00:00:07Z`) + minutes * 60_000);
          expect(zonedParts(instant, zone), `${instant.toISOString()} in ${zone}`).toEqual(
            intlParts(instant, zone),
          );
          compared++;
        }
    expect(compared).toBe(7 * 6 * 289);
  });

  it('gives no parts for a zone that does not exist', () => {
    expect(Number.isNaN(zonedParts(new Date(), 'Mars/Olympus_Mons').hour)).toBe(true);
  });
});

describe('bookable start times', () => {
  it('offers 13 starts from 09:00 to 21:00', () => {
    expect(startTimeOptions()).toHaveLength(13);
    expect(startTimeOptions()[0]).toBe('09:00');
    expect(startTimeOptions().at(-1)).toBe('21:00');
  });

  it('judges the start in the listing time zone', () => {
    // 09:00 in Tokyo is 00:00 UTC.
    expect(isBookableStart(new Date('2026-03-05T00:00:00Z'), 'Asia/Tokyo')).toBe(true);
    expect(isBookableStart(new Date('2026-03-05T00:00:00Z'), 'UTC')).toBe(false);
    // 12:00 UTC is 21:00 in Tokyo, the last start; 13:00 UTC is 22:00, too late.
    expect(isBookableStart(new Date('2026-03-05T12:00:00Z'), 'Asia/Tokyo')).toBe(true);
    expect(isBookableStart(new Date('2026-03-05T13:00:00Z'), 'Asia/Tokyo')).toBe(false);
  });

  it('accepts 21:00 and refuses 22:00 and half hours', () => {
    expect(isBookableStart(new Date('2026-03-05T21:00:00Z'), 'UTC')).toBe(true);
    expect(isBookableStart(new Date('2026-03-05T22:00:00Z'), 'UTC')).toBe(false);
    expect(isBookableStart(new Date('2026-03-05T08:00:00Z'), 'UTC')).toBe(false);
    expect(isBookableStart(new Date('2026-03-05T09:30:00Z'), 'UTC')).toBe(false);
  });

  it('turns a form selection into instants in the listing zone, across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026: 09:00 is UTC-5 before, UTC-4 after.
    expect(
      bookingWindow(
        { date: '2026-03-07', time: '09:00', durationUnit: 'hour', duration: 2 },
        'America/New_York',
      ),
    ).toEqual({
      startTime: '2026-03-07T14:00:00.000Z',
      endTime: '2026-03-07T16:00:00.000Z',
    });
    expect(
      bookingWindow(
        { date: '2026-03-09', time: '09:00', durationUnit: 'day', duration: 1 },
        'America/New_York',
      ),
    ).toEqual({
      startTime: '2026-03-09T13:00:00.000Z',
      endTime: '2026-03-10T13:00:00.000Z',
    });
    expect(
      isBookableStart(zonedInstant('2026-03-09', '09:00', 'America/New_York'), 'America/New_York'),
    ).toBe(true);
  });
});

describe('booking time checks and their messages', () => {
  it('asks for a date and time when one is missing', () => {
    expect(check(null, null, 'hour', 1)).toEqual({
      code: 'missing_time',
      message: 'Please select a date and time',
    });
    expect(check('not a date', '2026-03-05T11:00:00Z', 'hour', 1)?.message).toBe(
      'Please select a date and time',
    );
  });

  it('asks for a future date and time when the start has passed', () => {
    expect(check('2026-03-01T09:00:00Z', '2026-03-01T10:00:00Z', 'hour', 1)).toEqual({
      code: 'past_start',
      message: 'Please select a future date and time',
    });
  });

  it('refuses durations outside the limits and spans that do not match', () => {
    expect(check('2026-03-05T09:00:00Z', '2026-03-06T10:00:00Z', 'hour', 25)?.code).toBe(
      'invalid_duration',
    );
    expect(check('2026-03-05T09:00:00Z', '2026-03-05T12:00:00Z', 'hour', 2)?.code).toBe(
      'invalid_duration',
    );
    expect(check('2026-03-05T09:00:00Z', '2026-04-05T09:00:00Z', 'day', 31)?.message).toBe(
      'Daily duration is 1–30 days',
    );
    expect(check('2026-03-05T09:00:00Z', '2026-03-05T10:00:00Z', 'hour', 0)?.message).toBe(
      'Hourly duration is 1–24 hours',
    );
  });

  it('counts a span rounded up in the chosen unit', () => {
    expect(check('2026-03-05T09:00:00Z', '2026-03-06T10:00:00Z', 'day', 2)).toBeNull();
    expect(check('2026-03-05T09:00:00Z', '2026-03-06T09:00:00Z', 'day', 1)).toBeNull();
  });

  it('refuses a start outside 09:00-21:00 in the listing zone, and one off the hour', () => {
    expect(check('2026-03-05T22:00:00Z', '2026-03-05T23:00:00Z', 'hour', 1)).toEqual({
      code: 'outside_opening_hours',
      message: 'This time slot is not available',
    });
    expect(
      check('2026-03-05T22:00:00Z', '2026-03-05T23:00:00Z', 'hour', 1, 'Europe/Berlin')?.code,
    ).toBe('outside_opening_hours');
    expect(check('2026-03-05T10:30:00Z', '2026-03-05T11:30:00Z', 'hour', 1)).toEqual({
      code: 'invalid_start_time',
      message: 'Bookings start on the hour',
    });
    expect(
      check('2026-03-05T20:00:00Z', '2026-03-05T21:00:00Z', 'hour', 1, 'Europe/Berlin'),
    ).toBeNull();
  });

  it('accepts the longest allowed bookings', () => {
    expect(check('2026-03-05T09:00:00Z', '2026-03-06T09:00:00Z', 'hour', 24)).toBeNull();
    expect(check('2026-03-05T09:00:00Z', '2027-02-28T09:00:00Z', 'month', 12)).toBeNull();
  });
});
