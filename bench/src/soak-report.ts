// The soak's arithmetic and its report (docs/soak.md), apart from the run so that they are tested.

export const KINDS = ['page', 'search', 'sign-in', 'hold', 'pay', 'cancel', 'message'] as const;
export type Kind = (typeof KINDS)[number];

/** One look at one instance during the run. */
export interface Sample {
  instance: number;
  /** Minutes since the traffic began. */
  minute: number;
  rssMb: number;
  heapMb: number;
  /** The event loop's delay, p99 over the interval since the previous look (prom-client). */
  loopP99Ms: number;
}

export interface KindFigures {
  kind: Kind;
  count: number;
  p50: number;
  p99: number;
  /** Unexpected answers by status (0: no answer) or error message. */
  failures: Record<string, number>;
}

export interface SoakResult {
  minutes: number;
  rate: number;
  sent: number;
  dropped: number;
  machine: string;
  /** The machine's one-minute load average, lowest and highest seen at the samples. */
  load: { min: number; max: number };
  kinds: KindFigures[];
  samples: Sample[];
  /** Per instance: resident memory growth over the last two thirds of the run, as a share. */
  growth: (number | undefined)[];
}

/** RSS growth budget over the last two thirds of the run (the last 20 of 30 minutes). */
export const GROWTH_BUDGET = 0.1;

/** The value at quantile `q` of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * How much one instance's resident memory grew over the last two thirds of a run (the last 20
 * minutes of 30), read from the trend of all its samples there rather than from a few of them: the
 * Theil-Sen line (the median of the slopes between every two samples, through the median of what
 * is left), from its value where that part of the run begins to its value at the end. A garbage
 * collection not yet run when one sample is taken lifts that sample by tens of megabytes; the
 * median of the slopes is not moved by a few such samples, where a mean of the last few samples
 * is. Undefined with fewer than two samples in that part of the run.
 */
export function growth(samples: readonly Sample[], instance: number, minutes: number) {
  const from = minutes / 3;
  const points = samples.filter((s) => s.instance === instance && s.minute >= from);
  if (points.length < 2) return undefined;
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const run = points[j]!.minute - points[i]!.minute;
      if (run > 0) slopes.push((points[j]!.rssMb - points[i]!.rssMb) / run);
    }
  if (slopes.length === 0) return undefined;
  const slope = median(slopes);
  const intercept = median(points.map((point) => point.rssMb - slope * point.minute));
  const start = intercept + slope * from;
  return (slope * (minutes - from)) / start;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);
const share = (value: number | undefined) =>
  value === undefined ? 'not measured' : `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;

/** docs/soak.md: the run's settings, its verdict, the figures per kind and memory over time. */
export function renderSoakReport(result: SoakResult, date: string): string {
  const errors = result.kinds.reduce(
    (sum, kind) => sum + Object.values(kind.failures).reduce((a, b) => a + b, 0),
    0,
  );
  const lines = [
    '# Soak',
    '',
    `Written by \`npm run soak\` on ${date} (${result.machine}, load average ${result.load.min.toFixed(1)}-${result.load.max.toFixed(1)}`,
    `during the run): ${result.minutes} minutes of mixed traffic offered at ${result.rate} requests a second (open`,
    'loop: latency counts from when a request was due), alternating between two instances of the',
    'product on one PostgreSQL. A request unanswered after 15 s counts as an error with status 0.',
    'Not part of CI; run it before a release and after changes to caches, streams or pools, on a',
    'machine with nothing else running: the latencies say more about the machine than the product',
    'when its load average is above its number of cores.',
    '',
    '| budget | measured | verdict |',
    '| --- | --- | --- |',
    `| errors (any unexpected answer, or none) | ${errors} of ${result.sent} | ${errors === 0 ? 'met' : 'missed'} |`,
    `| requests not sent (over 400 in flight) | ${result.dropped} | ${result.dropped === 0 ? 'met' : 'missed'} |`,
    ...result.growth.map(
      (value, instance) =>
        `| instance ${instance + 1}: resident memory growth over the last two thirds, < ${GROWTH_BUDGET * 100} % | ${share(value)} | ${value !== undefined && value <= GROWTH_BUDGET ? 'met' : 'missed'} |`,
    ),
    '',
    '## Requests',
    '',
    '| kind | requests | p50 | p99 | unexpected answers |',
    '| --- | --- | --- | --- | --- |',
    ...result.kinds.map((kind) => {
      const failures = Object.entries(kind.failures)
        .map(([what, count]) => `${what}: ${count}`)
        .join(', ');
      return `| ${kind.kind} | ${kind.count} | ${ms(kind.p50)} | ${ms(kind.p99)} | ${failures || 'none'} |`;
    }),
    '',
    '## Memory and event loop over time',
    '',
    'Resident memory (RSS) and the V8 heap in use in MB, and the event loop delay p99 since the',
    'previous look, per instance, about once a minute. The growth in the budgets is read from the',
    'trend of every look in the last two thirds (the median of the slopes between every two looks,',
    'Theil-Sen), so that a look taken before a garbage collection ran does not decide it alone.',
    '',
    '| minute | instance 1 RSS | heap | loop p99 | instance 2 RSS | heap | loop p99 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const byMinute = new Map<number, Sample[]>();
  for (const sample of result.samples) {
    const minute = Math.round(sample.minute);
    if (!byMinute.has(minute)) byMinute.set(minute, []);
    byMinute.get(minute)!.push(sample);
  }
  for (const [minute, samples] of [...byMinute].sort(([a], [b]) => a - b)) {
    const cells = [0, 1].flatMap((instance) => {
      const last = samples.filter((s) => s.instance === instance).at(-1);
      return last ? [`${last.rssMb}`, `${last.heapMb}`, `${last.loopP99Ms} ms`] : ['-', '-', '-'];
    });
    lines.push(`| ${minute} | ${cells.join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
