/**
 * The first-visit router: holds the location and the page's data, and renders the shell with the
 * page in its outlet (the stand-in for React Router described in ./router.tsx).
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { FirstVisitPayload } from './pages';
import { fetchPayload } from './payload';
import {
  RouteDataContext,
  RouterContext,
  type Match,
  type NavigateFunction,
  type NavigateOptions,
  type Navigation,
  type RouterValue,
} from './router-context';
import {
  currentLocation,
  locationOf,
  resolveTo,
  staysOnPage,
  type Location,
  type To,
} from './urls';

let keyCounter = 0;
const nextKey = () => `fv${(keyCounter += 1).toString(36)}`;

export interface FirstVisitRouterProps {
  payload: FirstVisitPayload;
  /** The root route's component (the shell); it renders `<Outlet />` where the page goes. */
  app: ComponentType;
  /** The page's route component, as React Router's framework mode calls it. */
  page: ComponentType<{ loaderData: unknown; params: Record<string, string>; matches: Match[] }>;
  /** Reads another URL's payload (tests replace it). */
  load?: (url: URL, signal?: AbortSignal) => Promise<FirstVisitPayload | null>;
  /** Loads another document (tests replace it). */
  leave?: (url: string, options: { replace: boolean }) => void;
}

function loadDocument(url: string, { replace }: { replace: boolean }) {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/**
 * Holds the location and the page's data and renders the shell with the page in its outlet. A
 * navigation that leaves the page's path is a document load; one that stays reads the new URL's
 * data first, then shows it (in a transition, as React Router does), and only then updates the URL.
 */
export function FirstVisitRouter({
  payload,
  app: App,
  page: Page,
  load = fetchPayload,
  leave = loadDocument,
}: FirstVisitRouterProps) {
  const [location, setLocation] = useState<Location>(() =>
    currentLocation(window.history.state?.usr ?? null, window.history.state?.key ?? 'default'),
  );
  const [data, setData] = useState(payload.data);
  const [navigation, setNavigation] = useState<Navigation>({ state: 'idle', location: undefined });
  const [revalidating, setRevalidating] = useState(false);
  const pending = useRef<AbortController | null>(null);

  /** Reads `url`'s data and shows it; a URL that turns out to be another page is loaded instead. */
  const show = useCallback(
    async (url: URL, commit: (location: Location) => void, target: Location) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setNavigation({ state: 'loading', location: target });
      let next: FirstVisitPayload | null = null;
      try {
        next = await load(url, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Could not load the page data', error);
      }
      if (controller.signal.aborted) return;
      pending.current = null;
      if (!next || next.route !== payload.route) {
        // Not this page after all (an error page, a redirect): the browser loads it.
        leave(url.href, { replace: false });
        return;
      }
      const loaded = next;
      startTransition(() => {
        commit(target);
        setLocation(target);
        setData(loaded.data);
        setNavigation({ state: 'idle', location: undefined });
      });
    },
    [load, leave, payload.route],
  );

  const navigate = useCallback(
    async (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const url = resolveTo(to);
      if (!staysOnPage(url)) {
        leave(url.href, { replace: options.replace === true });
        return;
      }
      const target = locationOf(url, options.state ?? null, nextKey());
      const hashOnly = url.search === window.location.search && url.hash !== '';
      const commit = (next: Location) => {
        const entry = { usr: next.state, key: next.key };
        if (options.replace) window.history.replaceState(entry, '', url.href);
        else window.history.pushState(entry, '', url.href);
        if (hashOnly)
          document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
        else if (!options.preventScrollReset) window.scrollTo(0, 0);
      };
      if (hashOnly) {
        commit(target);
        setLocation(target);
        return;
      }
      await show(url, commit, target);
    },
    [leave, show],
  ) as NavigateFunction;

  // The back and forward buttons between entries of this page show that entry's data. A jump to
  // an anchor of the same URL (a plain `#` link) moves the hash only.
  // Updated as the entry is committed (a layout effect), not after paint: a back button pressed
  // between the two compared the new entry with the one before it and kept the old data.
  const shown = useRef(location);
  useLayoutEffect(() => {
    shown.current = location;
  }, [location]);
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const url = new URL(window.location.href);
      const state = (event.state as { usr?: unknown; key?: string } | null) ?? null;
      const target = locationOf(url, state?.usr ?? null, state?.key ?? 'default');
      if (!staysOnPage(url)) return;
      if (url.search === shown.current.search) startTransition(() => setLocation(target));
      else void show(url, () => {}, target);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const revalidate = useCallback(async () => {
    setRevalidating(true);
    try {
      const next = await load(new URL(window.location.href));
      if (next && next.route === payload.route) startTransition(() => setData(next.data));
    } catch (error) {
      console.warn('Could not reload the page data', error);
    } finally {
      setRevalidating(false);
    }
  }, [load, payload.route]);

  const router = useMemo<RouterValue>(() => {
    const params = payload.params;
    const matches: Match[] = [
      {
        id: 'root',
        pathname: '/',
        params,
        data: data.root,
        loaderData: data.root,
        handle: undefined,
      },
      {
        id: payload.route,
        pathname: location.pathname,
        params,
        data: data.page,
        loaderData: data.page,
        handle: undefined,
      },
    ];
    return {
      location,
      navigation,
      params,
      matches,
      navigate,
      revalidate,
      revalidating,
      index: payload.index === true,
    };
  }, [data, location, navigation, navigate, revalidate, revalidating, payload]);

  const outlet = (
    <RouteDataContext.Provider value={{ id: payload.route, data: data.page, outlet: null }}>
      <Page loaderData={data.page} params={router.params} matches={router.matches} />
    </RouteDataContext.Provider>
  );
  return (
    <RouterContext.Provider value={router}>
      <RouteDataContext.Provider value={{ id: 'root', data: data.root, outlet }}>
        <App />
      </RouteDataContext.Provider>
    </RouterContext.Provider>
  );
}
