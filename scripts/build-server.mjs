// Bundles the server (apps/server and the workspace packages it imports) into one ES module with
// esbuild, so `npm start` runs plain JavaScript: no TypeScript compiler in the running process,
// one file to load instead of hundreds. Dependencies from node_modules stay external (native
// addons, WebAssembly and their own files load as they expect).
import { readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = 'apps/server/src/main.ts';
const OUT_DIR = 'apps/server/dist';
export const SERVER_BUNDLE = `${OUT_DIR}/main.js`;

/** Bare imports are external, except the workspace's own packages, which are TypeScript sources. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@rentspace/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * `import.meta.url` of a bundled source would be the bundle's; a source that finds files next to
 * itself (the migrations, the web build) gets its own location, relative to the bundle.
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    const outDir = `${root}/${OUT_DIR}`;
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outDir, args.path).split('\\').join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  // Loaded here, not at the top: a start that finds the bundle up to date never loads esbuild.
  const { build } = await import('esbuild');
  rmSync(`${root}/${OUT_DIR}`, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRY],
    outdir: OUT_DIR,
    // What the server imports lazily (object storage, the demo data) stays in chunks of its own,
    // loaded only when used.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalDependencies, ownImportMetaUrl],
  });
}
