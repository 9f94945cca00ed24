import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarResponse } from '@rentspace/core/bookings/calendar-api';
import { ApiRequestError } from '~/lib/api';
import { HostCalendar, type CalendarPlace } from './host-calendar';

const notify = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('~/lib/toast', () => ({ notify, dismissToasts: vi.fn() }));
const calendarApi = vi.hoisted(() => ({ read: vi.fn(), block: vi.fn(), unblock: vi.fn() }));
vi.mock('./api', () => ({ calendarApi }));

const SPACE = '2b1d6c4e-1f0a-4c8e-9b7d-5e3f2a1c0d91';
const CALENDAR: CalendarResponse = {
  space: {
    id: SPACE,
    title: 'Sunny loft',
    time_zone: 'America/New_York',
    currency: 'USD',
    buffer_minutes: 30,
  },
  data: [
    {
      kind: 'booking',
      id: '9e8d7c6b-5a49-4838-9271-6a5b4c3d2e11',
      status: 'confirmed',
      // 10:00 to 12:00 in New York (UTC-5 in January).
      start_time: '2031-01-20T15:00:00.000Z',
      end_time: '2031-01-20T17:00:00.000Z',
      kept_until: '2031-01-20T17:30:00.000Z',
      duration: 2,
      duration_unit: 'hour',
      guest_name: 'Ana Silva',
      total_price: 11000,
      payout: 9000,
      currency: 'USD',
    },
    {
      kind: 'block',
      id: '1f0a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      start_time: '2031-01-21T18:00:00.000Z',
      end_time: '2031-01-21T22:00:00.000Z',
      note: 'Band rehearsal',
      created_at: '2031-01-01T00:00:00.000Z',
      imported_from: null,
    },
    {
      kind: 'block',
      id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      // All of 22 January in New York, from another platform's calendar.
      start_time: '2031-01-22T05:00:00.000Z',
      end_time: '2031-01-23T05:00:00.000Z',
      note: null,
      created_at: '2031-01-01T00:00:00.000Z',
      imported_from: 'Airbnb',
    },
  ],
};

function show(place: Partial<CalendarPlace> = {}) {
  const onNavigate = vi.fn();
  const onChanged = vi.fn();
  render(
    <HostCalendar
      listings={[{ id: SPACE, title: 'Sunny loft' }]}
      calendar={CALENDAR}
      place={{ space: SPACE, view: 'month', date: '2031-01-20', ...place }}
      onNavigate={onNavigate}
      onChanged={onChanged}
    />,
  );
  return { onNavigate, onChanged };
}

describe('HostCalendar', () => {
  beforeEach(() => vi.clearAllMocks());

  it("names each day's bookings and blocks in the listing's zone, and moves to the day chosen", async () => {
    const { onNavigate } = show();
    expect(screen.getByText('Times in America/New York')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monday, January 20: 1 booked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Tuesday, January 21: 1 blocked' }));
    expect(onNavigate).toHaveBeenCalledWith({ space: SPACE, view: 'month', date: '2031-01-21' });
    // The chosen day lists its booking, which opens with the guest and the amounts.
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Booked: Ana Silva, 10:00 to 12:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking' });
    expect(dialog).toHaveTextContent('Guest paid$110.00');
    expect(dialog).toHaveTextContent('Your payout (90%)$90.00');
  });

  it('says a whole day as All day, and an imported event is changed in its calendar, not unblocked', async () => {
    show({ date: '2031-01-22' });
    const user = userEvent.setup();
    const entry = screen.getByRole('button', { name: /^Blocked, / });
    expect(entry).toHaveTextContent('All day');
    expect(entry).toHaveTextContent('Imported: Airbnb');
    await user.click(entry);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('FromImported calendar “Airbnb”');
    expect(dialog).toHaveTextContent(
      'This time comes from an imported calendar. Change it in that calendar, or remove the calendar under Calendar sync.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Unblock' })).toBeNull();
  });

  it('picks an hour of the week from the keyboard and blocks it through the form', async () => {
    calendarApi.block.mockResolvedValue({});
    const { onChanged } = show({ view: 'week' });
    const user = userEvent.setup();
    const first = screen.getByRole('button', { name: 'Block Monday, January 20, 09:00 to 10:00' });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Block time' });
    expect(within(dialog).getByLabelText('From')).toHaveValue('10:00');
    expect(within(dialog).getByLabelText('To')).toHaveValue('11:00');
    // One radio group, as the keyboard moves through it.
    const extent = within(dialog).getAllByRole('radio');
    expect(extent.map((radio) => radio.getAttribute('name'))).toEqual([
      'block-extent',
      'block-extent',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'From – to' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Private note (optional)'), 'Repairs');
    await user.click(within(dialog).getByRole('button', { name: 'Block this time' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calendarApi.block).toHaveBeenCalledWith(SPACE, {
      date: '2031-01-21',
      whole_day: false,
      start: '10:00',
      end: '11:00',
      note: 'Repairs',
    });
  });

  it("checks the form with the server's schema, and shows the server's refusal in it", async () => {
    calendarApi.block.mockRejectedValue(
      new ApiRequestError(
        409,
        'slot_taken',
        'This time overlaps the confirmed booking of Ana Silva',
      ),
    );
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Block a time…' }));
    const dialog = screen.getByRole('dialog', { name: 'Block time' });
    await user.selectOptions(within(dialog).getByLabelText('From'), '14:00');
    await user.selectOptions(within(dialog).getByLabelText('To'), '13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Block this time' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeInTheDocument();
    expect(calendarApi.block).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText('To'), '15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Block this time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This time overlaps the confirmed booking of Ana Silva',
    );
  });
});
