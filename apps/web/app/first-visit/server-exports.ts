/**
 * What route modules import from `react-router` for the server only. Loaders and error boundaries
 * are not used on a first visit, but their modules import these.
 */
import { createContext } from 'react';

export interface ErrorResponse {
  status: number;
  statusText: string;
  data: unknown;
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'data' in error &&
    'statusText' in error
  );
}

export function data<T>(value: T, init?: number | ResponseInit) {
  return {
    type: 'DataWithResponseInit',
    data: value,
    init: typeof init === 'number' ? { status: init } : (init ?? null),
  };
}

export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const responseInit = typeof init === 'number' ? { status: init } : init;
  const headers = new Headers(responseInit.headers);
  headers.set('Location', url);
  return new Response(null, { ...responseInit, headers });
}

/** The document's head and scripts are the server's; the first-visit root hydrates the body. */
export const Links = () => null;
export const Meta = () => null;
export const Scripts = () => null;
export const ScrollRestoration = () => null;
/** Read by the server's document (first-visit/document.tsx); a first visit has no router state. */
export const UNSAFE_DataRouterStateContext = createContext<{ errors: unknown } | null>(null);
