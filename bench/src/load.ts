import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/**
 * Every request asks for a compressed answer, as browsers and crawlers do (they all send
 * Accept-Encoding); the server then writes what it would write to them.
 */
const CLIENT_HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * Runs autocannon and returns throughput and latency percentiles (ms). With `warmUpSeconds`, the
 * same load runs that long first, unmeasured: connections open, the JIT has compiled the handlers,
 * caches are filled.
 */
export async function load(options: autocannon.Options, warmUpSeconds = 0): Promise<LoadResult> {
  const headers = { ...CLIENT_HEADERS, ...options.headers };
  if (warmUpSeconds > 0) await autocannon({ ...options, headers, duration: warmUpSeconds });
  const result = await autocannon({ ...options, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
