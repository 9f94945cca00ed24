/** The hooks (and the outlet) that pages import from `react-router`, on the first-visit router. */
import { useCallback, useContext, useMemo } from 'react';
import { RouteDataContext, useRouter, type NavigateOptions } from './router-context';

export function Outlet() {
  return <>{useContext(RouteDataContext)?.outlet ?? null}</>;
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
