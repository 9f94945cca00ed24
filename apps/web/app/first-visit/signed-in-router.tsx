/**
 * The first-visit router of a signed-in page (./signed-in-pages.ts): the same router as a public
 * page's (./first-visit-router.tsx), with what React Router does for a route with a
 * `clientLoader` (`clientLoader.hydrate`) and a layout around it:
 * - the page hydrates what the server rendered, its `HydrateFallback`, inside its layout, then
 *   loads its data with its `clientLoader` and renders;
 * - revalidations and navigations within the page call the loader again (the document of a
 *   signed-in page carries no data);
 * - a `redirect()` the loader throws (no session) loads its target; another error shows the root's
 *   error screen.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { FirstVisitRouter, type FirstVisitRouterProps } from './first-visit-router';
import type { FirstVisitPayload } from './pages';
import { RouteDataContext, useRouter, type Match } from './router-context';

/** A signed-in page's `clientLoader`, called as React Router calls it. */
export type ClientLoader = (args: {
  request: Request;
  params: Record<string, string>;
}) => Promise<unknown>;

export interface SignedInRouterProps extends Omit<FirstVisitRouterProps, 'load'> {
  clientLoader: ClientLoader;
  /** What the server rendered in the page's place: shown until the loader's first answer. */
  fallback: ComponentType;
  /** The layout between the shell and the page (it renders `<Outlet />` where the page goes). */
  layout: { id: string; component: ComponentType };
}

type Page = FirstVisitRouterProps['page'];

const PageContext = createContext<{
  page: Page;
  fallback: ComponentType;
  layout: { id: string; component: ComponentType };
  route: string;
} | null>(null);

function loadDocument(url: string, { replace }: { replace: boolean }) {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/** Where a loader's thrown `redirect()` leads, or null when it threw something else. */
function redirectTarget(thrown: unknown): string | null {
  return thrown instanceof Response ? thrown.headers.get('Location') : null;
}

/**
 * What the router renders where the page goes: the layout, with the page (or, until its data has
 * loaded, its fallback) in the layout's outlet. The first load is the router's revalidation, once
 * hydrated, so later revalidations (realtime updates, a retry) go the same way.
 */
function PageInLayout({
  loaderData,
  params,
  matches,
}: {
  loaderData: unknown;
  params: Record<string, string>;
  matches: Match[];
}) {
  const context = useContext(PageContext);
  const { revalidate } = useRouter();
  useEffect(() => {
    void revalidate();
    // Once, as the page is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!context) throw new Error('A signed-in page must be rendered inside <SignedInRouter>');
  const { page: Page, fallback: Fallback, layout, route } = context;
  const Layout = layout.component;
  // The page's data is what its loader returned; undefined until the loader first answers.
  const page =
    loaderData === undefined ? (
      <Fallback />
    ) : (
      <Page loaderData={loaderData} params={params} matches={matches} />
    );
  return (
    <RouteDataContext.Provider
      value={{
        id: layout.id,
        data: undefined,
        outlet: (
          <RouteDataContext.Provider value={{ id: route, data: loaderData, outlet: null }}>
            {page}
          </RouteDataContext.Provider>
        ),
      }}
    >
      <Layout />
    </RouteDataContext.Provider>
  );
}

export function SignedInRouter({
  clientLoader,
  fallback,
  layout,
  page,
  payload,
  leave = loadDocument,
  ...rest
}: SignedInRouterProps) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const load = useCallback(
    async (url: URL, signal?: AbortSignal): Promise<FirstVisitPayload | null> => {
      try {
        const data = await clientLoader({
          request: new Request(url, signal ? { signal } : {}),
          params: payload.params,
        });
        return { ...payload, data: { root: payload.data.root, page: data } };
      } catch (error) {
        if (signal?.aborted) throw error;
        const target = redirectTarget(error);
        if (!target) {
          setFailure({ error });
          throw error;
        }
        // The browser loads the redirect's target: nothing more happens on this page.
        leave(new URL(target, url).href, { replace: true });
        return new Promise<never>(() => {});
      }
    },
    [clientLoader, leave, payload],
  );
  if (failure) throw failure.error;
  return (
    <PageContext.Provider value={{ page, fallback, layout, route: payload.route }}>
      <FirstVisitRouter {...rest} payload={payload} page={PageInLayout} load={load} leave={leave} />
    </PageContext.Provider>
  );
}
