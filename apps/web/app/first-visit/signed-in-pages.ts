/**
 * The signed-in pages whose documents are first visits too (docs/decisions/0051-signed-in-first-visit.md):
 * opened from a bookmark, a notification's link or a new tab, they hydrate on the first-visit client
 * instead of React Router, inside their layout, and load their data in the browser with their own
 * `clientLoader` as React Router would. Inside the full application (after a first visit to any
 * other signed-in page) React Router still routes to them as before.
 *
 * Plain data with no imports: the first-visit build's config reads it as well as the app.
 */
export interface SignedInFirstVisitPage {
  /** React Router's id of the page's route. */
  route: string;
  /** The route module, relative to the web app's directory. */
  file: string;
  /** The URL path. */
  path: string;
  /** The layout route between the root and the page: the signed-in pages' guard. */
  layout: { route: string; file: string };
  /** Never the site's index route (public pages have that). */
  index?: undefined;
}

const PRIVATE_LAYOUT = { route: 'routes/private-layout', file: 'routes/private-layout.tsx' };

export const SIGNED_IN_FIRST_VISIT_PAGES: readonly SignedInFirstVisitPage[] = [
  {
    route: 'routes/dashboard',
    file: 'routes/dashboard.tsx',
    path: '/dashboard',
    layout: PRIVATE_LAYOUT,
  },
  {
    route: 'routes/my-bookings',
    file: 'routes/my-bookings.tsx',
    path: '/my-bookings',
    layout: PRIVATE_LAYOUT,
  },
];
