import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { EntryDetails } from './entry-details';

vi.mock('./api', () => ({ calendarApi: { unblock: vi.fn() } }));

const hold = (requested: boolean): CalendarEntry => ({
  kind: 'hold',
  id: '0f2a3b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  start_time: '2026-12-01T15:00:00.000Z',
  end_time: '2026-12-01T17:00:00.000Z',
  kept_until: '2026-12-01T17:30:00.000Z',
  hold_expires_at: '2026-11-30T14:45:00.000Z',
  guest_name: 'Ana Guest',
  requested,
});

const show = (entry: CalendarEntry) =>
  render(
    <EntryDetails
      entry={entry}
      spaceId="space-1"
      timeZone="America/New_York"
      onChanged={vi.fn()}
    />,
  );

describe('EntryDetails', () => {
  it('names the zone of every time it shows', () => {
    show(hold(false));
    expect(screen.getByText('Held while they pay, until')).toBeInTheDocument();
    expect(screen.getByText('Mon, Nov 30, 2026, 09:45 (America/New York)')).toBeInTheDocument();
    expect(screen.getByText('Tue, Dec 1, 2026, 12:30 (America/New York)')).toBeInTheDocument();
  });

  it('says a request to book waits for the host’s answer, not for a payment', () => {
    show(hold(true));
    expect(screen.getByText('Request to book: answer by')).toBeInTheDocument();
    expect(screen.queryByText(/while they pay/)).not.toBeInTheDocument();
  });

  it('names a block of whole days by its days, not by the midnight after them', () => {
    const block = (start: string, end: string): CalendarEntry => ({
      kind: 'block',
      id: '1f2a3b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      start_time: start,
      end_time: end,
      note: 'Family visit',
      created_at: '2026-11-30T10:00:00.000Z',
      imported_from: null,
    });
    // 20 to 23 December in New York: midnight of the 20th to midnight of the 24th.
    const { unmount } = show(block('2026-12-20T05:00:00.000Z', '2026-12-24T05:00:00.000Z'));
    expect(
      screen.getByText('Sun, Dec 20 – Wed, Dec 23, 2026, whole days (America/New York)'),
    ).toBeInTheDocument();
    unmount();
    show(block('2026-12-20T05:00:00.000Z', '2026-12-21T05:00:00.000Z'));
    expect(screen.getByText('Sun, Dec 20, 2026, whole day (America/New York)')).toBeInTheDocument();
  });
});
