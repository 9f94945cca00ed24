/**
 * The client of a first-visit document (./router.tsx): hydrates the server's markup of the shell
 * and the page with their own components, on the first-visit router instead of React Router.
 */
import { hydrateRoot } from 'react-dom/client';
import App, { ErrorBoundary } from '../root';
import {
  FirstVisitRouter,
  payloadFromDocument,
  SignedInRouter,
  type ClientLoader,
  type Match,
} from './router';
import { APP_ELEMENT_ID } from './pages';
import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import pages from 'virtual:first-visit-pages';

type Page = ComponentType<{
  loaderData: unknown;
  params: Record<string, string>;
  matches: Match[];
}>;

/** What the build's module of a page exports: its component, and a signed-in page's own parts. */
interface PageModule {
  default: Page;
  clientLoader?: ClientLoader;
  HydrateFallback?: ComponentType;
  Layout?: ComponentType;
}

/**
 * Each first-visit page of this build by route id: its module, loaded on its own (the server
 * preloads the one a document needs), and a signed-in page's layout.
 */
const PAGES = pages as Record<string, { load: () => Promise<PageModule>; layout?: string }>;

/** What a render error leaves: the root's error screen, as React Router would show it. */
class ShowErrors extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorBoundary error={this.state.error} params={{}} loaderData={undefined} />
    );
  }
}

async function start() {
  const payload = payloadFromDocument(document);
  const container = document.getElementById(APP_ELEMENT_ID);
  const page = payload && PAGES[payload.route];
  if (!payload || !container || !page) throw new Error('This document is not a first-visit page');
  const module = await page.load();
  const { clientLoader, HydrateFallback, Layout } = module;
  // A signed-in page, in the signed-in pages' build only (the public pages' leaves this out).
  const router =
    import.meta.env.FIRST_VISIT_SIGNED_IN !== false &&
    page.layout &&
    clientLoader &&
    HydrateFallback &&
    Layout ? (
      <SignedInRouter
        payload={payload}
        app={App}
        page={module.default}
        layout={{ id: page.layout, component: Layout }}
        clientLoader={clientLoader}
        fallback={HydrateFallback}
      />
    ) : (
      <FirstVisitRouter payload={payload} app={App} page={module.default} />
    );
  // As a transition, as React Router's own entry does: React then hydrates in slices that yield to
  // the browser every few milliseconds, instead of in one long task.
  startTransition(() => {
    hydrateRoot(container, <ShowErrors>{router}</ShowErrors>);
  });
}

void start();
