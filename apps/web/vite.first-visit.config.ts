// The first-visit client (app/first-visit): the public pages' own components, hydrated without
// React Router. Built after the React Router build, into the same directory; `react-router` resolves
// to the first-visit router, and the stylesheet is the main build's (the document links it).
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { FirstVisitAssets } from './app/first-visit/pages';
// The public pages (every one is a first-visit page) by a relative path: Vite bundles a relative
// import into its config, but leaves a package's import to Node, which cannot load TypeScript.
import { PUBLIC_PAGES } from '../../packages/core/src/public-pages.ts';

const app = fileURLToPath(new URL('./app', import.meta.url));
const PAGES_MODULE = 'virtual:first-visit-pages';
const PAGE_PREFIX = '\0first-visit-page:';
/** Where the server reads the files of each page (apps/server/src/web/ssr.ts). */
export const FIRST_VISIT_ASSETS_FILE = '.vite/first-visit.json';

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
 * The pages: `virtual:first-visit-pages` maps each page module to a loader of its component alone
 * (a module that re-exports only the default, so the route's loader, meta and the data they use
 * stay on the server, as React Router's own build does). After the build, the entry's files and
 * each page's are written for the server, which preloads them in the page's document.
 */
function pages(): Plugin {
  const files = [...new Set(PUBLIC_PAGES.map((page) => page.file))];
  return {
    name: 'first-visit:pages',
    resolveId(source) {
      if (source === PAGES_MODULE) return `\0${PAGES_MODULE}`;
      return source.startsWith(PAGE_PREFIX) ? source : null;
    },
    load(id) {
      if (id === `\0${PAGES_MODULE}`) {
        const entries = files.map(
          (file) =>
            `  ${JSON.stringify(file)}: () => import(${JSON.stringify(`${PAGE_PREFIX}${file}`)}).then((module) => module.default),`,
        );
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (id.startsWith(PAGE_PREFIX))
        return `export { default } from ${JSON.stringify(`${app}/${id.slice(PAGE_PREFIX.length)}`)};`;
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
        fileName: FIRST_VISIT_ASSETS_FILE,
        source: `${JSON.stringify(assets, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [noStyles(), pages()],
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
        entryFileNames: 'assets/fv-[name]-[hash].js',
        chunkFileNames: 'assets/fv-[name]-[hash].js',
        assetFileNames: 'assets/fv-[name]-[hash][extname]',
      },
    },
  },
});
