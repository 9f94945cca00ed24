import type { Currency } from '../money/currencies.ts';
import type { CityStats } from './public-api.ts';

/** What the database sums up for a city's listed spaces (see the discovery repository). */
export interface CityFiguresInput {
  perCurrency: readonly { currency: Currency; spaces: number; average_price: number }[];
  rated: number;
  ratingSum: number;
  monthlyBookings: number;
}

/** Days of bookings the 'monthly bookings' figure counts. */
export const MONTHLY_BOOKINGS_DAYS = 30;

/**
 * A city page's four figures, computed from real data
 * (docs/product/search-and-cities.md#city-figures). Prices in different currencies cannot be
 * averaged together, so the rate is the mean hourly price of the listings in the city's own
 * currency, or in the currency most of its listings use when none is in it; 0 when the city has no
 * listing.
 */
export function cityStats(cityCurrency: Currency, figures: CityFiguresInput): CityStats {
  const available = figures.perCurrency.reduce((sum, group) => sum + group.spaces, 0);
  const own = figures.perCurrency.find(
    (group) => group.currency === cityCurrency && group.spaces > 0,
  );
  const most = [...figures.perCurrency].sort(
    (a, b) => b.spaces - a.spaces || a.currency.localeCompare(b.currency),
  )[0];
  const chosen = own ?? most;
  return {
    available_spaces: available,
    average_hourly_rate: chosen ? Math.round(chosen.average_price) : 0,
    currency: chosen?.currency ?? cityCurrency,
    priced_spaces: chosen?.spaces ?? 0,
    monthly_bookings: figures.monthlyBookings,
    average_rating:
      figures.rated > 0 ? Math.round((figures.ratingSum / figures.rated) * 10) / 10 : 0,
    rated_spaces: figures.rated,
  };
}
