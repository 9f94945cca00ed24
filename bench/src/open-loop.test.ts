import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkRate,
  openLoop,
  quantile,
  type OpenLoopOptions,
  type OpenLoopResult,
} from './open-loop.ts';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server that answers one request at a time, each after `ms`: a queue forms when asked faster. */
async function oneAtATime(ms: number, status = (path: string) => (path === '/bad' ? 500 : 200)) {
  let busyUntil = 0;
  server = createServer((req, res) => {
    const start = Math.max(Date.now(), busyUntil);
    busyUntil = start + ms;
    setTimeout(() => {
      res.writeHead(status(req.url ?? '/'));
      res.end('ok');
    }, busyUntil - Date.now());
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The same server on a fake clock, with no HTTP: the figures then follow from the load alone, not
 * from how busy the machine running the tests is (wall-clock timings there failed in CI whenever
 * the rest of the suite ran beside them).
 */
function oneAtATimeOnFakeClock(ms: number) {
  let busyUntil = 0;
  return () =>
    new Promise<number>((resolve) => {
      const start = Math.max(performance.now(), busyUntil);
      busyUntil = start + ms;
      setTimeout(() => resolve(200), busyUntil - performance.now());
    });
}

/** Runs the load with time faked: each wait and answer takes no real time, in order. */
async function onFakeClock(options: Omit<OpenLoopOptions, 'url'>): Promise<OpenLoopResult> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  try {
    const result = openLoop({ url: 'http://fake', ...options });
    await vi.runAllTimersAsync();
    return await result;
  } finally {
    vi.useRealTimers();
  }
}

describe('openLoop', () => {
  it('keeps sending at the asked rate when answers are slow, and counts the wait from when each was due', async () => {
    // 10 ms an answer, one at a time: 100 a second at most. Asked for 200 a second for 1 s, the
    // queue grows by one request every 10 ms, so the n-th answer comes 5n + 10 ms after it was
    // due; a closed loop would have slowed to 100 a second and seen 10 ms each.
    const result = await onFakeClock({
      rate: 200,
      seconds: 1,
      request: () => ({ path: '/' }),
      send: oneAtATimeOnFakeClock(10),
    });
    expect(result.total).toBe(200);
    expect(result.achievedRate).toBeCloseTo(200);
    expect(result.non2xx).toBe(0);
    // The 100th and the 198th of 200 (nearest rank): 5 × 99 + 10 and 5 × 197 + 10.
    expect(result.p50).toBeCloseTo(505);
    expect(result.p99).toBeCloseTo(995);
  });

  it('counts a request that went out late, because the sender was busy, from when it was due', async () => {
    const result = await onFakeClock({
      rate: 100,
      seconds: 2,
      request: (n) => {
        // The sender's own thread busy for 600 ms: the 60 requests due meanwhile go out late, the
        // first of them by 600 ms; the other 140 go out on time.
        if (n === 10) vi.advanceTimersByTime(600);
        return { path: '/' };
      },
      send: oneAtATimeOnFakeClock(0),
    });
    expect(result.total).toBe(200);
    // Counted from when they went out, the late ones would look as quick as the rest (a p99 of
    // none); counted from the start of the load, the median would be a second.
    // 140 answers at once, then the late ones at 10 ms to 600 ms: the 198th of 200 waited 580 ms.
    expect(result.p99).toBeCloseTo(580);
    expect(result.p50).toBe(0);
  });

  it('sees short waits when the server keeps up', async () => {
    const result = await onFakeClock({
      rate: 50,
      seconds: 1,
      request: () => ({ path: '/' }),
      send: oneAtATimeOnFakeClock(1),
    });
    expect(result.total).toBe(50);
    expect(result.achievedRate).toBeCloseTo(50);
    expect(result.p50).toBeCloseTo(1);
    expect(result.p99).toBeCloseTo(1);
  });

  it('counts answers outside 2xx by status, and gives each request its number', async () => {
    const url = await oneAtATime(0);
    const seen: number[] = [];
    const result = await openLoop({
      url,
      rate: 100,
      seconds: 0.2,
      warmUpSeconds: 0.1,
      request: (n) => {
        seen.push(n);
        return { path: n % 2 ? '/bad' : '/' };
      },
    });
    // The warm-up's 10 requests are numbered first; the measured 20 follow them.
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(result.total).toBe(20);
    expect(result.non2xx).toBe(10);
    expect(result.statuses).toEqual({ 200: 10, 500: 10 });
  });

  it('does not send beyond the requests in flight it may have, and says how many it held back', async () => {
    const url = await oneAtATime(50);
    const result = await openLoop({
      url,
      rate: 100,
      seconds: 0.5,
      maxInFlight: 5,
      request: () => ({ path: '/' }),
    });
    expect(result.notSent).toBeGreaterThan(30);
    expect(result.total + result.notSent).toBe(50);
    expect(() => checkRate(result)).toThrow(/more than 5 % short/);
  });
});

describe('checkRate', () => {
  it('passes within 5 % of the asked rate and fails beyond', () => {
    expect(() => checkRate({ askedRate: 100, achievedRate: 95.5 })).not.toThrow();
    expect(() => checkRate({ askedRate: 100, achievedRate: 94 })).toThrow(
      /94.0 requests a second of the 100 asked/,
    );
  });
});

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile([], 0.5)).toBe(0);
  });
});
