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

/** Runs autocannon and returns throughput and latency percentiles (ms). */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...options, headers: { ...CLIENT_HEADERS, ...options.headers } });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
