/**
 * The client of a first-visit document (./router.tsx): hydrates the server's markup of the shell
 * and the page with their own components, on the first-visit router instead of React Router.
 */
import { hydrateRoot } from 'react-dom/client';
import App, { ErrorBoundary } from '../root';
import { FirstVisitRouter, payloadFromDocument, type Match } from './router';
import { APP_ELEMENT_ID, FIRST_VISIT_PAGES } from './pages';
import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import pages from 'virtual:first-visit-pages';

type Page = ComponentType<{
  loaderData: unknown;
  params: Record<string, string>;
  matches: Match[];
}>;

/** Each first-visit page's component by module, loaded on its own (the server preloads the one a document needs). */
const PAGE_COMPONENTS = pages as Record<string, () => Promise<Page>>;

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
  const page = payload && FIRST_VISIT_PAGES[payload.route];
  const load = page && PAGE_COMPONENTS[page.file];
  if (!payload || !container || !load) throw new Error('This document is not a first-visit page');
  const Page = await load();
  // As a transition, as React Router's own entry does: React then hydrates in slices that yield to
  // the browser every few milliseconds, instead of in one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <ShowErrors>
        <FirstVisitRouter payload={payload} app={App} page={Page} />
      </ShowErrors>,
    );
  });
}

void start();
