import { describe, expect, it } from 'vitest';
import { addDays, buildWeekGrid, gridStart, weekRange } from './slot-grid.ts';

const now = new Date('2026-03-01T00:00:00Z');

function cell(grid: ReturnType<typeof buildWeekGrid>, date: string, hour: number) {
  const found = grid.days.find((day) => day.date === date)?.cells.find((c) => c.hour === hour);
  if (!found) throw new Error(`no cell ${date} ${hour}`);
  return found;
}

describe('weekly slot grid', () => {
  it('has 7 days of 13 hourly rows from 9:00 to 21:00', () => {
    const grid = buildWeekGrid({ firstDay: '2026-03-02', timeZone: 'UTC', slots: [], now });
    expect(grid.days.map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(grid.days[0]!.cells.map((c) => c.hour)).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    expect(grid.days.every((day) => day.cells.every((c) => c.state === 'free'))).toBe(true);
  });

  it('marks held, booked and blocked slots, booked winning over held', () => {
    const grid = buildWeekGrid({
      firstDay: '2026-03-02',
      timeZone: 'UTC',
      now,
      slots: [
        { start_time: '2026-03-02T10:00:00Z', end_time: '2026-03-02T12:00:00Z', kind: 'booked' },
        { start_time: '2026-03-03T15:00:00Z', end_time: '2026-03-03T16:00:00Z', kind: 'held' },
        { start_time: '2026-03-04T00:00:00Z', end_time: '2026-03-05T00:00:00Z', kind: 'blocked' },
      ],
    });
    expect(cell(grid, '2026-03-02', 9).state).toBe('free');
    expect(cell(grid, '2026-03-02', 10).state).toBe('booked');
    expect(cell(grid, '2026-03-02', 11).state).toBe('booked');
    expect(cell(grid, '2026-03-02', 12).state).toBe('free');
    expect(cell(grid, '2026-03-03', 15).state).toBe('held');
    expect(grid.days[2]!.cells.every((c) => c.state === 'blocked')).toBe(true);
  });

  it("shows the same booking at different rows in the viewer's chosen zone", () => {
    const slots = [
      {
        start_time: '2026-03-02T14:00:00Z',
        end_time: '2026-03-02T15:00:00Z',
        kind: 'booked' as const,
      },
    ];
    const inTokyo = buildWeekGrid({ firstDay: '2026-03-02', timeZone: 'Asia/Tokyo', slots, now });
    const inLondon = buildWeekGrid({
      firstDay: '2026-03-02',
      timeZone: 'Europe/London',
      slots,
      now,
    });
    const inLosAngeles = buildWeekGrid({
      firstDay: '2026-03-02',
      timeZone: 'America/Los_Angeles',
      slots,
      now,
    });
    expect(cell(inLondon, '2026-03-02', 14).state).toBe('booked');
    // 14:00 UTC is 06:00 in Los Angeles (before the grid) and 23:00 in Tokyo (after it).
    expect(inLosAngeles.days.flatMap((d) => d.cells).some((c) => c.state === 'booked')).toBe(false);
    expect(inTokyo.days.flatMap((d) => d.cells).some((c) => c.state === 'booked')).toBe(false);
    const evening = [
      {
        start_time: '2026-03-02T12:00:00Z',
        end_time: '2026-03-02T13:00:00Z',
        kind: 'held' as const,
      },
    ];
    expect(
      cell(
        buildWeekGrid({ firstDay: '2026-03-02', timeZone: 'Asia/Tokyo', slots: evening, now }),
        '2026-03-02',
        21,
      ).state,
    ).toBe('held');
  });

  it("is made of the listing's days and bookable hours, each named on the viewer's clock", () => {
    const grid = buildWeekGrid({
      firstDay: '2026-03-02',
      timeZone: 'America/New_York',
      viewerTimeZone: 'Asia/Tokyo',
      slots: [],
      now,
    });
    expect(grid).toMatchObject({ timeZone: 'America/New_York', viewerTimeZone: 'Asia/Tokyo' });
    // 9:00 in New York (UTC-5 until 8 March) is 14:00 UTC and 23:00 in Tokyo.
    expect(cell(grid, '2026-03-02', 9)).toMatchObject({
      clock: '23:00',
      start: '2026-03-02T14:00:00.000Z',
    });
    expect(cell(grid, '2026-03-02', 21)).toMatchObject({
      clock: '11:00',
      start: '2026-03-03T02:00:00.000Z',
    });
    // After New York's change, the same row is an hour earlier in Tokyo.
    expect(cell(grid, '2026-03-08', 9).clock).toBe('22:00');
    expect(weekRange('2026-03-02', 'America/New_York').from).toBe(grid.from);
  });

  it('keeps wall-clock rows across a daylight-saving change', () => {
    // New York moves from UTC-5 to UTC-4 on Sunday 8 March 2026.
    const grid = buildWeekGrid({
      firstDay: '2026-03-05',
      timeZone: 'America/New_York',
      slots: [],
      now,
    });
    expect(cell(grid, '2026-03-07', 9).start).toBe('2026-03-07T14:00:00.000Z');
    expect(cell(grid, '2026-03-08', 9).start).toBe('2026-03-08T13:00:00.000Z');
    expect(cell(grid, '2026-03-09', 21).end).toBe('2026-03-10T02:00:00.000Z');
    // The week spans 167 real hours because one night was an hour short.
    const range = weekRange('2026-03-05', 'America/New_York');
    expect((Date.parse(range.to) - Date.parse(range.from)) / 3_600_000).toBe(167);
    // A booking at 13:00 UTC on the 9th shows at 09:00 after the change, not 08:00.
    const slots = [
      {
        start_time: '2026-03-09T13:00:00Z',
        end_time: '2026-03-09T14:00:00Z',
        kind: 'booked' as const,
      },
    ];
    const after = buildWeekGrid({
      firstDay: '2026-03-05',
      timeZone: 'America/New_York',
      slots,
      now,
    });
    expect(cell(after, '2026-03-09', 9).state).toBe('booked');
    const londonFall = buildWeekGrid({
      firstDay: '2026-10-22',
      timeZone: 'Europe/London',
      slots: [],
      now,
    });
    expect(cell(londonFall, '2026-10-24', 9).start).toBe('2026-10-24T08:00:00.000Z');
    expect(cell(londonFall, '2026-10-25', 9).start).toBe('2026-10-25T09:00:00.000Z');
  });

  it('marks cells that have begun as past', () => {
    const grid = buildWeekGrid({
      firstDay: '2026-03-02',
      timeZone: 'UTC',
      slots: [],
      now: new Date('2026-03-02T12:30:00Z'),
    });
    expect(cell(grid, '2026-03-02', 12).state).toBe('past');
    expect(cell(grid, '2026-03-02', 13).state).toBe('free');
  });

  it('starts on today in the viewer zone and moves by weeks', () => {
    expect(gridStart(new Date('2026-03-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
    expect(gridStart(new Date('2026-03-01T23:30:00Z'), 'America/New_York')).toBe('2026-03-01');
    expect(addDays('2026-02-26', 7)).toBe('2026-03-05');
    expect(addDays('2026-03-05', -7)).toBe('2026-02-26');
  });
});
