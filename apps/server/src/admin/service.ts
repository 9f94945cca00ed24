import {
  lastMonths,
  monthlySeries,
  revenueGrowth,
  type MonthlyTotal,
} from '@rentspace/core/admin/stats';
import type {
  AdminStats,
  MonthlyFeesResponse,
  RevenueSeriesResponse,
} from '@rentspace/core/admin/api';
import type { Clock } from '../clock.ts';
import type { AdminRepository } from './repository.ts';

const MONTHS = 12;

function toTotals(rows: Awaited<ReturnType<AdminRepository['monthlyTotals']>>): MonthlyTotal[] {
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue), fees: Number(row.fees) }));
}

/** The admin dashboard's figures. Money is per currency: amounts in different currencies never add up. */
export function createAdminService(repo: AdminRepository, clock: Clock) {
  return {
    async stats(): Promise<AdminStats> {
      const months = lastMonths(clock.now(), 2);
      const [counts, byCurrency, recent] = await Promise.all([
        repo.counts(),
        repo.revenueByCurrency(),
        repo.monthlyTotals(months[months.length - 1]!, months[0]!),
      ]);
      return {
        revenue: byCurrency
          .sort((a, b) => a.currency.localeCompare(b.currency))
          .map((row) => ({
            currency: row.currency,
            total: Number(row.revenue),
            bookings: row.bookings,
            fees: Number(row.fees),
          })),
        active_listings: counts.activeListings,
        average_rating: Math.round(counts.averageRating * 10) / 10,
        users: counts.users,
        bookings: byCurrency.reduce((sum, row) => sum + row.bookings, 0),
        revenue_growth: revenueGrowth(toTotals(recent), clock.now()),
      };
    },

    /** Rows of the total_platform_fees view for the last 12 months, newest first. */
    async monthlyFees(): Promise<MonthlyFeesResponse> {
      const months = lastMonths(clock.now(), MONTHS);
      const rows = toTotals(await repo.monthlyTotals(months[months.length - 1]!, months[0]!));
      return {
        data: rows.map((row) => ({
          month: row.month,
          total_fees: row.fees,
          total_bookings: row.bookings,
          currency: row.currency,
        })),
      };
    },

    async revenueSeries(): Promise<RevenueSeriesResponse> {
      const months = lastMonths(clock.now(), MONTHS);
      const rows = toTotals(await repo.monthlyTotals(months[months.length - 1]!, months[0]!));
      return { months: [...months].reverse(), series: monthlySeries(rows, months) };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
