import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench, Figure } from './types.ts';
import { ROOT } from './server.ts';
import { readFirstVisitAssets } from '../../apps/server/src/web/ssr.ts';

/** The first-visit JavaScript budget of public and signed-in pages (the performance issue), gzip. */
const BUDGET_KB = 120;

interface RouterManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

/** React Router's client manifest (written by the Vite build), with the file it is loaded from. */
export function readManifest(clientDir: string): { file: string; manifest: RouterManifest } {
  const name = readdirSync(join(clientDir, 'assets')).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  if (!name)
    throw new Error(`no React Router manifest in ${clientDir}/assets; build the web app first`);
  const text = readFileSync(join(clientDir, 'assets', name), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return { file: `/assets/${name}`, manifest: JSON.parse(json) as RouterManifest };
}

/**
 * Whether the server build discovers routes lazily (React Router's default). The document then
 * inlines the part of the route manifest its own routes need, and the manifest file is not loaded
 * by a first visit (other routes' entries come as JSON when links to them appear).
 */
export function lazyRouteDiscovery(serverDir: string): boolean {
  const files = [
    join(serverDir, 'index.js'),
    ...readdirSync(join(serverDir, 'assets')).map((name) => join(serverDir, 'assets', name)),
  ];
  for (const path of files) {
    if (!path.endsWith('.js')) continue;
    const mode = /routeDiscovery = \{\s*"mode":\s*"(\w+)"/.exec(readFileSync(path, 'utf8'))?.[1];
    if (mode) return mode === 'lazy';
  }
  throw new Error(`no routeDiscovery setting found in the server build ${serverDir}`);
}

/**
 * Every script a first visit to a route loads: the entry, each route module of the chain with its
 * imports, and the manifest file when routes are not discovered lazily.
 */
export function initialScripts(
  file: string | undefined,
  manifest: RouterManifest,
  routeIds: string[],
): string[] {
  const scripts = new Set<string>([
    ...(file ? [file] : []),
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
  ]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    scripts.add(route.module);
    for (const script of route.imports ?? []) scripts.add(script);
  }
  return [...scripts];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * JavaScript (gzip) of first visits, from the production build: a public page's document loads the
 * first-visit client's entry and its page's files (apps/web/app/first-visit, preloaded in the
 * document; the browser journeys check that a first visit loads nothing else), the same for the
 * signed-in pages that are first visits (/dashboard, /my-bookings), and for reference the full
 * application (React Router's entry and routes) that the other signed-in pages load.
 */
export const run: Bench = async (context) => {
  const clientDir = join(ROOT, 'apps/web/build/client');
  const firstVisit = readFirstVisitAssets(clientDir);
  if (!firstVisit) throw new Error(`no first-visit build in ${clientDir}; build the web app first`);
  const size = (scripts: string[]) => {
    let gzip = 0;
    for (const script of scripts) gzip += gzipSync(readFileSync(join(clientDir, script))).length;
    return gzip;
  };
  const sharedKb = kb(size(firstVisit.entry));
  context.log(
    `first-visit entry (React DOM, the shell, the router's stand-in): ${sharedKb} KB gzip`,
  );
  const pages: [string, string][] = [
    ['home (/)', 'routes/home.tsx'],
    ['city page (/new-york)', 'routes/city.tsx'],
    ['explore (/explore)', 'routes/explore.tsx'],
    ['listing page (/space/{id})', 'routes/space.tsx'],
    ['about (/about)', 'routes/pages/about.tsx'],
  ];
  const out: Figure[] = [];
  for (const [label, file] of pages) {
    const files = firstVisit.pages[file];
    if (!files) throw new Error(`no first-visit files for ${file}`);
    const scripts = [...new Set([...firstVisit.entry, ...files])];
    out.push({
      name: `initial JavaScript of the ${label}, gzip`,
      value: kb(size(scripts)),
      unit: 'KB',
      budget: BUDGET_KB,
      direction: 'max',
      note: `${kb(size(scripts.filter((script) => !firstVisit.entry.includes(script))))} KB of it is the page's own; ${sharedKb} KB is the first-visit entry every public page loads`,
    });
  }
  // A signed-in page opened as a document (a bookmark, a link in an e-mail, a new tab) is a first
  // visit too (docs/decisions/0051-signed-in-first-visit.md): the same client, built on its own.
  const signedIn = firstVisit.signedIn;
  if (!signedIn) throw new Error(`no signed-in first-visit build in ${clientDir}`);
  const signedInKb = kb(size(signedIn.entry));
  for (const [label, file] of [
    ['/dashboard', 'routes/dashboard.tsx'],
    ['/my-bookings', 'routes/my-bookings.tsx'],
  ] as const) {
    const files = signedIn.pages[file];
    if (!files) throw new Error(`no first-visit files for ${file}`);
    const scripts = [...new Set([...signedIn.entry, ...files])];
    out.push({
      name: `initial JavaScript of a signed-in page (${label}), gzip`,
      value: kb(size(scripts)),
      unit: 'KB',
      budget: BUDGET_KB,
      direction: 'max',
      note: `${kb(size(scripts.filter((script) => !signedIn.entry.includes(script))))} KB of it is the page's own with its layout; ${signedInKb} KB is the signed-in pages' first-visit entry`,
    });
  }
  // Moving on to another signed-in page loads the full application once (React Router): shown
  // for reference, with no budget (it is not what a document's first visit loads).
  const { file: manifestFile, manifest } = readManifest(clientDir);
  const file = lazyRouteDiscovery(join(ROOT, 'apps/web/build/server')) ? undefined : manifestFile;
  out.push({
    name: 'initial JavaScript of the full application (/messages, React Router), gzip',
    value: kb(
      size(
        initialScripts(file, manifest, [
          'root',
          'routes/private-layout',
          'routes/messages',
          'routes/messages-index',
        ]),
      ),
    ),
    unit: 'KB',
    note: 'a signed-in page that is not a first visit (the inbox); loaded once, then cached; no budget',
  });
  return out;
};
