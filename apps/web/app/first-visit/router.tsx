/**
 * The router of a first visit. A public page's document (a visitor arriving from a search engine, a
 * shared link, a new tab) is hydrated without React Router: the first-visit build
 * (vite.first-visit.config.ts) resolves `react-router` to this module, so the page's own components
 * run unchanged on a small stand-in for the part of the router's interface they use
 * (docs/decisions/0014-first-visit-without-the-router.md).
 *
 * What it does:
 * - Links and forms that stay on the page's path (other filters, the next page of a search, the
 *   back button between them) change the URL in place: the page's data for the new URL is read from
 *   the server-rendered document of that URL, and the page renders it, as a router would.
 * - Every other link is an ordinary link: the browser loads that page, as its first visit.
 * - `useRevalidator()` reads the data of the current URL again the same way (realtime updates).
 *
 * Only the server decides when a document is a first visit (`FIRST_VISIT_PAGES`); after one, a
 * private page loads the full application with React Router as before.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type CSSProperties,
  type FormEvent,
  type FormHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { PAGE_DATA_ELEMENT_ID, type FirstVisitPayload } from './pages';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

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

interface RouterValue {
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

const RouterContext = createContext<RouterValue | null>(null);
const RouteDataContext = createContext<{ id: string; data: unknown; outlet: ReactNode } | null>(
  null,
);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A first-visit page must be rendered inside <FirstVisitRouter>');
  return router;
}

function currentLocation(state: unknown = null, key = 'default'): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state, key };
}

function locationOf(url: URL, state: unknown, key: string): Location {
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
const isAbsolute = (to: To | undefined) => typeof to === 'string' && ABSOLUTE_URL.test(to);

/** Whether a URL is one the current page shows in place (same origin, same path). */
function staysOnPage(url: URL): boolean {
  return url.origin === window.location.origin && url.pathname === window.location.pathname;
}

/** Reads the page payload the server writes into every first-visit document. */
export function payloadFromDocument(document: Document): FirstVisitPayload | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as FirstVisitPayload;
}

/** The payload of another URL of this page, read from its server-rendered document. */
export async function fetchPayload(
  url: URL,
  signal?: AbortSignal,
): Promise<FirstVisitPayload | null> {
  const response = await fetch(url, {
    headers: { Accept: 'text/html' },
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) return null;
  return payloadFromHtml(await response.text());
}

/**
 * The payload in a first-visit document's markup, found without parsing the whole document: the
 * server writes it as the one element with its id, and its JSON has no `<`, so the element ends at
 * the first `</script>` after it.
 */
export function payloadFromHtml(html: string): FirstVisitPayload | null {
  const open = html.indexOf(`<script id="${PAGE_DATA_ELEMENT_ID}"`);
  const start = open < 0 ? -1 : html.indexOf('>', open) + 1;
  const end = start <= 0 ? -1 : html.indexOf('</script>', start);
  return end < 0 ? null : (JSON.parse(html.slice(start, end)) as FirstVisitPayload);
}

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

// --- The hooks and components the pages import from 'react-router' -------------------------------

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

/** A plain left click that a page may take over (not a new tab, window or download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

type RouterLinkProps = {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  prefetch?: string;
  discover?: string;
  viewTransition?: boolean;
  relative?: string;
};

export type LinkProps = RouterLinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  prefetch: _prefetch,
  discover = 'render',
  viewTransition: _viewTransition,
  relative: _relative,
  onClick,
  ...rest
}: LinkProps) {
  const { location, navigate } = useRouter();
  const href = hrefOf(to, location.pathname);
  return (
    <a
      {...rest}
      href={href}
      // React Router marks the links it may discover routes for; the markup must be the server's.
      data-discover={!isAbsolute(to) && discover === 'render' ? 'true' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (reloadDocument || !isPlainClick(event)) return;
        const url = resolveTo(href);
        if (!staysOnPage(url)) return;
        event.preventDefault();
        void navigate(href, { replace, state, preventScrollReset });
      }}
    />
  );
}

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/** React Router's rule: the path itself, or (without `end`) any path below it. */
export function isActivePath(
  current: string,
  target: string,
  end: boolean,
  caseSensitive: boolean,
): boolean {
  const path = caseSensitive ? current : current.toLowerCase();
  const to = caseSensitive ? target : target.toLowerCase();
  if (path === to) return true;
  if (end || !path.startsWith(to)) return false;
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return path.charAt(slashAt) === '/';
}

export function NavLink({
  end = false,
  caseSensitive = false,
  className = '',
  style,
  children,
  to,
  'aria-current': ariaCurrent = 'page',
  ...rest
}: NavLinkProps) {
  const { location } = useRouter();
  const target = resolveTo(to, `http://x${location.pathname}`).pathname;
  const isActive = isActivePath(location.pathname, target, end, caseSensitive);
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(renderProps)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={classes}
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
}

/** React Router's action for a form without one: this URL, marked `?index` on an index route. */
function defaultFormAction(location: Location, index: boolean): string {
  const params = new URLSearchParams(location.search);
  const values = params.getAll('index');
  let search = location.search;
  if (values.some((value) => value === '')) {
    params.delete('index');
    values.filter(Boolean).forEach((value) => params.append('index', value));
    const query = params.toString();
    search = query ? `?${query}` : '';
  }
  if (index) search = search ? search.replace(/^\?/, '?index&') : '?index';
  return `${location.pathname}${search}`;
}

export type FormProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'method' | 'action' | 'onSubmit'
> & {
  action?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  method?: 'get' | 'post' | 'GET' | 'POST';
  replace?: boolean;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  navigate?: boolean;
  discover?: string;
  viewTransition?: boolean;
  relative?: string;
  state?: unknown;
  fetcherKey?: string;
};

/**
 * A form. A GET form whose action is this page and whose submit the page does not handle itself
 * is shown in place like a link; every other submit is the browser's.
 */
export function Form({
  method = 'get',
  action,
  replace,
  preventScrollReset,
  reloadDocument,
  navigate: _navigate,
  discover = 'render',
  viewTransition: _viewTransition,
  relative: _relative,
  state,
  fetcherKey: _fetcherKey,
  onSubmit,
  ...rest
}: FormProps) {
  const { location, navigate, index } = useRouter();
  const formAction = action ?? defaultFormAction(location, index);
  const formMethod = method.toLowerCase() === 'get' ? 'get' : 'post';
  return (
    <form
      {...rest}
      method={formMethod}
      action={formAction}
      data-discover={!isAbsolute(action) && discover === 'render' ? 'true' : undefined}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        onSubmit?.(event);
        if (event.defaultPrevented || reloadDocument || formMethod !== 'get') return;
        const url = resolveTo(formAction);
        if (!staysOnPage(url)) return;
        event.preventDefault();
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string') query.append(name, value);
        }
        const search = query.toString();
        void navigate(`${url.pathname}${search ? `?${search}` : ''}`, {
          replace,
          state,
          preventScrollReset,
        });
      }}
    />
  );
}

// --- What route modules import for the server only ------------------------------------------------
// Loaders and error boundaries are not used on a first visit, but their modules import these.

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
