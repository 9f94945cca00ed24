import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hostPayout, keptPayout, platformFee } from './fees.ts';

describe("the host's payout after a partly refunded cancellation", () => {
  it('is the whole payout when nothing was refunded, nothing after a full refund, half after half', () => {
    // Subtotal 2500, fee 250, total 2750; the payout is 2250.
    expect(keptPayout(2500, 2750, 0)).toBe(2250);
    expect(keptPayout(2500, 2750, 2750)).toBe(0);
    expect(keptPayout(2500, 2750, 1375)).toBe(1125);
    // Subtotal 1005: total 1106, payout 905; half refunded (553) keeps 553 of 1106: 452.5 rounds up.
    expect(keptPayout(1005, 1106, 553)).toBe(453);
  });

  it('stays exact for amounts whose product passes 2^53 (large JPY and KRW bookings)', () => {
    const subtotal = 1_200_000_000;
    const total = subtotal + platformFee(subtotal);
    expect(keptPayout(subtotal, total, Math.floor(total / 2))).toBe(
      Math.round(hostPayout(subtotal) / 2),
    );
  });

  it('never exceeds the payout nor goes below zero, and grows as the refund shrinks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (subtotal, share) => {
          const total = subtotal + platformFee(subtotal);
          const refund = Math.floor(total * share);
          const kept = keptPayout(subtotal, total, refund);
          expect(kept).toBeGreaterThanOrEqual(0);
          expect(kept).toBeLessThanOrEqual(hostPayout(subtotal));
          expect(keptPayout(subtotal, total, Math.max(0, refund - 1))).toBeGreaterThanOrEqual(kept);
        },
      ),
    );
  });
});
