import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  formatCount,
  formatMoney,
  formatListedPrice,
  formatPrice,
  minorDigits,
} from './currencies.ts';

/** What the platform's formatter writes: the product's money text must not differ from it. */
function intl(minor: number, currency: (typeof CURRENCIES)[number], decimals: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** minorDigits(currency));
}

describe('money text', () => {
  it('writes prices and amounts as Intl.NumberFormat en-US does, for every currency', () => {
    const minor = fc.oneof(
      fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
      fc.integer({ min: -300, max: 300 }),
    );
    fc.assert(
      fc.property(minor, fc.constantFrom(...CURRENCIES), (amount, currency) => {
        expect(formatPrice(amount, currency)).toBe(intl(amount, currency, 0));
        expect(formatMoney(amount, currency)).toBe(intl(amount, currency, minorDigits(currency)));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds half away from zero and writes each currency its own way', () => {
    expect(formatPrice(12_350, 'USD')).toBe('$124');
    expect(formatPrice(-12_350, 'USD')).toBe('-$124');
    expect(formatPrice(12_349, 'EUR')).toBe('€123');
    expect(formatMoney(123_456_789, 'GBP')).toBe('£1,234,567.89');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(1_500, 'JPY')).toBe('¥1,500');
    expect(formatPrice(250_000, 'KRW')).toBe('₩250,000');
    expect(formatPrice(9_900, 'SGD')).toBe('SGD\u00a099');
    expect(formatMoney(100, 'AED')).toBe('AED\u00a01.00');
    expect(formatPrice(4_500, 'CAD')).toBe('CA$45');
    expect(formatPrice(4_500, 'AUD')).toBe('A$45');
    // A listing's own price is never rounded to another one: decimals only where it has some.
    expect(formatListedPrice(4_500, 'EUR')).toBe('€45');
    expect(formatListedPrice(4_550, 'EUR')).toBe('€45.50');
    expect(formatListedPrice(4_505, 'USD')).toBe('$45.05');
    expect(formatListedPrice(250_000, 'KRW')).toBe('₩250,000');
  });

  it('groups counts as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
    expect(formatCount(1_234)).toBe('1,234');
    expect(formatCount(999)).toBe('999');
  });
});
