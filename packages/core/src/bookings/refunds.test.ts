import { describe, expect, it } from 'vitest';
import { refundFor } from './refunds.ts';

const start = new Date('2026-06-10T12:00:00Z');
const before = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('refund per policy and notice', () => {
  it('flexible: full refund at 24 h or more before the start, else nothing', () => {
    expect(refundFor({ policy: 'flexible', paid: 5500, start, cancelledAt: before(24) })).toEqual({
      amount: 5500,
      percentage: 100,
    });
    expect(
      refundFor({ policy: 'flexible', paid: 5500, start, cancelledAt: before(23.99) }),
    ).toEqual({ amount: 0, percentage: 0 });
  });

  it('moderate: full refund at 5 days or more', () => {
    expect(
      refundFor({ policy: 'moderate', paid: 5500, start, cancelledAt: before(120) }).amount,
    ).toBe(5500);
    expect(
      refundFor({ policy: 'moderate', paid: 5500, start, cancelledAt: before(119) }).amount,
    ).toBe(0);
    expect(
      refundFor({ policy: 'moderate', paid: 5500, start, cancelledAt: before(48) }).amount,
    ).toBe(0);
  });

  it('strict: half at 7 days or more, rounded half-up, else nothing', () => {
    expect(refundFor({ policy: 'strict', paid: 5500, start, cancelledAt: before(168) })).toEqual({
      amount: 2750,
      percentage: 50,
    });
    expect(
      refundFor({ policy: 'strict', paid: 1001, start, cancelledAt: before(200) }).amount,
    ).toBe(501);
    expect(
      refundFor({ policy: 'strict', paid: 5500, start, cancelledAt: before(167) }).amount,
    ).toBe(0);
  });

  it('refunds nothing once the booking has started', () => {
    expect(
      refundFor({ policy: 'flexible', paid: 5500, start, cancelledAt: before(-1) }).amount,
    ).toBe(0);
  });

  it('works in whole units of zero-decimal currencies', () => {
    expect(
      refundFor({ policy: 'strict', paid: 11001, start, cancelledAt: before(400) }).amount,
    ).toBe(5501);
  });
});
