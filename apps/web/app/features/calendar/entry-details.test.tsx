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
});
