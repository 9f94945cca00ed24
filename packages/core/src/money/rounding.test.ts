import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentageOf, roundHalfUp } from './rounding.ts';

describe('roundHalfUp', () => {
  it('rounds halves up and everything else to the nearest whole unit', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(7, 2)).toBe(4);
    expect(roundHalfUp(149, 100)).toBe(1);
    expect(roundHalfUp(150, 100)).toBe(2);
    expect(roundHalfUp(0, 7)).toBe(0);
    expect(percentageOf(1005, 10)).toBe(101);
    expect(percentageOf(1005, 90)).toBe(905);
  });

  it('stays exact past 2^53', () => {
    const big = 2n ** 60n + 1n;
    expect(roundHalfUp(big * 2n, 2n)).toBe(Number(big));
  });

  it('refuses a negative amount or a zero denominator', () => {
    expect(() => roundHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
  });

  it('agrees with Math.round on every safe fraction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (n, d) => {
          expect(roundHalfUp(n, d)).toBe(Math.round(n / d));
        },
      ),
    );
  });
});
