import { describe, expect, it } from 'vitest';
import {
  BlockInputSchema,
  addDays,
  blockRange,
  formatBlockTime,
  monthGrid,
  weekOf,
} from './calendar.ts';

const parse = (input: unknown) => BlockInputSchema.parse(input);

describe('blockRange', () => {
  it("closes a whole day from the listing's midnight to the next", () => {
    expect(blockRange(parse({ date: '2026-03-10' }), 'America/New_York')).toEqual({
      start: new Date('2026-03-10T04:00:00Z'),
      end: new Date('2026-03-11T04:00:00Z'),
    });
  });

  it('makes the day of a daylight-saving change 23 or 25 hours long', () => {
    const spring = blockRange(parse({ date: '2026-03-08' }), 'America/New_York');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = blockRange(parse({ date: '2026-10-25' }), 'Europe/Paris');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('closes several whole days, the last one included', () => {
    expect(blockRange(parse({ date: '2026-05-01', end_date: '2026-05-03' }), 'Asia/Tokyo')).toEqual(
      {
        start: new Date('2026-04-30T15:00:00Z'),
        end: new Date('2026-05-03T15:00:00Z'),
      },
    );
  });

  it('closes a time range of one day, 24:00 being its end', () => {
    const block = parse({ date: '2026-07-04', whole_day: false, start: '13:30', end: '24:00' });
    expect(blockRange(block, 'Europe/London')).toEqual({
      start: new Date('2026-07-04T12:30:00Z'),
      end: new Date('2026-07-04T23:00:00Z'),
    });
  });
});

describe('BlockInputSchema', () => {
  it.each([
    [{ date: '2026-07-04', whole_day: false, start: '13:00' }, 'end'],
    [{ date: '2026-07-04', whole_day: false, end: '13:00' }, 'start'],
    [{ date: '2026-07-04', whole_day: false, start: '13:00', end: '13:00' }, 'end'],
    [{ date: '2026-07-04', whole_day: false, start: '13:05', end: '14:00' }, 'start'],
    [{ date: '2026-07-04', end_date: '2026-07-03' }, 'end_date'],
    [{ date: '2026-07-04', end_date: '2027-07-06' }, 'end_date'],
    [{ date: '2026-07-04', note: 'x'.repeat(501) }, 'note'],
    [{ date: '4 July' }, 'date'],
    [{ date: '9999-12-31' }, 'date'],
  ])('refuses %j on its field', (input, field) => {
    const result = BlockInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('trims the note and defaults to a whole day', () => {
    expect(parse({ date: '2026-07-04', note: '  Repairs  ' })).toEqual({
      date: '2026-07-04',
      whole_day: true,
      note: 'Repairs',
    });
  });
});

describe('calendar days', () => {
  it('shows a month as whole weeks, Monday first', () => {
    const days = monthGrid('2026-11');
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days.length % 7).toBe(0);
  });

  it('gives the week of a day, Monday first, across a year end', () => {
    expect(weekOf('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('formatBlockTime', () => {
  it('names whole days by their days and any other time by its range, in the zone', () => {
    const days = blockRange(
      parse({ date: '2026-12-20', end_date: '2026-12-23' }),
      'America/Chicago',
    );
    expect(
      formatBlockTime(days.start.toISOString(), days.end.toISOString(), 'America/Chicago'),
    ).toMatch(/^Sun, Dec 20\s–\sWed, Dec 23, 2026, whole days$/);
    const day = blockRange(parse({ date: '2026-12-20' }), 'Asia/Tokyo');
    expect(formatBlockTime(day.start.toISOString(), day.end.toISOString(), 'Asia/Tokyo')).toBe(
      'Sun, Dec 20, 2026, whole day',
    );
    // Midnight in another zone is not a whole day here.
    expect(formatBlockTime(day.start.toISOString(), day.end.toISOString(), 'UTC')).toMatch(
      /^Sat, Dec 19, 2026, 15:00\s–\sSun, Dec 20, 2026, 15:00$/,
    );
  });
});
