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

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * How much one instance's resident memory grew over the last two thirds of a run: the mean of the
 * samples in the run's last tenth against the mean of those in the tenth at its first third (the
 * start of "the last 20 minutes" of 30). Means of a few samples, so that one garbage collection
 * does not decide it. Undefined when either window holds no sample.
 */
export function growth(samples: readonly Sample[], instance: number, minutes: number) {
  const own = samples.filter((sample) => sample.instance === instance);
  const window = minutes / 10;
  const from = minutes / 3;
  const early = own.filter((s) => s.minute >= from && s.minute < from + window);
  const late = own.filter((s) => s.minute >= minutes - window);
  if (early.length === 0 || late.length === 0) return undefined;
  return mean(late.map((s) => s.rssMb)) / mean(early.map((s) => s.rssMb)) - 1;
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
    'previous look, per instance, about once a minute.',
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
