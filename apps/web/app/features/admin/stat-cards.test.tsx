import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { StatCards } from './stat-cards';

describe('StatCards', () => {
  it('lists each currency’s revenue with its own change since last month, in a row of its own', () => {
    render(
      <StatCards
        stats={{
          revenue: [
            { currency: 'USD', total: 1_234_500, bookings: 40, fees: 123_450 },
            { currency: 'EUR', total: 98_000, bookings: 3, fees: 9_800 },
          ],
          active_listings: 12,
          average_rating: 4.6,
          users: 80,
          bookings: 43,
          revenue_growth: [
            { currency: 'EUR', current: 98_000, previous: 0, percent: null },
            { currency: 'USD', current: 600_000, previous: 500_000, percent: 20 },
          ],
        }}
      />,
    );
    const items = within(screen.getByText('Total revenue').closest('div')!).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '$12,345+20.0% vs last month',
      '€980new this month',
    ]);
    expect(screen.getByText('Bookings').nextElementSibling).toHaveTextContent('43');
  });
});
