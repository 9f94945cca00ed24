import { CITY_PAGE_SLUGS } from '@rentspace/core/cities/catalog';

/**
 * The public pages a new instance renders once, over its own HTTP listener, shortly after it starts.
 * The first render of a process compiles the renderer's code and the page modules' as it goes:
 * measured after a restart, the first visitor of / waited 200-500 ms and of /explore 165 ms, against
 * 3-6 ms once warm (docs/decisions/0011-hydration-work.md). Rendering them here moves that wait off
 * the first visitors, and leaves the documents in the page cache for its few seconds.
 */
export const WARM_UP_PATHS: readonly string[] = [
  '/',
  '/explore',
  `/${CITY_PAGE_SLUGS[0]}`,
  '/about',
];

/** After /readyz first answers: the renders must not hold up the instance's readiness. */
export const WARM_UP_DELAY_MS = 300;

/** The instance's own HTTP origin, from the address its listener is bound to. */
export function listenerOrigin(address: string, port: number): string {
  const host = ['0.0.0.0', '::', ''].includes(address) ? 'localhost' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export interface WarmedPage {
  path: string;
  /** The HTTP status, or the error's message when the request failed. */
  outcome: number | string;
  ms: number;
}

/**
 * Requests each path in turn from `origin` as a browser would (compressed) and reads the whole
 * answer. A failure (the instance stopping meanwhile) is reported, never thrown.
 */
export async function warmUp(
  origin: string,
  paths: readonly string[] = WARM_UP_PATHS,
): Promise<WarmedPage[]> {
  const warmed: WarmedPage[] = [];
  for (const path of paths) {
    const started = performance.now();
    let outcome: number | string;
    try {
      const response = await fetch(new URL(path, origin), {
        headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' },
      });
      await response.arrayBuffer();
      outcome = response.status;
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    warmed.push({ path, outcome, ms: Math.round(performance.now() - started) });
  }
  return warmed;
}
