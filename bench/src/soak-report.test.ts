import { describe, expect, it } from 'vitest';
import {
  growth,
  percentile,
  renderSoakReport,
  type Sample,
  type SoakResult,
} from './soak-report.ts';

function samples(instance: number, rss: (minute: number) => number, minutes = 30): Sample[] {
  return Array.from({ length: minutes * 4 + 1 }, (_, i) => ({
    instance,
    minute: i / 4,
    rssMb: rss(i / 4),
    heapMb: 50,
    loopP99Ms: 12,
  }));
}

describe('the soak report', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('measures growth over the last two thirds, not the warm-up', () => {
    // Climbs from 100 to 200 MB over the first 10 minutes, then flat: no growth after.
    const warm = samples(0, (m) => (m < 10 ? 100 + 10 * m : 200));
    expect(growth(warm, 0, 30)).toBeCloseTo(0, 5);
    // A steady leak of 1 MB a minute from 200 MB: 20 MB on the 210 of minute 10, +9.5 %.
    const leak = samples(1, (m) => 200 + m);
    expect(growth(leak, 1, 30)).toBeCloseTo(20 / 210, 5);
    expect(growth(leak, 0, 30)).toBeUndefined();
  });

  it('reads the trend, so that a collection not yet run at one look does not decide it', () => {
    // Level at 290 MB with a garbage collector's saw (heap up to 80 MB higher, then collected),
    // and the very last look high (373 MB), as in the soak of 2026-11-27: no growth.
    const saw = samples(0, (m) => (m === 30 ? 373 : 290 + ((m * 4) % 7 === 0 ? 40 : 0)));
    const level = growth(saw, 0, 30)!;
    expect(Math.abs(level)).toBeLessThan(0.02);
    // The same saw over a real leak of 2 MB a minute is still found: 40 MB on about 310.
    const leaking = samples(1, (m) => 290 + 2 * m + ((m * 4) % 7 === 0 ? 40 : 0));
    expect(growth(leaking, 1, 30)).toBeGreaterThan(0.1);
  });

  it('says which budgets were met and lists every unexpected answer', () => {
    const result: SoakResult = {
      minutes: 30,
      rate: 20,
      sent: 36_000,
      dropped: 0,
      machine: '2 cores, Node v20',
      load: { min: 0.9, max: 2.4 },
      kinds: [
        { kind: 'search', count: 9000, p50: 8.2, p99: 40.6, failures: {} },
        { kind: 'hold', count: 4000, p50: 20, p99: 90, failures: { '503': 2 } },
      ],
      samples: [...samples(0, () => 180), ...samples(1, (m) => 150 + 3 * m)],
      growth: [0.01, 0.5],
    };
    const report = renderSoakReport(result, '2026-11-27');
    expect(report).toContain('load average 0.9-2.4');
    expect(report).toContain('| errors (any unexpected answer, or none) | 2 of 36000 | missed |');
    expect(report).toContain('| hold | 4000 | 20 ms | 90 ms | 503: 2 |');
    expect(report).toContain('| search | 9000 | 8 ms | 41 ms | none |');
    expect(report).toMatch(/instance 1: .* \| \+1\.0 % \| met \|/);
    expect(report).toMatch(/instance 2: .* \| \+50\.0 % \| missed \|/);
    expect(report).toContain('| 30 | 180 | 50 | 12 ms | 240 | 50 | 12 ms |');
  });
});
