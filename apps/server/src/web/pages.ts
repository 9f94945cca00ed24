import type { Hono } from 'hono';
import type { PublicApi } from '@rentspace/core/web-context';
import type { AppEnv } from '../http/env.ts';
import { cacheKey, type AnswerCaches } from '../http/kept-answers.ts';
import type { WebHandler } from './ssr.ts';

/**
 * Every path no API claimed is a page: static files first, then the React Router handler. Pages
 * render without a session, so one URL is one document for everybody (bots included: nothing on a
 * server-rendered page suspends, so the streamed and the whole document agree), and a GET is kept
 * a few seconds for the next visitors.
 */
export function servePages(
  app: Hono<AppEnv>,
  deps: {
    web: WebHandler;
    caches: AnswerCaches;
    siteUrl: string;
    api: PublicApi;
    /** MAP_STYLE_URL: the maps' base map (unset: the built-in offline style). */
    mapStyleUrl?: string;
  },
) {
  const { web, caches } = deps;
  app.use('*', web.assets);
  app.all('*', async (c) => {
    const nonce = c.get('secureHeadersNonce') ?? '';
    const render = () =>
      web.render(c, {
        nonce,
        requestId: c.get('requestId'),
        siteUrl: deps.siteUrl,
        api: deps.api,
        mapStyleUrl: deps.mapStyleUrl,
      });
    if (c.req.method !== 'GET') return render();
    const page = await caches.pages.serve(
      cacheKey(c),
      { nonce, acceptEncoding: c.req.header('Accept-Encoding') },
      render,
    );
    // A kept page has no nonce: its scripts are allowed by their hashes (see securityHeaders).
    const scriptSources = caches.pages.scriptSources(page);
    if (scriptSources) c.set('scriptSources', scriptSources);
    return page;
  });
}
