import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AvailabilitySlot } from '@rentspace/core/bookings/api';
import { AvailabilityGrid } from './availability-grid';

// Two hours booked from 10:00 to 12:00 in Tokyo on Wednesday January 15, 2030 (01:00-03:00 UTC).
const BOOKED: AvailabilitySlot = {
  start_time: '2030-01-15T01:00:00Z',
  end_time: '2030-01-15T03:00:00Z',
  kind: 'booked',
};
const HELD: AvailabilitySlot = {
  start_time: '2030-01-16T05:00:00Z',
  end_time: '2030-01-16T06:00:00Z',
  kind: 'held',
};
const BEFORE = new Date('2030-01-01T00:00:00Z');

/** The cells the grid marks with a state, as their tooltips read. */
function cellsIn(state: string): string[] {
  return Array.from(document.querySelectorAll(`td[data-state="${state}"]`)).map(
    (cell) => cell.getAttribute('title') ?? '',
  );
}

describe('AvailabilityGrid', () => {
  it('shows 7 days of hourly rows from 9:00 to 21:00, named in the chosen zone', () => {
    render(
      <AvailabilityGrid firstDay="2030-01-14" timeZone="Asia/Tokyo" slots={[]} now={BEFORE} />,
    );
    const table = screen.getByRole('table', {
      name: /^Availability for Jan 14\s–\s20, 2030, times in Asia\/Tokyo$/,
    });
    expect(table).toBeVisible();
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(1)
        .map((header) => header.textContent),
    ).toEqual(['Mon14', 'Tue15', 'Wed16', 'Thu17', 'Fri18', 'Sat19', 'Sun20']);
    const hours = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(hours[0]).toBe('9:00');
    expect(hours.at(-1)).toBe('21:00');
    expect(hours).toHaveLength(13);
    expect(cellsIn('free')).toHaveLength(7 * 13);
  });

  it('places a booking at its wall-clock hours in Tokyo', () => {
    render(
      <AvailabilityGrid
        firstDay="2030-01-14"
        timeZone="Asia/Tokyo"
        slots={[BOOKED, HELD]}
        now={BEFORE}
      />,
    );
    expect(cellsIn('booked')).toEqual([
      'Tuesday, January 15, 10:00: Booked',
      'Tuesday, January 15, 11:00: Booked',
    ]);
    expect(cellsIn('held')).toEqual(['Wednesday, January 16, 14:00: On hold']);
  });

  it('moves the same booking to the evening before in New York', () => {
    render(
      <AvailabilityGrid
        firstDay="2030-01-14"
        timeZone="America/New_York"
        slots={[BOOKED]}
        now={BEFORE}
      />,
    );
    expect(cellsIn('booked')).toEqual([
      'Monday, January 14, 20:00: Booked',
      'Monday, January 14, 21:00: Booked',
    ]);
  });

  it('drops a booking that falls outside 9:00-21:00 in the chosen zone', () => {
    // 10:00-12:00 in Tokyo is 01:00-03:00 in London: no row shows it.
    render(
      <AvailabilityGrid
        firstDay="2030-01-14"
        timeZone="Europe/London"
        slots={[BOOKED]}
        now={BEFORE}
      />,
    );
    expect(cellsIn('booked')).toEqual([]);
  });

  it("keeps the listing's bookable hours for a viewer in another zone, named on the viewer's clock", () => {
    // A New York listing (9:00-21:00 there) seen from Tokyo, 14 hours ahead in January; booked
    // 15:00-20:00 in New York on Monday the 14th, which is 5:00-10:00 on Tuesday in Tokyo.
    const evening: AvailabilitySlot = {
      start_time: '2030-01-14T20:00:00Z',
      end_time: '2030-01-15T01:00:00Z',
      kind: 'booked',
    };
    render(
      <AvailabilityGrid
        firstDay="2030-01-14"
        timeZone="America/New_York"
        viewerTimeZone="Asia/Tokyo"
        slots={[evening]}
        now={BEFORE}
      />,
    );
    expect(
      screen.getByRole('table', {
        name: /^Availability for Jan 14\s–\s20, 2030, the listing's days in America\/New York, times in Asia\/Tokyo$/,
      }),
    ).toBeVisible();
    const rows = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(rows).toEqual([
      '23:00',
      '0:00',
      '1:00',
      '2:00',
      '3:00',
      '4:00',
      '5:00',
      '6:00',
      '7:00',
      '8:00',
      '9:00',
      '10:00',
      '11:00',
    ]);
    expect(cellsIn('booked')).toEqual([
      'Tuesday, January 15, 5:00: Booked',
      'Tuesday, January 15, 6:00: Booked',
      'Tuesday, January 15, 7:00: Booked',
      'Tuesday, January 15, 8:00: Booked',
      'Tuesday, January 15, 9:00: Booked',
    ]);
    expect(cellsIn('free')).toHaveLength(7 * 13 - 5);
  });

  it('names rows to the minute for a zone a half hour off', () => {
    render(
      <AvailabilityGrid
        firstDay="2030-01-14"
        timeZone="UTC"
        viewerTimeZone="Asia/Kolkata"
        slots={[]}
        now={BEFORE}
      />,
    );
    const rows = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(rows[0]).toBe('14:30');
    expect(rows.at(-1)).toBe('2:30');
  });

  it('keeps 10:00 at 10:00 across the spring daylight-saving change', () => {
    // New York moves to EDT on March 10, 2030: 10:00 is 15:00 UTC before and 14:00 UTC after.
    const slots: AvailabilitySlot[] = [
      { start_time: '2030-03-09T15:00:00Z', end_time: '2030-03-09T16:00:00Z', kind: 'booked' },
      { start_time: '2030-03-10T14:00:00Z', end_time: '2030-03-10T15:00:00Z', kind: 'booked' },
    ];
    render(
      <AvailabilityGrid
        firstDay="2030-03-08"
        timeZone="America/New_York"
        slots={slots}
        now={BEFORE}
      />,
    );
    expect(cellsIn('booked')).toEqual([
      'Saturday, March 9, 10:00: Booked',
      'Sunday, March 10, 10:00: Booked',
    ]);
  });

  it('marks hours that have begun as past', () => {
    render(
      <AvailabilityGrid
        firstDay="2030-01-14"
        timeZone="UTC"
        slots={[]}
        now={new Date('2030-01-14T11:30:00Z')}
      />,
    );
    expect(cellsIn('past')).toEqual([
      'Monday, January 14, 9:00: Past',
      'Monday, January 14, 10:00: Past',
      'Monday, January 14, 11:00: Past',
    ]);
  });

  it('outlines the window the booking form has chosen', () => {
    render(
      <AvailabilityGrid
        firstDay="2030-01-14"
        timeZone="Asia/Tokyo"
        slots={[]}
        now={BEFORE}
        highlight={{ start: '2030-01-17T00:00:00Z', end: '2030-01-17T02:00:00Z' }}
      />,
    );
    const selected = screen
      .getAllByText(', your selection')
      .map((marker) => marker.closest('td')?.getAttribute('title'));
    expect(selected).toEqual([
      'Thursday, January 17, 9:00: Available',
      'Thursday, January 17, 10:00: Available',
    ]);
  });
});
