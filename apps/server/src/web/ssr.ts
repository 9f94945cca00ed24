import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ServerBuild } from 'react-router';
import type { FirstVisitAssets, WebContext } from '@rentspace/core/web-context';
import type { AppEnv } from '../http/env.ts';

export interface WebHandler {
  assets: MiddlewareHandler<AppEnv>;
  render: (c: Context<AppEnv>, context: WebContext) => Promise<Response>;
}

/** Loads the React Router build: static files from build/client, pages rendered on the server. */
export async function loadWebHandler(buildDir: string): Promise<WebHandler> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry))
    throw new Error(`The web build is missing (${serverEntry}); run npm run build`);
  // React chooses its development or production build from NODE_ENV when it is first loaded, here.
  // Pages are always rendered with the production build (several times faster); the configuration
  // has read NODE_ENV already, so `npm start` keeps running without production's required settings.
  // Nothing may load React before this line: react-router is imported here, not at the top.
  process.env.NODE_ENV = 'production';
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const firstVisit = readFirstVisitAssets(join(buildDir, 'client'));
  return {
    assets: staticFiles(join(buildDir, 'client')),
    render: (c, context) =>
      handle(c.req.raw, (firstVisit ? { ...context, firstVisit } : context) as never),
  };
}

/** Where the first-visit build (apps/web/vite.first-visit.config.ts) lists its files. */
export const FIRST_VISIT_ASSETS_FILE = '.vite/first-visit.json';
/** Where the signed-in pages' first-visit build (vite.first-visit-signed-in.config.ts) lists its. */
export const SIGNED_IN_ASSETS_FILE = '.vite/first-visit-signed-in.json';

type ClientFiles = Pick<FirstVisitAssets, 'entry' | 'pages'>;

function readClientFiles(clientDir: string, name: string): ClientFiles | undefined {
  const file = join(clientDir, name);
  if (!existsSync(file)) return undefined;
  const assets = JSON.parse(readFileSync(file, 'utf8')) as ClientFiles;
  const paths = [...assets.entry, ...Object.values(assets.pages).flat()];
  const missing = paths.filter((path) => !existsSync(join(clientDir, path)));
  if (assets.entry.length === 0 || missing.length > 0)
    throw new Error(
      `The first-visit build is incomplete (${missing.join(', ') || 'no entry'}); run npm run build`,
    );
  return { entry: assets.entry, pages: assets.pages };
}

/**
 * The first-visit clients' files (public pages, and the signed-in pages listed in
 * apps/web/app/first-visit/signed-in-pages.ts, hydrated without React Router), or undefined when
 * the build has none: every page is then hydrated by React Router, as the server's tests' builds are.
 */
export function readFirstVisitAssets(clientDir: string): FirstVisitAssets | undefined {
  const assets = readClientFiles(clientDir, FIRST_VISIT_ASSETS_FILE);
  if (!assets) return undefined;
  const signedIn = readClientFiles(clientDir, SIGNED_IN_ASSETS_FILE);
  return signedIn ? { ...assets, signedIn } : assets;
}

function tagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
  );
}

/**
 * The build's files. Hashed names (`/assets/`) never change: cached for a year. Others (icons,
 * robots) for an hour, then revalidated by ETag. The build's `.br` and `.gz` copies go to clients
 * that accept them; each encoding has its own ETag, since its bytes differ.
 */
export function staticFiles(clientDir: string): MiddlewareHandler<AppEnv> {
  // The build does not change while the server runs: its paths are listed once, so a page request
  // goes straight to the renderer instead of asking the disk whether it names a file.
  // Build records (`.vite/`) are the server's to read, not the public's.
  const files = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .filter((entry) => !relative(clientDir, entry.parentPath).split(sep).includes('.vite'))
      .map(
        (entry) =>
          `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
      ),
  );
  // The file each request was answered from (serveStatic picks the `.br`/`.gz` copy itself).
  const servedFrom = new WeakMap<Context, string>();
  const serve = serveStatic<AppEnv>({
    root: clientDir,
    precompressed: true,
    onFound: (path, c) => {
      servedFrom.set(c, path);
    },
  });
  return async (c, next) => {
    if (!files.has(c.req.path)) return next();
    const found = await serve(c, next);
    const path = servedFrom.get(c);
    if (path === undefined || !(found instanceof Response)) return found;
    // Set on the response itself: it is already made when serveStatic reports the file.
    const immutable = path.includes('/assets/');
    found.headers.set(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    const { size, mtimeMs } = statSync(path);
    const tag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
    found.headers.set('ETag', tag);
    if (found.status !== 200 || !tagMatches(c.req.header('If-None-Match'), tag)) return found;
    await found.body?.cancel();
    const headers = new Headers();
    for (const name of ['Cache-Control', 'ETag', 'Vary', 'Last-Modified']) {
      const value = found.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(null, { status: 304, headers });
  };
}
