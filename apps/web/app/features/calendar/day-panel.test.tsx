import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { DayPanel } from './day-panel';

vi.mock('./api', () => ({ calendarApi: { block: vi.fn() } }));

const block = (start: string, end: string): CalendarEntry => ({
  kind: 'block',
  id: '1f2a3b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  start_time: start,
  end_time: end,
  note: null,
  created_at: '2026-11-30T10:00:00.000Z',
  imported_from: null,
});

const panel = (entries: CalendarEntry[]) =>
  render(
    <DayPanel
      date="2026-12-21"
      spaceId="space-1"
      timeZone="America/New_York"
      entries={entries}
      past={false}
      onOpen={vi.fn()}
      onBlockTime={vi.fn()}
      onChanged={vi.fn()}
    />,
  );

describe('DayPanel', () => {
  it('offers to block the day only while some of it is free', () => {
    // 20 to 23 December blocked whole, in New York: the 21st has nothing left to block.
    const { unmount } = panel([block('2026-12-20T05:00:00.000Z', '2026-12-24T05:00:00.000Z')]);
    expect(screen.getByText('All day')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Block this day' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Block a time…' })).toBeVisible();
    unmount();
    // An afternoon blocked leaves the rest of the day to block.
    panel([block('2026-12-21T18:00:00.000Z', '2026-12-21T21:00:00.000Z')]);
    expect(screen.getByRole('button', { name: 'Block this day' })).toBeVisible();
  });
});
