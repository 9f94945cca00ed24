// An open-loop load: requests leave at a fixed rate whatever the answers, and each one's latency
// counts from when it was due, not from when it went out. A closed loop (autocannon's connections)
// sends the next request only when an answer came back, so a slow server is asked less and its
// queueing never shows; this is the load the latency budgets are about (issue 34).
import { percentile } from './soak-report.ts';

/** One request of the load; `n` is its number from 0, so that bodies can differ per request. */
export interface OpenLoopRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  url: string;
  /** Requests a second to send. */
  rate: number;
  seconds: number;
  /** The n-th request (the mix is walked in turn, or made per request). */
  request: (n: number) => OpenLoopRequest;
  /** Sent first at the same rate, not measured: connections open, handlers compiled. */
  warmUpSeconds?: number;
  /** Beyond this many unanswered requests the next ones are not sent and count as not sent. */
  maxInFlight?: number;
  /** An answer slower than this counts as an error (status 0). */
  timeoutMs?: number;
  /**
   * Sends one request and resolves to its answer's status once the answer has been read whole;
   * rejects for no answer. HTTP (fetch) unless given: the tests answer on a fake clock.
   */
  send?: (request: OpenLoopRequest, signal: AbortSignal) => Promise<number>;
}

export interface OpenLoopResult {
  /** The rate asked for and the rate requests really left at (sent over the sending time). */
  askedRate: number;
  achievedRate: number;
  p50: number;
  p99: number;
  total: number;
  /** Answers outside 2xx, by status. */
  non2xx: number;
  statuses: Record<string, number>;
  /** No answer: refused connection, timeout. */
  errors: number;
  /** Due but not sent (too many in flight). */
  notSent: number;
}

const CLIENT_HEADERS = { 'accept-encoding': 'br, gzip' };

/** The value at quantile `q` of ascending `sorted` (nearest rank, as the soak's); 0 when empty. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? 0 : percentile(sorted, q);
}

/**
 * The rate the requests really left at, against the one asked: short by more than `tolerance`
 * (the generator fell behind, or too many were in flight) makes the figures meaningless.
 */
export function checkRate(
  result: Pick<OpenLoopResult, 'askedRate' | 'achievedRate'>,
  tolerance = 0.05,
) {
  if (result.achievedRate < result.askedRate * (1 - tolerance))
    throw new Error(
      `the open-loop load sent ${result.achievedRate.toFixed(1)} requests a second of the ${result.askedRate} asked (more than ${Math.round(tolerance * 100)} % short)`,
    );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request over HTTP, its answer read whole. */
const sendOverHttp =
  (url: string) =>
  async (one: OpenLoopRequest, signal: AbortSignal): Promise<number> => {
    const response = await fetch(`${url}${one.path}`, {
      method: one.method ?? 'GET',
      headers: { ...CLIENT_HEADERS, ...one.headers },
      body: one.body,
      signal,
    });
    await response.arrayBuffer();
    return response.status;
  };

async function phase(options: OpenLoopOptions, seconds: number, first: number, measured: boolean) {
  const interval = 1000 / options.rate;
  const count = Math.round(seconds * options.rate);
  const maxInFlight = options.maxInFlight ?? 1000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let notSent = 0;
  let inFlight = 0;
  let lastSent = 0;
  const pending: Promise<void>[] = [];
  const send = options.send ?? sendOverHttp(options.url);
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (inFlight >= maxInFlight) {
      notSent++;
      continue;
    }
    const spec = options.request(first + i);
    inFlight++;
    lastSent = performance.now();
    pending.push(
      send(spec, AbortSignal.timeout(timeoutMs))
        .then((status) => {
          latencies.push(performance.now() - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
        })
        .catch(() => {
          errors++;
        })
        .finally(() => {
          inFlight--;
        }),
    );
  }
  await Promise.all(pending);
  if (!measured) return undefined;
  latencies.sort((a, b) => a - b);
  const sent = count - notSent;
  // Requests left at i * interval: the sending time of `sent` of them is (sent - 1) intervals when
  // on time; a generator that fell behind took longer.
  const sendingMs = Math.max(lastSent - t0, 1);
  const achievedRate = sent <= 1 ? sent : ((sent - 1) * 1000) / sendingMs;
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    askedRate: options.rate,
    achievedRate: Math.min(achievedRate, options.rate * 1.01),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    total: sent,
    non2xx,
    statuses,
    errors,
    notSent,
  } satisfies OpenLoopResult;
}

/** Runs the warm-up, then the measured load, and returns the measured figures (ms). */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const warmUp = options.warmUpSeconds ?? 0;
  if (warmUp > 0) await phase(options, warmUp, 0, false);
  return (await phase(options, options.seconds, Math.round(warmUp * options.rate), true))!;
}
