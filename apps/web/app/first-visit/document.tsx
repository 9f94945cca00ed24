/**
 * The server's side of a first-visit document (./router.tsx): whether the page being rendered is
 * one, the payload its client reads, and the scripts it loads instead of React Router's.
 */
import { createContext, useContext } from 'react';
import { UNSAFE_DataRouterStateContext as RouterStateContext, useMatches } from 'react-router';
import {
  FIRST_VISIT_PAGES,
  PAGE_DATA_ELEMENT_ID,
  type FirstVisitAssets,
  type FirstVisitPayload,
} from './pages';

/** The first-visit client's files; provided by entry.server.tsx when the build has them. */
export const FirstVisitAssetsContext = createContext<FirstVisitAssets | undefined>(undefined);

export interface FirstVisitDocument {
  payload: FirstVisitPayload;
  /** The scripts to preload, the entry first. */
  scripts: string[];
}

/**
 * The first-visit document of this render, or null when the page is not one: a page not listed
 * in `FIRST_VISIT_PAGES`, an error, a build without the first-visit client, or any render in the
 * browser (only the server chooses; the browser's router renders whatever it navigates to).
 */
export function useFirstVisitDocument(): FirstVisitDocument | null {
  const assets = useContext(FirstVisitAssetsContext);
  const matches = useMatches();
  // Any route's error (a listing or city that does not exist) renders an error boundary, which
  // React Router hydrates as before.
  const errors = useContext(RouterStateContext)?.errors;
  if (!assets || errors) return null;
  // The root, the page's layout when it has one (a signed-in page's guard), and the page.
  const [root, ...rest] = matches;
  const page = rest.at(-1);
  const listed = page ? FIRST_VISIT_PAGES[page.id] : undefined;
  // A signed-in page's client is built on its own (vite.first-visit-signed-in.config.ts).
  const client = listed?.layout ? assets.signedIn : assets;
  const files = listed ? client?.pages[listed.file] : undefined;
  const between = rest.slice(0, -1).map((match) => match.id);
  const layouts = listed?.layout ? [listed.layout.route] : [];
  if (!root || root.id !== 'root' || !page || !listed || !client || !files) return null;
  if (between.join() !== layouts.join()) return null;
  return {
    payload: {
      route: page.id,
      ...(listed.index ? { index: true } : {}),
      params: page.params as Record<string, string>,
      data: { root: root.data, page: page.data },
    },
    scripts: [...new Set([...client.entry, ...files])],
  };
}

/** JSON inside a script element: `<` escaped so no text in the data can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** In the head: the client's entry, and every file it and the page need, fetched at once. */
export function FirstVisitScripts({
  document,
  nonce,
}: {
  document: FirstVisitDocument;
  nonce: string | undefined;
}) {
  const [entry, ...rest] = document.scripts;
  return (
    <>
      <script type="module" src={entry} nonce={nonce} />
      {rest.map((file) => (
        <link key={file} rel="modulepreload" href={file} />
      ))}
    </>
  );
}

/** At the end of the body: the payload (data, not a script the browser runs). */
export function FirstVisitPayloadScript({ payload }: { payload: FirstVisitPayload }) {
  return (
    <script
      id={PAGE_DATA_ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: scriptJson(payload) }}
    />
  );
}
