/** The hooks (and the outlet) that pages import from `react-router`, on the first-visit router. */
import { useCallback, useContext, useEffect, useMemo } from 'react';
import { RouteDataContext, useRouter, type NavigateOptions } from './router-context';
import type { To } from './urls';

export function Outlet() {
  return <>{useContext(RouteDataContext)?.outlet ?? null}</>;
}

/** Navigates once rendered, as React Router's `<Navigate>` does (a signed-out visitor leaves a signed-in page). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { navigate } = useRouter();
  useEffect(() => {
    void navigate(to, { replace, state });
    // Once, as it is rendered: a `to` object is a new value on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export function useLoaderData<T = unknown>(): T {
  const route = useContext(RouteDataContext);
  if (!route) throw new Error('useLoaderData() must be used inside a route');
  return route.data as T;
}

export const useParams = () => useRouter().params;
export const useLocation = () => useRouter().location;
export const useNavigation = () => useRouter().navigation;
export const useNavigate = () => useRouter().navigate;
export const useMatches = () => useRouter().matches;
/** First-visit documents are only written for pages that rendered without an error. */
export const useRouteError = (): unknown => undefined;

export function useRevalidator() {
  const { revalidate, revalidating } = useRouter();
  return { revalidate, state: revalidating ? ('loading' as const) : ('idle' as const) };
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const value =
        typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(value).toString();
      void navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
