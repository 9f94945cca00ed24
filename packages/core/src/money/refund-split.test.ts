import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, minorDigits, toMinor } from './currencies.ts';
import { quote } from './pricing.ts';
import { keptAmounts, refundSplit } from './refund-split.ts';

function paidBooking(hourly: number, hours: number) {
  const priced = quote(
    {
      hourly_price: hourly,
      daily_price: null,
      weekly_price: null,
      monthly_price: null,
      currency: 'USD',
    },
    'hour',
    hours,
  )!;
  return {
    subtotal: priced.subtotal,
    platformFee: priced.platformFee,
    total: priced.total,
    refunded: 0,
  };
}

describe('refundSplit', () => {
  it('splits half of a $66 booking: the host gives back $27, the platform $6 ($3 of it fee)', () => {
    const split = refundSplit(paidBooking(2000, 3), 3300);
    expect(split).toMatchObject({ host: 2700, platform: 600, platformFee: 300 });
    expect(split.after).toEqual({
      revenue: 3300,
      subtotal: 3000,
      platformFee: 300,
      hostPayout: 2700,
    });
  });

  it('rounds half-up in minor units: a 1-cent refund of a $1.11 booking', () => {
    // Total 111 (subtotal 101, fee 10); host payout 91. Kept 110: payout 91*110/111 = 90.18 -> 90.
    const split = refundSplit({ subtotal: 101, platformFee: 10, total: 111, refunded: 0 }, 1);
    expect(split).toMatchObject({ host: 1, platform: 0, platformFee: 0 });
  });

  for (const currency of CURRENCIES) {
    it(`in ${currency}: half of a booking, in whole minor units that add up`, () => {
      // An hourly price of 1,234.5 (1,235 for zero-decimal currencies) for 3 hours.
      const hourly = toMinor(minorDigits(currency) === 0 ? 1235 : 1234.5, currency);
      const paid = paidBooking(hourly, 3);
      const half = Math.floor(paid.total / 2);
      const split = refundSplit(paid, half);
      expect(Number.isInteger(split.host) && Number.isInteger(split.platform)).toBe(true);
      expect(split.host + split.platform).toBe(half);
      expect(split.after.revenue).toBe(paid.total - half);
      // In full, everything is given back and nothing is kept.
      const full = refundSplit(paid, paid.total);
      expect(full.after).toEqual({ revenue: 0, subtotal: 0, platformFee: 0, hostPayout: 0 });
      expect(full.host).toBe(full.before.hostPayout);
    });
  }

  it('JPY: a ¥3,705 booking refunded ¥1,000 keeps whole yen', () => {
    // 3 hours at ¥1,235: subtotal 3705, fee 371 (370.5 rounded up), total 4076, payout 3335 (3334.5).
    const paid = { subtotal: 3705, platformFee: 371, total: 4076, refunded: 0 };
    const split = refundSplit(paid, 1000);
    // Payout 3335 * 3076 / 4076 = 2516.79 -> 2517; fee 371 * 3076 / 4076 = 279.98 -> 280.
    expect(split.after).toEqual({
      revenue: 3076,
      subtotal: 2796,
      platformFee: 280,
      hostPayout: 2517,
    });
    expect(split).toMatchObject({ host: 818, platform: 182, platformFee: 91 });
  });

  it('several partial refunds come to what one refund of their sum gives, and never pass the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
        (subtotal, parts) => {
          const fee = Math.round(subtotal / 10);
          const paid = { subtotal, platformFee: fee, total: subtotal + fee, refunded: 0 };
          let refunded = 0;
          let host = 0;
          for (const part of parts) {
            const amount = Math.min(part, paid.total - refunded);
            if (amount <= 0) break;
            const split = refundSplit({ ...paid, refunded }, amount);
            expect(split.host).toBeGreaterThanOrEqual(0);
            expect(split.platform).toBeGreaterThanOrEqual(0);
            host += split.host;
            refunded += amount;
          }
          const once = refundSplit(paid, refunded);
          expect(host).toBe(once.host);
          expect(keptAmounts({ ...paid, refunded }).revenue).toBe(paid.total - refunded);
        },
      ),
    );
  });
});
