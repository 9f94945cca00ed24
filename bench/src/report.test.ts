import { describe, expect, it } from 'vitest';
import type { Figure } from './types.ts';
import {
  confirmed,
  isBetter,
  MACHINE_SPEED,
  mergeFigures,
  mergeReport,
  parseReport,
  quickBaseline,
  regressions,
  renderReport,
  slowdown,
  worseOf,
} from './report.ts';

const latency = (value: number): Figure => ({ name: 'GET /x p50', value, unit: 'ms' });
const rate = (value: number): Figure => ({ name: 'GET /x throughput', value, unit: 'req/s' });
const score = (value: number): Figure => ({ name: 'Lighthouse score of /', value, unit: 'score' });
const size = (value: number): Figure => ({ name: 'bundle', value, unit: 'KB' });
const machine = (value: number): Figure => ({ name: MACHINE_SPEED, value, unit: 'req/s' });

describe('the regression guard', () => {
  it('names a time, a rate and a score that got more than 25% worse', () => {
    const found = regressions(
      [latency(13), rate(70), score(70)],
      [latency(10), rate(100), score(95)],
    );
    expect(found.map((line) => line.name)).toEqual([
      'GET /x p50',
      'GET /x throughput',
      'Lighthouse score of /',
    ]);
    expect(found[0]!.text).toBe('GET /x p50: 10 ms -> 13 ms (30% worse)');
    expect(found[1]!.text).toBe('GET /x throughput: 100 req/s -> 70 req/s (30% worse)');
  });

  it('lets through figures within 25%, improvements and figures the report does not have', () => {
    const current = [
      latency(12),
      rate(300),
      score(100),
      { name: 'new figure', value: 1, unit: 'ms' },
    ];
    expect(regressions(current, [latency(10), rate(100), score(95)])).toEqual([]);
    expect(regressions([latency(1)], [latency(0.5)], 1)).toEqual([]);
  });

  it('follows a figure’s own direction over its unit', () => {
    const budgeted: Figure = { name: 'share', value: 40, unit: '%', budget: 50, direction: 'min' };
    const memory: Figure = { name: 'RSS', value: 200, unit: 'MB', budget: 300, direction: 'max' };
    expect(
      regressions(
        [budgeted, memory],
        [
          { ...budgeted, value: 60 },
          { ...memory, value: 150 },
        ],
      ).map((l) => l.name),
    ).toEqual(['share', 'RSS']);
  });

  it('scales timed figures by how much slower the machine was, and nothing else', () => {
    const baseline = [machine(10_000), latency(20), rate(1000), size(100), score(95)];
    // The reference machine is 10/7 = 1.43x slower now: 20 ms may be 28.6 ms, 1000/s may be 700/s.
    expect(slowdown([machine(7000)], baseline)).toBeCloseTo(10 / 7);
    expect(
      regressions([machine(7000), latency(32), rate(650), size(100), score(95)], baseline),
    ).toEqual([]);
    const found = regressions(
      [machine(7000), latency(40), rate(500), size(130), score(70)],
      baseline,
    );
    expect(found.map((line) => line.name)).toEqual([
      'GET /x p50',
      'GET /x throughput',
      'bundle',
      'Lighthouse score of /',
    ]);
    expect(found[0]!.text).toBe(
      'GET /x p50: 20 ms -> 40 ms (40% worse, against 28.57 ms on a machine 1.43x slower)',
    );
    expect(found[2]!.text).toBe('bundle: 100 KB -> 130 KB (30% worse)');
  });

  it('reports the p99s of closed loops without holding them, but holds the p99s of open loops', () => {
    const tail = (value: number): Figure => ({
      name: 'GET /new-york p99 (server-rendered, demo data, PGlite, 50 connections)',
      value,
      unit: 'ms',
    });
    const burst = (value: number): Figure => ({
      name: '50 concurrent holds for one slot, p99 (PGlite)',
      value,
      unit: 'ms',
    });
    const fixedRate = (value: number): Figure => ({
      name: 'GET /rest/v1/spaces?date= p99 (10k listings, open loop at 100 requests a second)',
      value,
      unit: 'ms',
    });
    const found = regressions(
      [tail(43), burst(90), fixedRate(80), latency(40)],
      [tail(30), burst(60), fixedRate(50), latency(20)],
    );
    expect(found.map((line) => line.name)).toEqual([fixedRate(0).name, 'GET /x p50']);
  });

  it('never holds figures to a stricter bar on a faster machine, nor names the reference itself', () => {
    const baseline = [machine(7000), latency(20)];
    expect(slowdown([machine(10_000)], baseline)).toBe(1);
    expect(regressions([machine(10_000), latency(24)], baseline)).toEqual([]);
    expect(regressions([machine(3000), latency(24)], [machine(10_000)])).toEqual([]);
    // Without the reference on both sides, nothing is scaled.
    expect(
      regressions([latency(30)], [machine(10_000), latency(20)]).map((line) => line.name),
    ).toEqual(['GET /x p50']);
  });

  it('names a growth ratio only when it misses its budget', () => {
    const ratio = (value: number): Figure => ({
      name: 'GET /x p50 ratio 10k / 1k listings',
      value,
      unit: 'x',
      budget: 1.5,
      direction: 'max',
    });
    expect(regressions([ratio(1.2)], [ratio(0.6)])).toEqual([]);
    expect(regressions([ratio(1.6)], [ratio(0.6)]).map((line) => line.name)).toEqual([
      ratio(1.6).name,
    ]);
  });

  it('keeps the better of two measurements', () => {
    expect(isBetter(latency(9), latency(10))).toBe(true);
    expect(isBetter(latency(11), latency(10))).toBe(false);
    expect(isBetter(rate(110), rate(100))).toBe(true);
    expect(isBetter(rate(90), rate(100))).toBe(false);
  });

  it('names what a second look saw again, at its own machine speed, and what it did not measure', () => {
    const other = (value: number): Figure => ({ name: 'GET /y p50', value, unit: 'ms' });
    const third = (value: number): Figure => ({ name: 'GET /z p50', value, unit: 'ms' });
    const baseline = [machine(10_000), latency(20), rate(1000), other(10), third(10)];
    const suspects = regressions(
      [machine(10_000), latency(30), rate(600), other(20), third(20)],
      baseline,
    );
    expect(suspects).toHaveLength(4);
    // Seen again: the p50 (named with the second look's value); within 25% this time: the rate;
    // not measured again: /y and /z.
    const second = [machine(10_000), latency(40), rate(900)];
    expect(confirmed(suspects, second, baseline)).toEqual([
      'GET /x p50: 20 ms -> 40 ms (100% worse)',
      suspects[2]!.text,
      suspects[3]!.text,
    ]);
    // On a machine 1.5x slower for the second look, /y's 14 ms (against 15) is no regression.
    expect(confirmed(suspects, [machine(6667), other(14)], baseline)).toEqual([
      suspects[0]!.text,
      suspects[1]!.text,
      suspects[3]!.text,
    ]);
    expect(confirmed([], second, baseline)).toEqual([]);
  });

  it('holds a quick run against the worse of the report’s two measurements of a figure', () => {
    const full = [latency(32), rate(4000), { name: 'only in the full run', value: 1, unit: 'ms' }];
    const quick = [
      latency(25),
      rate(4600),
      { name: 'only in the quick pass', value: 2, unit: 'ms' },
    ];
    expect(quickBaseline({ figures: full, quick })).toEqual([latency(32), rate(4000), quick[2]]);
    expect(quickBaseline({ figures: full, quick: [] })).toEqual(full);
    // 40 ms is 25% over the worse value (32) and not flagged; 41 ms is.
    expect(regressions([latency(40)], quickBaseline({ figures: full, quick }))).toEqual([]);
    expect(regressions([latency(41)], quickBaseline({ figures: full, quick }))).toHaveLength(1);
  });

  it('keeps the worse of two quick passes, the slower machine reference among them', () => {
    const first = [
      machine(9000),
      latency(25),
      rate(4000),
      { name: 'only in the first pass', value: 1, unit: 'ms' },
    ];
    const second = [machine(8000), latency(30), rate(4500)];
    expect(worseOf(first, second)).toEqual([machine(8000), latency(30), rate(4000), first[3]]);
    expect(worseOf(second, first)).toEqual([machine(8000), latency(30), rate(4000)]);
  });

  it('reads back the figures the report was written with, and those of its quick pass', () => {
    const figures = [
      latency(10),
      { ...rate(100), budget: 50, direction: 'min' as const, note: 'a note' },
    ];
    const quickFigures = [latency(14), rate(80)];
    const markdown = renderReport(figures, { date: '2026-11-25', durationS: 600, quickFigures });
    expect(parseReport(markdown)).toEqual({ figures, quick: quickFigures });
    expect(parseReport(renderReport(figures, { date: '2026-11-25', durationS: 600 }))).toEqual({
      figures,
      quick: [],
    });
    expect(parseReport('# no figures here')).toEqual({ figures: [], quick: [] });
  });

  it('merges a run of some modules: same names in place, new ones beside their kind', () => {
    const search = (value: number): Figure => ({
      name: 'GET /rest/v1/spaces p50 (10k)',
      value,
      unit: 'ms',
    });
    const page: Figure = { name: 'GET /space/{id} p50', value: 6, unit: 'ms' };
    const hold: Figure = { name: 'create-payment-intent p99 (PostgreSQL)', value: 85, unit: 'ms' };
    const memory: Figure = { name: 'server memory (RSS)', value: 226, unit: 'MB' };
    const existing = [search(7), page, hold, memory];
    const dated: Figure = { name: 'GET /rest/v1/spaces?date= p50 (100k)', value: 9, unit: 'ms' };
    const cpu: Figure = { name: 'create-payment-intent CPU per hold', value: 1.9, unit: 'ms' };
    const unknown: Figure = { name: 'something else', value: 1, unit: 'ms' };
    expect(mergeFigures(existing, [search(8), dated, cpu, unknown])).toEqual([
      search(8),
      dated,
      page,
      hold,
      cpu,
      memory,
      unknown,
    ]);
    // The same figure measured twice in one run keeps its place.
    expect(mergeFigures(existing, [search(8), search(9)])).toEqual([search(9), page, hold, memory]);
  });

  it('writes merged figures into the report, dated, keeping its header and the other half', () => {
    const full = [latency(10), rate(100)];
    const quick = [latency(14), rate(80)];
    const markdown = renderReport(full, {
      date: '2026-11-25',
      durationS: 600,
      quickFigures: quick,
    });
    const measured: Figure = { name: 'GET /x?date= p50', value: 5, unit: 'ms', note: 'load 3' };
    const merged = mergeReport(markdown, [measured, latency(11)], {
      date: '2026-11-27',
      quick: false,
    });
    expect(merged).toContain('Measured by `npm run bench` on 2026-11-25');
    expect(merged).toContain('The run took 600 s.');
    const stamped = (figure: Figure, note?: string) => ({
      ...figure,
      note: note ?? 'measured on 2026-11-27 in a run of its own',
    });
    expect(parseReport(merged)).toEqual({
      figures: [
        stamped(latency(11)),
        rate(100),
        // After the last figure of its subject, GET /x.
        stamped(measured, 'load 3; measured on 2026-11-27 in a run of its own'),
      ],
      quick,
    });
    const busy = parseReport(
      mergeReport(markdown, [latency(12)], { date: '2026-11-27', quick: false, load: 14.2 }),
    );
    expect(busy.figures[0]!.note).toBe(
      'measured on 2026-11-27 in a run of its own (load average 14.2 at its end)',
    );
    const quickly = parseReport(
      mergeReport(markdown, [latency(15)], { date: '2026-11-27', quick: true }),
    );
    expect(quickly).toEqual({ figures: full, quick: [stamped(latency(15)), rate(80)] });
  });
});
