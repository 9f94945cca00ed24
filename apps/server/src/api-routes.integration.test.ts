import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

interface Route {
  method: string;
  path: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');

/**
 * True when `earlier` answers some request meant for `later`: Hono tries routes in the order they
 * were registered, so an earlier /spaces/:id would read /spaces/mine as an id.
 */
export function shadows(earlier: Route, later: Route): boolean {
  if (earlier.method !== later.method || earlier.path === later.path) return false;
  const a = segments(earlier.path);
  const b = segments(later.path);
  if (a.at(-1) === '*') return a.slice(0, -1).every((s, i) => isParam(s) || s === b[i]);
  return a.length === b.length && a.every((s, i) => isParam(s) || s === b[i]);
}

/** Every pair of routes where an earlier one shadows a later one. */
export function shadowedRoutes(routes: readonly Route[]): string[] {
  const found: string[] = [];
  routes.forEach((later, j) => {
    for (const earlier of routes.slice(0, j)) {
      if (shadows(earlier, later))
        found.push(`${later.method} ${later.path} behind ${earlier.path}`);
    }
  });
  return [...new Set(found)];
}

describe('the order of the API routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not decide which route answers: no API route is shadowed by an earlier one', () => {
    // Methods only: `app.use` middleware is registered for ALL and passes every request on.
    const routes = t.app.routes
      .filter((route) => route.method !== 'ALL')
      .filter((route) => /^\/(rest|functions|auth|storage|realtime)\/v1\//.test(route.path));
    expect(routes.some((route) => route.path === '/rest/v1/spaces/mine')).toBe(true);
    expect(routes.some((route) => route.path === '/rest/v1/spaces/:id')).toBe(true);
    expect(shadowedRoutes(routes)).toEqual([]);
  });

  it('would see a parameter route registered before a fixed path of the same shape', () => {
    const mine = { method: 'GET', path: '/rest/v1/spaces/mine' };
    const byId = { method: 'GET', path: '/rest/v1/spaces/:id' };
    expect(shadowedRoutes([byId, mine])).toEqual([
      'GET /rest/v1/spaces/mine behind /rest/v1/spaces/:id',
    ]);
    expect(shadowedRoutes([mine, byId])).toEqual([]);
    expect(shadowedRoutes([byId, { method: 'PUT', path: '/rest/v1/spaces/mine' }])).toEqual([]);
    expect(shadowedRoutes([{ method: 'GET', path: '/rest/v1/*' }, mine])).toHaveLength(1);
  });
});
