import { describe, expect, it } from 'vitest';
import {
  feesByMonth,
  lastMonths,
  monthlySeries,
  revenueGrowth,
  type MonthlyTotal,
} from './stats.ts';

const now = new Date('2026-03-15T12:00:00Z');

describe('admin statistics', () => {
  it('lists the last months newest first, across a year boundary', () => {
    expect(lastMonths(now, 4)).toEqual(['2026-03-01', '2026-02-01', '2026-01-01', '2025-12-01']);
  });

  it('fills empty months with zeros, one series per currency, oldest first', () => {
    const totals: MonthlyTotal[] = [
      { month: '2026-03-01', currency: 'USD', bookings: 2, revenue: 11000, fees: 1000 },
      { month: '2026-01-01', currency: 'USD', bookings: 1, revenue: 5500, fees: 500 },
      { month: '2026-02-01', currency: 'JPY', bookings: 1, revenue: 3300, fees: 300 },
    ];
    const series = monthlySeries(totals, lastMonths(now, 3));
    expect(series.map((s) => s.currency)).toEqual(['JPY', 'USD']);
    expect(series[1]!.points).toEqual([
      { month: '2026-01-01', revenue: 5500, fees: 500, bookings: 1 },
      { month: '2026-02-01', revenue: 0, fees: 0, bookings: 0 },
      { month: '2026-03-01', revenue: 11000, fees: 1000, bookings: 2 },
    ]);
  });

  it('computes growth month over month per currency, null without a previous month', () => {
    const totals: MonthlyTotal[] = [
      { month: '2026-03-01', currency: 'USD', bookings: 3, revenue: 15000, fees: 0 },
      { month: '2026-02-01', currency: 'USD', bookings: 2, revenue: 12000, fees: 0 },
      { month: '2026-03-01', currency: 'EUR', bookings: 1, revenue: 9000, fees: 0 },
    ];
    expect(revenueGrowth(totals, now)).toEqual([
      { currency: 'EUR', current: 9000, previous: 0, percent: null },
      { currency: 'USD', current: 15000, previous: 12000, percent: 25 },
    ]);
  });
});

describe('feesByMonth', () => {
  it('turns rows per month and currency into month rows with a column per currency', () => {
    const table = feesByMonth([
      { month: '2026-02-01', currency: 'USD', total_fees: 500, total_bookings: 2 },
      { month: '2026-03-01', currency: 'USD', total_fees: 700, total_bookings: 3 },
      { month: '2026-03-01', currency: 'JPY', total_fees: 1200, total_bookings: 1 },
      { month: '2026-02-01', currency: 'EUR', total_fees: 90, total_bookings: 1 },
    ]);
    expect(table.currencies).toEqual(['EUR', 'JPY', 'USD']);
    expect(table.months).toEqual([
      { month: '2026-03-01', fees: { USD: 700, JPY: 1200 }, bookings: 4 },
      { month: '2026-02-01', fees: { USD: 500, EUR: 90 }, bookings: 3 },
    ]);
  });

  it('is empty without rows', () => {
    expect(feesByMonth([])).toEqual({ currencies: [], months: [] });
  });
});
