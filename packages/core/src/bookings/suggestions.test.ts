import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, type BookingRules } from './rules.ts';
import { suggestSlots } from './suggestions.ts';

// Wednesday 4 March 2026, 06:00 UTC.
const now = new Date('2026-03-04T06:00:00Z');
const rules = (overrides: Partial<BookingRules> = {}): BookingRules => ({
  ...DEFAULT_BOOKING_RULES,
  ...overrides,
});
const at = (iso: string) => Date.parse(iso);
const starts = (slots: { start_time: string }[]) =>
  slots.map((slot) => slot.start_time.slice(0, 16));

function suggest(requested: string, taken: { start: number; end: number }[], more = {}) {
  return suggestSlots({
    requested: new Date(requested),
    duration: 2,
    unit: 'hour',
    timeZone: 'UTC',
    rules: rules(),
    now,
    taken,
    ...more,
  });
}

describe('free-slot suggestions', () => {
  it('offers the nearest free starts of the same length on the day, earlier first at equal distance', () => {
    // 12:00-14:00 is taken; asking for 12:00 for two hours.
    const taken = [{ start: at('2026-03-06T12:00:00Z'), end: at('2026-03-06T14:00:00Z') }];
    const slots = suggest('2026-03-06T12:00:00Z', taken);
    expect(starts(slots)).toEqual(['2026-03-06T10:00', '2026-03-06T14:00', '2026-03-06T09:00']);
    expect(slots[0]!.end_time).toBe('2026-03-06T12:00:00.000Z');
  });

  it('keeps the buffer free on both sides and moves to the following days when the day is full', () => {
    const buffered = rules({
      buffer_minutes: 60,
      opening_hours: Array.from({ length: 7 }, () => ({ from: 10, to: 12 })),
    });
    // Booked 11:00-12:00, keeping 12:00-13:00 free after it.
    const taken = [{ start: at('2026-03-06T11:00:00Z'), end: at('2026-03-06T13:00:00Z') }];
    const slots = suggest('2026-03-06T11:00:00Z', taken, { rules: buffered });
    // 10:00-12:00 overlaps it, 12:00 is its buffer; the next day offers 10:00, 11:00 and 12:00.
    expect(starts(slots)).toEqual(['2026-03-07T10:00', '2026-03-07T11:00', '2026-03-07T12:00']);
  });

  it('follows the opening hours, the notice and the window', () => {
    const ruled = rules({
      opening_hours: [null, null, null, null, null, null, { from: 14, to: 14 }],
      min_notice_hours: 48,
      booking_window_months: 1,
    });
    // Friday is closed; only Saturdays at 14:00, within a month.
    expect(starts(suggest('2026-03-06T10:00:00Z', [], { rules: ruled }))).toEqual([
      '2026-03-07T14:00',
      '2026-03-14T14:00',
    ]);
    // Today: inside the notice, so from Friday on.
    expect(
      starts(suggest('2026-03-04T18:00:00Z', [], { rules: rules({ min_notice_hours: 48 }) }))[0],
    ).toBe('2026-03-06T09:00');
  });

  it('offers nothing for a length the listing refuses', () => {
    expect(
      suggest('2026-03-06T10:00:00Z', [], { rules: rules({ min_rental_duration: 3 }) }),
    ).toEqual([]);
    expect(suggest('2026-03-06T10:00:00Z', [], { duration: 30 })).toEqual([]);
  });
});
