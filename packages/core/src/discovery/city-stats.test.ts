import { describe, expect, it } from 'vitest';
import { cityStats } from './city-stats.ts';

describe('city figures', () => {
  it('averages the hourly price in the city currency and the rating over rated listings', () => {
    const stats = cityStats('USD', {
      perCurrency: [
        { currency: 'USD', spaces: 3, average_price: 2333.6667 },
        { currency: 'EUR', spaces: 5, average_price: 9000 },
      ],
      rated: 4,
      ratingSum: 17.4,
      monthlyBookings: 12,
    });
    expect(stats).toEqual({
      available_spaces: 8,
      average_hourly_rate: 2334,
      currency: 'USD',
      priced_spaces: 3,
      monthly_bookings: 12,
      average_rating: 4.4,
      rated_spaces: 4,
    });
  });

  it('falls back to the currency most listings use, then to zeros', () => {
    const input = { rated: 0, ratingSum: 0, monthlyBookings: 0 };
    const fallback = cityStats('GBP', {
      ...input,
      perCurrency: [
        { currency: 'USD', spaces: 1, average_price: 100 },
        { currency: 'EUR', spaces: 2, average_price: 50 },
      ],
    });
    expect(fallback).toMatchObject({
      currency: 'EUR',
      average_hourly_rate: 50,
      priced_spaces: 2,
      average_rating: 0,
    });
    expect(cityStats('JPY', { ...input, perCurrency: [] })).toEqual({
      available_spaces: 0,
      average_hourly_rate: 0,
      currency: 'JPY',
      priced_spaces: 0,
      monthly_bookings: 0,
      average_rating: 0,
      rated_spaces: 0,
    });
  });
});
