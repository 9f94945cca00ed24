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
 * - A signed-in page (first-visit/signed-in-pages.ts) renders inside its layout, shows what the
 *   server rendered (its `HydrateFallback`) and loads its data with its own `clientLoader`, as React
 *   Router does; its revalidations call the loader again (signed-in-router.tsx).
 *
 * Only the server decides when a document is a first visit (`FIRST_VISIT_PAGES`); after one, the
 * other signed-in pages load the full application with React Router as before.
 *
 * This module is the stand-in's face, what `react-router` resolves to; each part is a file of its
 * own beside it: the router component (first-visit-router.tsx), what it hands down
 * (router-context.ts), URLs (urls.ts), the page payload (payload.ts), the hooks (route-hooks.tsx),
 * links (links.tsx), forms (form.tsx), what route modules import for the server only
 * (server-exports.ts) and the signed-in pages' part (signed-in-router.tsx).
 */
export { FirstVisitRouter, type FirstVisitRouterProps } from './first-visit-router';
export { SignedInRouter, type ClientLoader, type SignedInRouterProps } from './signed-in-router';
export { fetchPayload, payloadFromDocument, payloadFromHtml } from './payload';
export type { Match, NavigateFunction, NavigateOptions, Navigation } from './router-context';
export { hrefOf, resolveTo, type Location, type To } from './urls';
// The hooks and components the pages import from 'react-router'.
export {
  Navigate,
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from './route-hooks';
export { isActivePath, Link, NavLink, type LinkProps, type NavLinkProps } from './links';
export { Form, type FormProps } from './form';
export {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  redirect,
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterStateContext,
  type ErrorResponse,
} from './server-exports';
