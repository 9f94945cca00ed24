import { isbot } from 'isbot';
// React DOM's web-streams renderer, not its Node one: the Node renderer keeps each render's request
// in an AsyncLocalStorage, and on Node 20 the first render that uses one turns on promise hooks for
// the whole process, for good (about 8 % of the server's CPU on every later API request, measured).
// The page goes out as a web stream either way (the HTTP layer answers with a Response).
import { renderToReadableStream } from 'react-dom/server.edge';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { NonceContext } from './lib/nonce';
import { FirstVisitAssetsContext } from './first-visit/document';

export const streamTimeout = 5_000;

/**
 * Logs what went wrong while answering a page, except what the router answered as the caller's
 * mistake (a 4xx: a form posted to a page that takes none, a path no page has) and requests their
 * client gave up on. Anyone can send those; logged, each was an error with a stack trace.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/** Renders a page on the server; crawlers get the whole document at once. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce || undefined;
  let shellRendered = false;
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <FirstVisitAssetsContext.Provider value={loadContext.firstVisit}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </FirstVisitAssetsContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      // A render still streaming after this is cut short (its pending parts render on the client).
      // React drops its listener on the signal when the render ends, so nothing waits for it.
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  if (waitForAll) await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
