import type { RouterRoute } from 'hono/types';
import { TrieRouter } from 'hono/router/trie-router';

/** The methods a path can be asked with, by the routes registered for them (not middleware). */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * What a path answers to, for a request that asked it with another method: 405 with `Allow`
 * instead of "no such endpoint" (RFC 9110, 15.5.6). Built once from the app's routes under the
 * given prefixes; middleware (`app.use`, method ALL) is not a route. HEAD is allowed where GET is,
 * as hono answers it.
 */
export function allowedMethods(
  routes: readonly RouterRoute[],
  prefixes: readonly string[],
): (path: string) => string[] {
  const router = new TrieRouter<true>();
  for (const route of routes) {
    if (route.method === 'ALL' || !prefixes.some((prefix) => route.path.startsWith(`${prefix}/`)))
      continue;
    router.add(route.method, route.path, true);
  }
  return (path) => {
    const allowed = METHODS.filter((method) => router.match(method, path)[0].length > 0);
    return allowed.includes('GET') ? ['GET', 'HEAD', ...allowed.slice(1)] : allowed;
  };
}
