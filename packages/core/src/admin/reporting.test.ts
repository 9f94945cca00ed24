import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../money/currencies.ts';
import { convertMinor, parseRatesCsv, reportingTotal } from './reporting.ts';

describe('convertMinor', () => {
  it('converts between two-decimal and zero-decimal currencies, half-up', () => {
    expect(convertMinor(10000, 'EUR', 'USD', 1.08)).toBe(10800); // €100.00 -> $108.00
    expect(convertMinor(10000, 'JPY', 'USD', 0.0067)).toBe(6700); // ¥10,000 -> $67.00
    expect(convertMinor(10000, 'USD', 'JPY', 149.5)).toBe(14950); // $100.00 -> ¥14,950
    expect(convertMinor(1, 'KRW', 'USD', 0.00075)).toBe(0); // ₩1 -> $0.00075, rounds to 0
    expect(convertMinor(1, 'GBP', 'USD', 1.265)).toBe(1); // 1.265 cents -> 1
    expect(convertMinor(2, 'GBP', 'USD', 1.25)).toBe(3); // 2.5 cents -> 3 (half-up)
  });

  for (const currency of CURRENCIES) {
    it(`converts ${currency} to itself at 1 unchanged`, () => {
      expect(convertMinor(123456, currency, currency, 1)).toBe(123456);
    });
  }
});

describe('reportingTotal', () => {
  it('adds every currency at its rate, the reporting currency as it is', () => {
    expect(
      reportingTotal(
        [
          { currency: 'USD', amount: 5000 },
          { currency: 'EUR', amount: 10000 },
          { currency: 'JPY', amount: 10000 },
        ],
        'USD',
        { EUR: 1.08, JPY: 0.0067 },
      ),
    ).toEqual({ total: 5000 + 10800 + 6700, missing: [] });
  });

  it('gives no total, and names the currencies, when a rate is missing', () => {
    expect(
      reportingTotal(
        [
          { currency: 'USD', amount: 5000 },
          { currency: 'KRW', amount: 100 },
        ],
        'USD',
        {},
      ),
    ).toEqual({ total: null, missing: ['KRW'] });
  });
});

describe('parseRatesCsv', () => {
  it('reads currency,rate lines, with or without a header', () => {
    expect(parseRatesCsv('currency,rate\nEUR,1.08\n\njpy;0.0067\n')).toEqual({
      rates: { EUR: 1.08, JPY: 0.0067 },
    });
  });

  it('names the first bad line', () => {
    expect(parseRatesCsv('EUR,1.08\nXYZ,2')).toEqual({
      error: 'Line 2: write a currency code and a rate, like EUR,1.08',
    });
    expect(parseRatesCsv('EUR,-1')).toEqual({
      error: 'Line 1: write a currency code and a rate, like EUR,1.08',
    });
    expect(parseRatesCsv('\n')).toEqual({ error: 'Enter at least one rate' });
  });
});
