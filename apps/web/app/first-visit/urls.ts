/** Locations and URLs on a first visit (./router.tsx), resolved as React Router and a browser do. */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export function currentLocation(state: unknown = null, key = 'default'): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state, key };
}

export function locationOf(url: URL, state: unknown, key: string): Location {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

/** An absolute URL for `to`, resolved against the current page as a link's href would be. */
export function resolveTo(to: To, base: string = window.location.href): URL {
  if (typeof to === 'string') return new URL(to, base);
  const url = new URL(base);
  if (to.pathname !== undefined) url.pathname = to.pathname;
  url.search = to.search ?? (to.pathname !== undefined ? '' : url.search);
  url.hash = to.hash ?? '';
  return url;
}

/** The href React Router writes for `to`: a path, its query and its hash, without the origin. */
export function hrefOf(to: To, pathname: string): string {
  if (typeof to === 'string') {
    if (isAbsolute(to)) return to;
    const url = new URL(to, `http://x${pathname}`);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return `${to.pathname ?? pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
export const isAbsolute = (to: To | undefined) => typeof to === 'string' && ABSOLUTE_URL.test(to);

/** Whether a URL is one the current page shows in place (same origin, same path). */
export function staysOnPage(url: URL): boolean {
  return url.origin === window.location.origin && url.pathname === window.location.pathname;
}
