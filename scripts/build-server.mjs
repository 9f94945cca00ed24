// Bundles the server (apps/server and the workspace packages it imports) into one ES module with
// esbuild, so `npm start` runs plain JavaScript: no TypeScript compiler in the running process,
// a few files to load instead of hundreds.
import { readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = 'apps/server/src/main.ts';
// The first start's migrations and demo data, run while the web app builds (scripts/start.mjs).
const PREPARE_ENTRY = 'apps/server/src/prepare-data.ts';
const OUT_DIR = 'apps/server/dist';
export const SERVER_BUNDLE = `${OUT_DIR}/main.js`;

/**
 * Dependencies that stay in node_modules: native addons, WebAssembly with files of its own, React
 * (one copy shared with the web build's server code), logging transports and optional requires.
 * Everything else is bundled: Node's ES module loader costs about a millisecond per file, and
 * libraries such as drizzle-orm or hono are hundreds of small files.
 */
const EXTERNAL = [
  /^react(-dom)?($|\/)/,
  /^react-router($|\/)/,
  /^@react-router\//,
  /^sharp$/,
  /^@node-rs\//,
  /^@electric-sql\//,
  /^pino($|\/)/,
  /^@aws-sdk\//,
  /^prom-client$/,
  /^rate-limiter-flexible$/,
  /^@faker-js\//,
];

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (EXTERNAL.some((pattern) => pattern.test(args.path)))
        return { path: args.path, external: true };
      return undefined;
    });
  },
};

/**
 * `import.meta.url` of a bundled source would be the bundle's; a source that finds files next to
 * itself (the migrations, the web build) gets its own location, relative to the bundle.
 */
const ownImportMetaUrl = (outDir) => ({
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outDir, args.path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
});

/**
 * `outDir` (relative to the repository) and `plugins` (run before the build's own) let a test
 * build a variant of the server: the fault suite's next release for a rolling upgrade.
 */
export async function buildServer({ outDir = OUT_DIR, plugins = [] } = {}) {
  // Loaded here, not at the top: a start that finds the bundle up to date never loads esbuild.
  const { build } = await import('esbuild');
  rmSync(`${root}/${outDir}`, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRY, PREPARE_ENTRY],
    outdir: outDir,
    // What the server imports lazily (object storage, the demo data) stays in chunks of its own,
    // loaded only when used.
    splitting: true,
    // Every output file sits in one folder: the rewritten import.meta.url paths are relative to it.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    // Bundled CommonJS libraries require Node's built-in modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [...plugins, externalDependencies, ownImportMetaUrl(`${root}/${outDir}`)],
  });
}
