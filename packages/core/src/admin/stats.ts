import type { Currency } from '../money/currencies.ts';
import type { Growth, SeriesPoint } from './api.ts';

export type { Growth, SeriesPoint };

/** Paid bookings of one month in one currency (month as YYYY-MM-01). */
export interface MonthlyTotal {
  month: string;
  currency: Currency;
  bookings: number;
  revenue: number;
  fees: number;
}

/** The first day (YYYY-MM-01, UTC) of `count` months ending with the month of `now`, newest first. */
export function lastMonths(now: Date, count = 12): string[] {
  const months: string[] = [];
  for (let back = 0; back < count; back++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 10));
  }
  return months;
}

/** One series per currency over the given months, oldest first, empty months as zeros. */
export function monthlySeries(
  totals: MonthlyTotal[],
  months: string[],
): { currency: Currency; points: SeriesPoint[] }[] {
  const currencies = [...new Set(totals.map((total) => total.currency))].sort();
  const ascending = [...months].sort();
  return currencies.map((currency) => ({
    currency,
    points: ascending.map((month) => {
      const found = totals.find((total) => total.currency === currency && total.month === month);
      return {
        month,
        revenue: found?.revenue ?? 0,
        fees: found?.fees ?? 0,
        bookings: found?.bookings ?? 0,
      };
    }),
  }));
}

/** Revenue growth month over month, per currency (docs/product/admin-and-analytics.md#revenue-growth: not a fixed figure). */
export function revenueGrowth(totals: MonthlyTotal[], now: Date): Growth[] {
  const [current, previous] = lastMonths(now, 2) as [string, string];
  const currencies = [...new Set(totals.map((total) => total.currency))].sort();
  return currencies.map((currency) => {
    const revenueOf = (month: string) =>
      totals.find((total) => total.currency === currency && total.month === month)?.revenue ?? 0;
    const now = revenueOf(current);
    const before = revenueOf(previous);
    const percent = before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;
    return { currency, current: now, previous: before, percent };
  });
}

/** One month of the platform-fees table: each currency's fees, and the bookings of all of them. */
export interface FeesMonth {
  month: string;
  fees: Partial<Record<Currency, number>>;
  bookings: number;
}

/**
 * The monthly platform-fees table as month rows with one column per currency
 * (docs/product/admin-and-analytics.md#monthly-platform-fees): the currencies that have fees, in
 * code order, and the months newest first. Fees are never added across currencies; bookings are.
 */
export function feesByMonth(
  rows: { month: string; currency: Currency; total_fees: number; total_bookings: number }[],
): { currencies: Currency[]; months: FeesMonth[] } {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const byMonth = new Map<string, FeesMonth>();
  for (const row of rows) {
    const month = byMonth.get(row.month) ?? { month: row.month, fees: {}, bookings: 0 };
    month.fees[row.currency] = (month.fees[row.currency] ?? 0) + row.total_fees;
    month.bookings += row.total_bookings;
    byMonth.set(row.month, month);
  }
  const months = [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month));
  return { currencies, months };
}
