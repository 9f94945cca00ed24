import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MyBooking } from '@rentspace/core/bookings/api';
import { depositOf } from '../../../test/deposit-fixtures';
import { MyBookingsList } from './my-bookings-list';

vi.mock('./api', () => ({ cancelBooking: vi.fn() }));

const NOW = new Date('2031-01-15T12:00:00Z');
const HOUR = 3_600_000;

function booking(id: string, status: MyBooking['status'], startsInHours: number): MyBooking {
  const start = new Date(NOW.getTime() + startsInHours * HOUR);
  return {
    id,
    space_id: 'space-1',
    status,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 4 * HOUR).toISOString(),
    duration: 4,
    duration_unit: 'hour',
    subtotal: 10000,
    platform_fee_percentage: 10,
    platform_fee_amount: 1000,
    total_price: 11000,
    refunded_amount: 0,
    refunds: [],
    currency: 'USD',
    cancellation_policy: 'flexible',
    booking_mode: 'instant',
    created_at: '2031-01-01T00:00:00Z',
    hold_expires_at:
      status === 'pending' ? new Date(NOW.getTime() + 15 * 60_000).toISOString() : null,
    space: {
      id: 'space-1',
      title: `Studio ${id}`,
      location: 'New York',
      images: [],
      time_zone: 'America/New_York',
      currency: 'USD',
    },
  };
}

function cancelButtonOf(title: string) {
  const item = screen.getByRole('heading', { name: title }).closest('article')!;
  return within(item as HTMLElement).queryByRole('button', { name: 'Cancel' });
}

describe('the guest’s bookings', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('offers Cancel on a hold and a stay yet to begin, not on a stay under way or a past one', async () => {
    render(
      <MemoryRouter>
        <MyBookingsList
          bookings={[
            booking('ahead', 'confirmed', 48),
            booking('held', 'pending', 2),
            booking('under way', 'confirmed', -1),
            booking('done', 'completed', -48),
            booking('called off', 'cancelled', 24),
          ]}
          onCancelled={() => {}}
        />
      </MemoryRouter>,
    );
    // The clock is the browser's, read once the list has mounted.
    expect(await screen.findAllByRole('button', { name: 'Cancel' })).toHaveLength(2);
    expect(cancelButtonOf('Studio ahead')).not.toBeNull();
    expect(cancelButtonOf('Studio held')).not.toBeNull();
    expect(cancelButtonOf('Studio under way')).toBeNull();
    expect(cancelButtonOf('Studio done')).toBeNull();
    expect(cancelButtonOf('Studio called off')).toBeNull();
  });

  it('takes a hold left at checkout back to its payment, but not a request or an ended hold', async () => {
    const request = { ...booking('asked', 'pending', 3), booking_mode: 'request' as const };
    const ended = {
      ...booking('ended', 'pending', 4),
      hold_expires_at: new Date(NOW.getTime() - 60_000).toISOString(),
    };
    render(
      <MemoryRouter>
        <MyBookingsList
          bookings={[
            booking('held', 'pending', 2),
            request,
            ended,
            booking('paid', 'confirmed', 5),
          ]}
          onCancelled={() => {}}
        />
      </MemoryRouter>,
    );
    const pay = await screen.findAllByRole('link', { name: 'Complete payment' });
    expect(pay).toHaveLength(1);
    expect(pay[0]).toHaveAttribute('href', '/space/space-1?hold=held');
    const held = screen.getByRole('heading', { name: 'Studio held' }).closest('article')!;
    expect(within(held as HTMLElement).getByRole('link', { name: 'Complete payment' })).toBe(
      pay[0],
    );
  });

  it('shows what an admin refunded, with the reason', () => {
    const refunded = {
      ...booking('refunded', 'completed', -48),
      refunded_amount: 5500,
      refunds: [
        { amount: 5500, reason: 'The heating did not work', refunded_at: '2031-01-14T10:00:00Z' },
      ],
    };
    render(
      <MemoryRouter>
        <MyBookingsList bookings={[refunded]} onCancelled={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/refunded \$55\.00/)).toBeTruthy();
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(refunds.textContent).toBe('Refund of $55.00: The heating did not work');
  });

  it('shows a booking’s security deposit beside it, and none where there is none', () => {
    const withDeposit = booking('a', 'confirmed', 72);
    render(
      <MemoryRouter>
        <MyBookingsList
          bookings={[withDeposit, booking('b', 'confirmed', 96)]}
          deposits={[
            depositOf({
              booking_id: withDeposit.id,
              status: 'scheduled',
              authorise_at: '2031-01-16T15:00:00.000Z',
            }),
          ]}
          onCancelled={() => {}}
        />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('group', { name: 'Security deposit' })).toHaveTextContent(
      'Will be held on Thu, Jan 16, 2031, 10:00 (America/New York)',
    );
    expect(within(second).queryByRole('group', { name: 'Security deposit' })).toBeNull();
  });
});
