// The first-visit client (app/first-visit): the public pages' own components, hydrated without
// React Router. Built after the React Router build, into the same directory; `react-router` resolves
// to the first-visit router, and the stylesheet is the main build's (the document links it).
// vite.first-visit-signed-in.config.ts builds the same client for the signed-in pages that are
// first visits, on its own: one build of both would split the modules the listing page shares with
// the dashboard into small files of their own, and the public pages would load more.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { FirstVisitAssets } from './app/first-visit/pages';
// The public pages (every one is a first-visit page) by a relative path: Vite bundles a relative
// import into its config, but leaves a package's import to Node, which cannot load TypeScript.
import { PUBLIC_PAGES } from '../../packages/core/src/public-pages.ts';
import { SIGNED_IN_FIRST_VISIT_PAGES } from './app/first-visit/signed-in-pages.ts';

const app = fileURLToPath(new URL('./app', import.meta.url));
const PAGES_MODULE = 'virtual:first-visit-pages';
const PAGE_PREFIX = '\0first-visit-page:';
/** Where the server reads the files of each page (apps/server/src/web/ssr.ts). */
export const FIRST_VISIT_ASSETS_FILE = '.vite/first-visit.json';
/** The same for the signed-in pages' client. */
export const SIGNED_IN_ASSETS_FILE = '.vite/first-visit-signed-in.json';

/** The pages a first-visit build makes a client for: the public ones, or the signed-in ones. */
export type FirstVisitSet = 'public' | 'signed-in';

/** Stylesheets are the main build's: here a CSS import is an empty module. */
function noStyles(): Plugin {
  return {
    name: 'first-visit:no-styles',
    enforce: 'pre',
    resolveId(source) {
      return /\.css(\?url)?$/.test(source) ? `\0first-visit-style:${source}` : null;
    },
    load(id) {
      return id.startsWith('\0first-visit-style:') ? 'export default "";' : null;
    },
  };
}

/** Every file a chunk needs before it runs: itself and its static imports, all the way down. */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') closure(bundle, imported, into);
  }
  return into;
}

/**
 * The pages: `virtual:first-visit-pages` maps each page's route to a loader of its component alone
 * (a module that re-exports only the default, so the route's loader, meta and the data they use
 * stay on the server, as React Router's own build does). A signed-in page's module also carries
 * what the browser runs for it: its `clientLoader`, its `HydrateFallback` and its layout's
 * component (`Layout`). After the build, the entry's files and each page's are written for the
 * server, which preloads them in the page's document.
 */
function pages(set: FirstVisitSet): Plugin {
  const list: readonly { route: string; file: string; layout?: { route: string } }[] =
    set === 'public' ? PUBLIC_PAGES : SIGNED_IN_FIRST_VISIT_PAGES;
  const files = [...new Set(list.map((page) => page.file))];
  const signedIn = new Map(SIGNED_IN_FIRST_VISIT_PAGES.map((page) => [page.file, page]));
  const module = (file: string) => {
    const from = JSON.stringify(`${app}/${file}`);
    const page = signedIn.get(file);
    if (!page) return `export { default } from ${from};`;
    const layout = JSON.stringify(`${app}/${page.layout.file}`);
    return `export { default, clientLoader, HydrateFallback } from ${from};\nexport { default as Layout } from ${layout};`;
  };
  return {
    name: 'first-visit:pages',
    resolveId(source) {
      if (source === PAGES_MODULE) return `\0${PAGES_MODULE}`;
      return source.startsWith(PAGE_PREFIX) ? source : null;
    },
    load(id) {
      if (id === `\0${PAGES_MODULE}`) {
        // By route id: the loader of the page's module, and a signed-in page's layout's route id.
        const entries = list.map((page) => {
          const load = `() => import(${JSON.stringify(`${PAGE_PREFIX}${page.file}`)})`;
          const layout = page.layout ? `, layout: ${JSON.stringify(page.layout.route)}` : '';
          return `  ${JSON.stringify(page.route)}: { load: ${load}${layout} },`;
        });
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (id.startsWith(PAGE_PREFIX)) return module(id.slice(PAGE_PREFIX.length));
      return null;
    },
    generateBundle(_options, bundle) {
      const assets: FirstVisitAssets = { entry: [], pages: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const paths = () => [...closure(bundle, chunk)].map((file) => `/${file}`);
        if (chunk.isEntry) assets.entry = paths();
        // A page's module is in one chunk, not always as its facade (a chunk may hold several).
        for (const id of chunk.moduleIds)
          if (id.startsWith(PAGE_PREFIX)) assets.pages[id.slice(PAGE_PREFIX.length)] = paths();
      }
      const missing = files.filter((file) => !assets.pages[file]);
      if (assets.entry.length === 0 || missing.length > 0)
        this.error(`first-visit build: no chunk for ${missing.join(', ') || 'the entry'}`);
      this.emitFile({
        type: 'asset',
        fileName: set === 'public' ? FIRST_VISIT_ASSETS_FILE : SIGNED_IN_ASSETS_FILE,
        source: `${JSON.stringify(assets, null, 2)}\n`,
      });
    },
  };
}

/** The build of one set's client; the signed-in one names its files `fv-s-...`. */
export function firstVisitConfig(set: FirstVisitSet): UserConfig {
  const prefix = set === 'public' ? 'fv-' : 'fv-s-';
  return {
    plugins: [noStyles(), pages(set)],
    // The router's parts for signed-in pages (layouts, client loaders) only in their build.
    define: { 'import.meta.env.FIRST_VISIT_SIGNED_IN': JSON.stringify(set === 'signed-in') },
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: `${app}/first-visit/router.tsx` },
        { find: '~', replacement: app },
      ],
    },
    esbuild: { jsx: 'automatic' },
    publicDir: false,
    build: {
      target: 'es2022',
      outDir: 'build/client',
      emptyOutDir: false,
      assetsInlineLimit: 0,
      rollupOptions: {
        // Radix marks its modules "use client", which means nothing to a browser-only bundle; zod's
        // comments about esbuild are not annotations Rollup reads.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'INVALID_ANNOTATION')
            warn(warning);
        },
        input: { 'first-visit': `${app}/first-visit/entry.tsx` },
        output: {
          entryFileNames: `assets/${prefix}[name]-[hash].js`,
          chunkFileNames: `assets/${prefix}[name]-[hash].js`,
          assetFileNames: `assets/${prefix}[name]-[hash][extname]`,
        },
      },
    },
  };
}

export default defineConfig(firstVisitConfig('public'));
