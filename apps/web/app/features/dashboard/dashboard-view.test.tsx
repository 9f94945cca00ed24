import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DashboardResponse, HostBooking, MyBooking } from '@rentspace/core/bookings/api';
import { DashboardView } from './dashboard-view';

const HOUR = 3_600_000;
const NOW = Date.parse('2031-01-15T12:00:00Z');

function myBooking(title: string, status: MyBooking['status'], startsInHours: number): MyBooking {
  const start = new Date(NOW + startsInHours * HOUR);
  return {
    id: `booking-${title}`,
    space_id: `space-${title}`,
    status,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 2 * HOUR).toISOString(),
    duration: 2,
    duration_unit: 'hour',
    subtotal: 4600,
    platform_fee_percentage: 10,
    platform_fee_amount: 460,
    total_price: 5060,
    refunded_amount: 0,
    refunds: [],
    currency: 'USD',
    cancellation_policy: 'flexible',
    booking_mode: 'instant',
    created_at: '2031-01-01T00:00:00Z',
    hold_expires_at: null,
    space: {
      id: `space-${title}`,
      title,
      location: 'Tokyo',
      images: [],
      time_zone: 'Asia/Tokyo',
      currency: 'USD',
    },
  };
}

const hostBooking: HostBooking = {
  id: 'host-booking',
  status: 'confirmed',
  start_time: '2031-01-20T01:00:00Z',
  end_time: '2031-01-20T03:00:00Z',
  total_price: 5500,
  subtotal: 5000,
  currency: 'USD',
  created_at: '2031-01-10T00:00:00Z',
  guest_name: 'Ana Silva',
  space: { id: 'space-mine', title: 'Rooftop Terrace', time_zone: 'America/New_York' },
};

function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    my_bookings: { upcoming: [], past: [] },
    earnings: [],
    active_bookings: 0,
    listing_count: 0,
    recent_bookings: [],
    listings: [],
    payout_account: { connected: false, account_id: null, onboarding_complete: false },
    ...overrides,
  };
}

const host: Partial<DashboardResponse> = {
  earnings: [{ currency: 'USD', gross: 5000, payout: 4500 }],
  active_bookings: 1,
  listing_count: 1,
  recent_bookings: [hostBooking],
  listings: [
    {
      id: 'space-mine',
      title: 'Rooftop Terrace',
      location: 'New York',
      images: [],
      hourly_price: 2500,
      currency: 'USD',
      available: true,
      is_published: true,
      rating: 0,
      review_count: 0,
    },
  ],
};

function renderView(data: DashboardResponse) {
  render(
    <MemoryRouter>
      <DashboardView data={data} payoutCard={<section aria-label="Payouts">Payouts</section>} />
    </MemoryRouter>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  it('shows a guest who hosts nothing their bookings, the next one first, and no host figures', () => {
    renderView(
      dashboard({
        my_bookings: {
          upcoming: [myBooking('Shibuya Studio', 'confirmed', 48), myBooking('Van', 'pending', 96)],
          past: [
            myBooking('Old Loft', 'cancelled', 24 * 30),
            myBooking('Garden', 'completed', -72),
          ],
        },
      }),
    );
    const mine = region('Your bookings');
    const next = within(mine).getByRole('article', { name: 'Shibuya Studio' });
    expect(next).toHaveTextContent('Next booking');
    expect(next).toHaveTextContent('Confirmed');
    // In the listing's zone: 12:00 UTC is 21:00 in Tokyo.
    expect(next).toHaveTextContent('Fri, Jan 17, 2031, 21:00 – 23:00');
    expect(next).toHaveTextContent('Asia/Tokyo');
    expect(within(region('Upcoming')).getByText('Awaiting payment')).toBeVisible();
    const past = within(region('Past and cancelled')).getAllByRole('listitem');
    expect(past.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Old Loft'),
      expect.stringContaining('Garden'),
    ]);
    expect(within(mine).getByRole('link', { name: 'View all bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    for (const name of ['Earnings', 'Active bookings', 'Listings', 'Recent bookings', 'Payouts'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(
      within(region('Host on Rentspace')).getByRole('link', { name: 'List A Space' }),
    ).toHaveAttribute('href', '/create-listing');
  });

  it('invites someone with no bookings and no listings to explore, with no zeros', () => {
    renderView(dashboard());
    const mine = region('Your bookings');
    expect(within(mine).getByText('No recent bookings')).toBeVisible();
    expect(within(mine).getByRole('link', { name: 'Explore spaces' })).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earnings' })).not.toBeInTheDocument();
    expect(region('Host on Rentspace')).toBeVisible();
  });

  it('keeps the host figures for a host who books nothing, without an empty list of their own', () => {
    renderView(dashboard(host));
    expect(screen.queryByRole('region', { name: 'Your bookings' })).not.toBeInTheDocument();
    expect(region('Earnings')).toHaveTextContent('$45.00');
    expect(region('Active bookings')).toHaveTextContent('1');
    expect(region('Listings')).toHaveTextContent('1');
    expect(region('Recent bookings')).toHaveTextContent('Ana Silva');
    expect(region('Payouts')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Host on Rentspace' })).not.toBeInTheDocument();
  });

  it('shows a host who also books both: their own bookings, then their listings’ figures', () => {
    renderView(
      dashboard({
        ...host,
        my_bookings: { upcoming: [myBooking('Shibuya Studio', 'confirmed', 48)], past: [] },
      }),
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Your bookings')).toBeLessThan(headings.indexOf('Recent bookings'));
    expect(region('Your bookings')).toHaveTextContent('Shibuya Studio');
    expect(region('Your bookings')).not.toHaveTextContent('Ana Silva');
    expect(region('Recent bookings')).toHaveTextContent('Rooftop Terrace');
    expect(region('Earnings')).toBeVisible();
  });

  it('counts someone who started connecting payouts as a host', () => {
    renderView(
      dashboard({
        payout_account: { connected: true, account_id: 'acct_1', onboarding_complete: false },
      }),
    );
    expect(region('Payouts')).toBeVisible();
    expect(region('Earnings')).toHaveTextContent('No earnings yet');
  });
});
