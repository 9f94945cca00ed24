import type { Currency } from '../money/currencies.ts';
import type { Growth, MonthlyTotal, SeriesPoint } from './stats.ts';

/** GET /rest/v1/admin/stats */
export interface AdminStats {
  revenue: { currency: Currency; total: number; bookings: number; fees: number }[];
  active_listings: number;
  average_rating: number;
  users: number;
  bookings: number;
  revenue_growth: Growth[];
}

/** GET /rest/v1/admin/monthly-fees: the total_platform_fees rows of the last 12 months. */
export interface MonthlyFeesResponse {
  data: { month: string; total_fees: number; total_bookings: number; currency: Currency }[];
}

/** GET /rest/v1/admin/revenue-series */
export interface RevenueSeriesResponse {
  months: string[];
  series: { currency: Currency; points: SeriesPoint[] }[];
}

export type { MonthlyTotal };

export interface AdminPage<T> {
  data: T[];
  next_cursor: string | null;
}

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface SubscriberRow {
  id: string;
  email: string;
  created_at: string;
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  kind: string;
  sent_at: string | null;
  error: string | null;
  created_at: string;
}
