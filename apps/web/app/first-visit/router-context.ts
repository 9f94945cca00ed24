/** What the first-visit router (./first-visit-router.tsx) hands the hooks and components below it. */
import { createContext, useContext, type ReactNode } from 'react';
import type { Location, To } from './urls';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface Navigation {
  state: 'idle' | 'loading';
  location: Location | undefined;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
}

export interface RouterValue {
  location: Location;
  navigation: Navigation;
  params: Record<string, string>;
  matches: Match[];
  navigate: NavigateFunction;
  revalidate(): Promise<void>;
  revalidating: boolean;
  /** Whether the page is an index route (its forms post to `?index`, as React Router's do). */
  index: boolean;
}

export interface Match {
  id: string;
  pathname: string;
  params: Record<string, string>;
  data: unknown;
  loaderData: unknown;
  handle: unknown;
}

export const RouterContext = createContext<RouterValue | null>(null);
export const RouteDataContext = createContext<{
  id: string;
  data: unknown;
  outlet: ReactNode;
} | null>(null);

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A first-visit page must be rendered inside <FirstVisitRouter>');
  return router;
}
