import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import './load-context';
import { AuthProvider } from './lib/auth/auth-context';
import { Header } from './components/layout/header';
import { Footer } from './components/layout/footer';
import { BottomNav } from './components/layout/bottom-nav';
import { FloatingAddButton } from './components/layout/floating-add-button';
import { SignInDialogSlot } from './components/layout/sign-in-dialog-slot';
import { ToasterSlot } from './components/layout/toaster-slot';
import { ErrorScreen } from './components/layout/error-screen';
import { useNonce } from './lib/nonce';
import { HostProfileShell } from './features/host-profile';
import {
  FirstVisitPayloadScript,
  FirstVisitScripts,
  useFirstVisitDocument,
} from './first-visit/document';
import { APP_ELEMENT_ID } from './first-visit/pages';
import { MAP_STYLE_META } from './components/map/style-meta';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The root's data goes into every page: nothing in it may be private (no admin addresses). */
export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.siteUrl, mapStyleUrl: context.mapStyleUrl ?? null };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // A public page's document hydrates without React Router (first-visit/router.tsx): its own
  // scripts, its data as JSON, and the body's content in one element its client hydrates.
  const firstVisit = useFirstVisitDocument();
  const root = useMatches()[0] as { data?: { mapStyleUrl?: string | null } } | undefined;
  const mapStyleUrl = root?.data?.mapStyleUrl;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0f7267" />
        {/* A stylesheet with a precedence is one React places first in the head, before the
            script preloads: it blocks the first paint, so it must not queue behind them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        {/* MAP_STYLE_URL for the maps, which load later (components/map/maplibre.ts). */}
        {mapStyleUrl && <meta name={MAP_STYLE_META} content={mapStyleUrl} />}
        {firstVisit && <FirstVisitScripts document={firstVisit} nonce={nonce} />}
      </head>
      <body className="min-h-dvh bg-white antialiased">
        {firstVisit ? (
          <>
            <div id={APP_ELEMENT_ID} className="contents">
              {children}
            </div>
            <FirstVisitPayloadScript payload={firstVisit.payload} />
          </>
        ) : (
          <>
            {children}
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AuthProvider>
      <HostProfileShell>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" className="min-h-[60dvh]">
          <Outlet />
          <FloatingAddButton />
        </main>
        <Footer />
        <BottomNav />
        <SignInDialogSlot />
        <ToasterSlot />
      </HostProfileShell>
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorScreen
        title="Page not found"
        message="The page you are looking for does not exist or has moved."
        notFound
      />
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen title="Something went wrong" />;
}
