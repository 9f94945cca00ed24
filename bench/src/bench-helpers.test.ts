import { describe, expect, it } from 'vitest';
import { SpaceSearchSchema } from '@rentspace/core/discovery/search';
import { availabilityMix, dayAhead, growthFigure } from './availability.ts';
import { compareBursts, median, parseStat, perHold } from './hold-cpu.ts';

describe('the availability benchmark', () => {
  const now = new Date('2026-11-27T23:30:00Z');

  it('searches dates ahead of today, each a search the API takes', () => {
    expect(dayAhead(2, now)).toBe('2026-11-29');
    const mix = availabilityMix(now);
    expect(mix).toHaveLength(8);
    for (const query of mix) {
      const parsed = SpaceSearchSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
      expect(parsed.success, query).toBe(true);
      expect(parsed.data?.date ?? '').toMatch(/^2026-1[12]-\d\d$/);
      expect((parsed.data?.date ?? '') > '2026-11-27').toBe(true);
    }
  });

  it('holds the growth of the p50 with 10 times the listings to 1.5', () => {
    const figure = growthFigure({ size: 10_000, p50: 40 }, { size: 100_000, p50: 50 });
    expect(figure).toMatchObject({
      name: 'GET /rest/v1/spaces?date= p50 ratio 100k / 10k listings (PostgreSQL)',
      value: 1.25,
      unit: 'x',
      budget: 1.5,
      direction: 'max',
    });
    expect(growthFigure({ size: 1000, p50: 3 }, { size: 10_000, p50: 7 }).name).toContain(
      '10k / 1k listings',
    );
  });
});

describe('CPU per hold', () => {
  it('reads a process’s parent and its user and system CPU, whatever its name holds', () => {
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
    fields[0] = 'S';
    fields[1] = '4242'; // ppid
    fields[11] = '1500'; // utime
    fields[12] = '250'; // stime
    expect(parseStat(`123 (postgres: a (b) c) ${fields.join(' ')}`)).toEqual({
      ppid: 4242,
      ticks: 1750,
    });
  });

  it('shares the ticks of a run among the holds it placed, in ms', () => {
    // 150 ticks of the server and 80 of the database (100 a second) over 1000 holds.
    const cost = perHold({ server: 100, database: 20 }, { server: 250, database: 100 }, 1000);
    expect(cost.server).toBeCloseTo(1.5);
    expect(cost.database).toBeCloseTo(0.8);
    expect(cost.total).toBeCloseTo(2.3);
  });

  it('takes the median of the alternating runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('the side-by-side comparison of holds', () => {
  // 500 holds a burst; 50 ticks (500 ms of CPU) is 1 ms a hold.
  const burst = (server: number, database: number) => ({ server, database, holds: 500 });

  it('holds the two sides to the medians of their bursts, so that one stalled burst counts once', () => {
    const before = [burst(25, 25), burst(26, 24), burst(60, 50), burst(24, 26), burst(25, 25)];
    const now = [burst(28, 27), burst(27, 28), burst(28, 27), burst(27, 28), burst(28, 27)];
    const compared = compareBursts(before, now);
    expect(compared.before.total).toBe(1);
    expect(compared.now.total).toBeCloseTo(1.1);
    expect(compared.ratio).toBe(110);
    // Over all the CPU, the stalled burst of the first side hides the second's 10 %.
    expect(compared.ratioOfSums).toBe(89);
    expect(compared.rounds).toEqual([110, 110, 50, 110, 110]);
    expect(compared.now.server).toBeCloseTo(0.552);
    expect(compared.now.database).toBeCloseTo(0.548);
    expect(compared.now.holds).toBe(2500);
  });
});
