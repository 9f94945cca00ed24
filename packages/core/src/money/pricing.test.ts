import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, type Currency } from './currencies.ts';
import { priceOptions, quote, unitPrice, type SpacePrices } from './pricing.ts';

function listing(overrides: Partial<SpacePrices> = {}): SpacePrices {
  return {
    hourly_price: 2500,
    daily_price: null,
    weekly_price: null,
    monthly_price: null,
    currency: 'USD',
    ...overrides,
  };
}

describe('price options', () => {
  it('offers hourly always and other units only when the listing has that price', () => {
    expect(priceOptions(listing())).toEqual([{ unit: 'hour', price: 2500 }]);
    expect(priceOptions(listing({ daily_price: 15000, monthly_price: 300000 }))).toEqual([
      { unit: 'hour', price: 2500 },
      { unit: 'day', price: 15000 },
      { unit: 'month', price: 300000 },
    ]);
  });

  it('treats a zero optional price as not offered, but keeps a zero hourly price (Contact for Pricing)', () => {
    expect(unitPrice(listing({ weekly_price: 0 }), 'week')).toBeNull();
    expect(unitPrice(listing({ hourly_price: 0 }), 'hour')).toBe(0);
    expect(quote(listing({ hourly_price: 0 }), 'hour', 2)?.total).toBe(0);
  });

  it('refuses to price a unit the listing does not offer', () => {
    expect(quote(listing(), 'day', 1)).toBeNull();
  });
});

describe('quote', () => {
  it('adds a 10% fee on top of the subtotal in minor units', () => {
    expect(quote(listing(), 'hour', 2)).toMatchObject({
      subtotal: 5000,
      platformFee: 500,
      total: 5500,
      hostPayout: 4500,
      platformFeePercentage: 10,
    });
  });

  it('rounds the fee half-up to the minor unit', () => {
    // 10% of 1005 cents is 100.5 -> 101; of 1004 is 100.4 -> 100.
    expect(quote(listing({ hourly_price: 1005 }), 'hour', 1)).toMatchObject({
      platformFee: 101,
      total: 1106,
    });
    expect(quote(listing({ hourly_price: 1004 }), 'hour', 1)).toMatchObject({
      platformFee: 100,
      total: 1104,
    });
    // 90% of 1005 is 904.5 -> 905 for the host.
    expect(quote(listing({ hourly_price: 1005 }), 'hour', 1)?.hostPayout).toBe(905);
  });

  it('prices zero-decimal currencies in whole yen and won', () => {
    expect(quote(listing({ hourly_price: 3333, currency: 'JPY' }), 'hour', 3)).toMatchObject({
      subtotal: 9999,
      platformFee: 1000,
      total: 10999,
      currency: 'JPY',
    });
    expect(quote(listing({ hourly_price: 15, currency: 'KRW' }), 'hour', 1)).toMatchObject({
      subtotal: 15,
      platformFee: 2,
      total: 17,
    });
    expect(quote(listing({ hourly_price: 14, currency: 'KRW' }), 'hour', 1)).toMatchObject({
      platformFee: 1,
      total: 15,
    });
  });

  it('multiplies the unit price by the count for day, week and month', () => {
    const priced = listing({ daily_price: 10000, weekly_price: 60000, monthly_price: 200000 });
    expect(quote(priced, 'day', 3)?.subtotal).toBe(30000);
    expect(quote(priced, 'week', 2)?.subtotal).toBe(120000);
    expect(quote(priced, 'month', 12)).toMatchObject({
      subtotal: 2400000,
      platformFee: 240000,
      total: 2640000,
    });
  });

  it.each(CURRENCIES)('keeps total = subtotal + fee in integers for %s', (currency: Currency) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        (price, hours) => {
          const result = quote(listing({ hourly_price: price, currency }), 'hour', hours)!;
          expect(Number.isInteger(result.platformFee)).toBe(true);
          expect(result.total).toBe(result.subtotal + result.platformFee);
          // The fee is within half a minor unit of exactly 10%.
          expect(Math.abs(result.platformFee - result.subtotal / 10)).toBeLessThanOrEqual(0.5);
          expect(result.currency).toBe(currency);
        },
      ),
      { numRuns: 200 },
    );
  });
});
