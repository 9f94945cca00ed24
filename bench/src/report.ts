import { cpus } from 'node:os';
import type { Figure } from './types.ts';
import { EXPLANATIONS } from './explanations.ts';

export function holds(figure: Figure): boolean | undefined {
  if (figure.budget === undefined) return undefined;
  return figure.direction === 'min' ? figure.value >= figure.budget : figure.value <= figure.budget;
}

/** The reference figure of a pass: how fast the machine was (measured by calibration.ts). */
export const MACHINE_SPEED =
  'machine speed: loopback HTTP answers a second (reference, no product code)';

/** Units of figures that take longer, or happen less often, on a slower machine. */
const TIMED_UNITS = new Set(['ms', 'req/s', 'holds/s']);
export const isTimed = (figure: Figure) => TIMED_UNITS.has(figure.unit);

/**
 * A tail latency under a closed loop: a p99 of connections that each send again as soon as they
 * are answered, or of a burst sent at once. On two cores shared with the load generator it is
 * mostly time spent queueing, and it moves with the neighbours' load: on unchanged code (ceda0ae)
 * the city page's p99 at 50 connections measured 29 ms in one quick run and 43 ms in both looks of
 * another. The quick run does not hold it against the report; the same load's p50 and rate, which
 * a slower request moves too, are held, and so are the p99s at a fixed offered load (open loop).
 */
export const closedLoopTail = (figure: Figure) =>
  /\bp99\b/.test(figure.name) && !/open loop/.test(figure.name);

/**
 * How much slower the machine was for `current` than for `baseline` (1 when it was as fast or
 * faster, or when either lacks the reference figure): timed figures are held against their
 * baseline scaled by it.
 */
export function slowdown(current: Figure[], baseline: Figure[]): number {
  const now = current.find((figure) => figure.name === MACHINE_SPEED)?.value;
  const then = baseline.find((figure) => figure.name === MACHINE_SPEED)?.value;
  return now && then ? Math.max(1, then / now) : 1;
}

/** Higher is better for rates and scores; lower for times, sizes and memory. */
export function higherIsBetter(figure: Figure): boolean {
  if (figure.direction) return figure.direction === 'min';
  return /\/s$|score|ratio of|%/.test(figure.unit);
}

const fmt = (value: number, unit: string) =>
  `${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`;

/** The Markdown report, with the figures also embedded as JSON for the regression guard. */
export function renderReport(
  figures: Figure[],
  options: { date: string; durationS: number; quickFigures?: Figure[] },
): string {
  const cpu = cpus();
  const lines = [
    '# Performance',
    '',
    `Measured by \`npm run bench\` on ${options.date}: ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, shared machine (figures are noisy; compare ratios).`,
    `The run took ${Math.round(options.durationS)} s. Budgets come from the performance issue; a figure without a budget is recorded to watch its trend.`,
    'Load runs ask for compressed answers (Accept-Encoding: br, gzip), as browsers and crawlers do.',
    ...(options.quickFigures?.length
      ? [
          'The run ends with two quick passes, as `npm run bench -- --quick` makes (shorter loads, no 100k catalogue, one Lighthouse page): the worse of their two figures, kept in this file, is what the quick run holds its own against (or the figure in the table above where that is worse), naming any more than 25% worse, but for the p99s of closed loops, which it reports without holding them.',
        ]
      : []),
    '',
    '| Figure | Budget | Measured | Holds | Notes |',
    '|---|---|---|---|---|',
    ...figures.map((figure) => {
      const verdict = holds(figure);
      const budget =
        figure.budget === undefined
          ? ''
          : `${figure.direction === 'min' ? '>=' : '<='} ${fmt(figure.budget, figure.unit)}`;
      return `| ${figure.name} | ${budget} | ${fmt(figure.value, figure.unit)} | ${verdict === undefined ? '' : verdict ? 'yes' : '**no**'} | ${figure.note ?? ''} |`;
    }),
    '',
    ...missed(figures),
    `<!-- figures ${JSON.stringify(figures)} -->`,
    ...(options.quickFigures?.length
      ? [`<!-- quick-figures ${JSON.stringify(options.quickFigures)} -->`]
      : []),
    '',
  ];
  return lines.join('\n');
}

/** A section on each budget the run missed: what was measured, why, and what would meet it. */
function missed(figures: Figure[]): string[] {
  const failed = figures.filter((figure) => holds(figure) === false);
  if (failed.length === 0) return ['Every budget holds.', ''];
  const lines = ['## Budgets not met', ''];
  const told = new Set<string>();
  for (const figure of failed) {
    const explanation = EXPLANATIONS.find((entry) => entry.match.test(figure.name));
    lines.push(
      `- **${figure.name}**: ${fmt(figure.value, figure.unit)} against ${figure.direction === 'min' ? '>=' : '<='} ${fmt(figure.budget!, figure.unit)}.`,
    );
    if (explanation && !told.has(explanation.topic)) {
      told.add(explanation.topic);
      lines.push('', `  ${explanation.text.trim().replace(/\n\s*/g, ' ')}`, '');
    }
  }
  lines.push('');
  return lines;
}

/** The figures a report was written with, and those of the quick pass that ended its run. */
export function parseReport(markdown: string): { figures: Figure[]; quick: Figure[] } {
  const embedded = (name: string) => {
    const match = new RegExp(`<!-- ${name} (.*) -->`).exec(markdown);
    return match ? (JSON.parse(match[1]!) as Figure[]) : [];
  };
  return { figures: embedded('figures'), quick: embedded('quick-figures') };
}

/** Whether `figure` is better than `other` (the same figure, measured again). */
export function isBetter(figure: Figure, other: Figure): boolean {
  return higherIsBetter(figure) ? figure.value > other.value : figure.value < other.value;
}

/** Each figure of `figures`, or the same figure of `others` where that one is worse. */
export function worseOf(figures: Figure[], others: Figure[]): Figure[] {
  const byName = new Map(others.map((figure) => [figure.name, figure]));
  return figures.map((figure) => {
    const other = byName.get(figure.name);
    return other && isBetter(figure, other) ? other : figure;
  });
}

/**
 * What a quick run is held against: each figure of the report's quick passes, or the same figure of
 * its full run where that one is worse (the worse of all the report's measurements of it), so the
 * guard names what the quick run's better look is >25% worse than the report's worst one. A
 * report without a quick pass gives its full figures.
 */
export function quickBaseline(report: { figures: Figure[]; quick: Figure[] }): Figure[] {
  if (report.quick.length === 0) return report.figures;
  return worseOf(report.quick, report.figures);
}

/**
 * Figures more than `tolerance` worse than the same-named figure of the committed report. When the
 * machine was slower for `current` than for `baseline` (the reference figure, see calibration.ts),
 * timed figures (ms, per second) are held against their baseline scaled by that slowdown; sizes,
 * scores and ratios are not.
 */
export function regressions(
  current: Figure[],
  baseline: Figure[],
  tolerance = 0.25,
): { name: string; text: string }[] {
  const previous = new Map(baseline.map((figure) => [figure.name, figure]));
  const slower = slowdown(current, baseline);
  const worse: { name: string; text: string }[] = [];
  for (const figure of current) {
    const before = previous.get(figure.name);
    if (!before || before.value === 0 || figure.name === MACHINE_SPEED) continue;
    if (closedLoopTail(figure)) continue;
    // A growth ratio (10 times the data) of two short runs is mostly noise: within its budget, it
    // is no regression, whatever the report's run happened to measure.
    if (figure.unit === 'x' && holds(figure)) continue;
    const higher = higherIsBetter(figure);
    const scale = isTimed(figure) ? slower : 1;
    const expected = higher ? before.value / scale : before.value * scale;
    const change = (figure.value - expected) / expected;
    const worsened = higher ? -change : change;
    if (worsened > tolerance) {
      const scaled =
        scale > 1
          ? `, against ${fmt(Math.round(expected * 100) / 100, figure.unit)} on a machine ${scale.toFixed(2)}x slower`
          : '';
      worse.push({
        name: figure.name,
        text: `${figure.name}: ${fmt(before.value, figure.unit)} -> ${fmt(figure.value, figure.unit)} (${Math.round(worsened * 100)}% worse${scaled})`,
      });
    }
  }
  return worse;
}

/**
 * What a second look confirms of the regressions a first look named (`suspects`): those the second
 * look names too, each look held against the baseline at its own machine speed, and those it did
 * not measure again. The lines are the second look's where it has one.
 */
export function confirmed(
  suspects: { name: string; text: string }[],
  second: Figure[],
  baseline: Figure[],
): string[] {
  const measuredAgain = new Set(second.map((figure) => figure.name));
  const seenAgain = new Map(regressions(second, baseline).map((line) => [line.name, line.text]));
  return suspects
    .filter((line) => !measuredAgain.has(line.name) || seenAgain.has(line.name))
    .map((line) => seenAgain.get(line.name) ?? line.text);
}

/** What a figure is of, for placing a new one beside its kind: its first two words, without a query. */
const subject = (name: string) => name.split(' ').slice(0, 2).join(' ').replace(/\?.*$/, '');
const firstWord = (name: string) => name.split(' ')[0]!;

/**
 * `existing` with each figure of `measured` in place of the same-named one; a figure it lacks goes
 * after the last one of its subject (the first two words, e.g. 'GET /rest/v1/spaces'), else after
 * the last with the same first word, else at the end.
 */
export function mergeFigures(existing: Figure[], measured: Figure[]): Figure[] {
  const merged = [...existing];
  for (const figure of measured) {
    const at = merged.findIndex((other) => other.name === figure.name);
    if (at >= 0) {
      merged[at] = figure;
      continue;
    }
    const last = (same: (name: string) => string) =>
      merged.findLastIndex((other) => same(other.name) === same(figure.name));
    const after = last(subject) >= 0 ? last(subject) : last(firstWord);
    merged.splice(after >= 0 ? after + 1 : merged.length, 0, figure);
  }
  return merged;
}

/**
 * The report with figures of a run of some modules merged in (`npm run bench -- --only=... --merge`):
 * among the full run's figures, or with `quick` among the quick passes', each noted with the day
 * it was measured (and how busy the machine was: `load`, the load average); the header (the full run's day and length) and every other figure as they were.
 */
export function mergeReport(
  markdown: string,
  measured: Figure[],
  options: { date: string; quick: boolean; load?: number },
): string {
  const report = parseReport(markdown);
  const date = /on (\d{4}-\d{2}-\d{2})/.exec(markdown)?.[1] ?? options.date;
  const durationS = Number(/The run took (\d+) s/.exec(markdown)?.[1] ?? 0);
  const stamped = measured.map((figure) => ({
    ...figure,
    note: [
      figure.note,
      `measured on ${options.date} in a run of its own${options.load === undefined ? '' : ` (load average ${options.load} at its end)`}`,
    ]
      .filter(Boolean)
      .join('; '),
  }));
  return renderReport(options.quick ? report.figures : mergeFigures(report.figures, stamped), {
    date,
    durationS,
    quickFigures: options.quick ? mergeFigures(report.quick, stamped) : report.quick,
  });
}
