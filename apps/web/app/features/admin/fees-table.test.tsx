import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { FeesTable } from './fees-table';

describe('FeesTable', () => {
  it('shows one row per month, newest first, with a column of fees per currency', () => {
    render(
      <FeesTable
        rows={[
          { month: '2026-03-01', currency: 'USD', total_fees: 700, total_bookings: 3 },
          { month: '2026-03-01', currency: 'JPY', total_fees: 1200, total_bookings: 1 },
          { month: '2026-02-01', currency: 'USD', total_fees: 500, total_bookings: 2 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Platform fees per month' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Month', 'Fees in JPY', 'Fees in USD', 'Total bookings']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'March 2026¥1,200$7.004',
      'February 2026–none$5.002',
    ]);
  });

  it('says so when there is nothing to show', () => {
    render(<FeesTable rows={[]} />);
    expect(screen.getByText('No paid bookings in the last 12 months.')).toBeTruthy();
  });
});
