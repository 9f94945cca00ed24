// `npm start`: builds the web app and the server bundle when their sources changed since the last
// build, then runs the server bundle in this same process. `--build-only` just builds (everything);
// `--prepare` builds what changed and stops there (the benchmarks start from it).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const stampFile = join(web, 'build/.source-stamp');
const SOURCES = ['apps/web/app', 'apps/web/public', 'packages/core/src'];
const FILES = [
  'apps/web/vite.config.ts',
  'apps/web/vite.first-visit.config.ts',
  'apps/web/vite.first-visit-signed-in.config.ts',
  'apps/web/react-router.config.ts',
  'package-lock.json',
];
const serverStampFile = join(root, 'apps/server/dist/.source-stamp');
// patches/: the bundle carries the patched dependencies.
const SERVER_SOURCES = ['apps/server/src', 'packages/core/src', 'packages/db/src', 'patches'];
const SERVER_FILES = ['scripts/build-server.mjs', 'package-lock.json'];

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** A fingerprint of everything a build depends on (paths, sizes and mtimes). */
function sourceStamp(sources, extra) {
  const hash = createHash('sha256');
  const files = sources
    .flatMap((dir) => walk(join(root, dir), []))
    .concat(extra.map((file) => join(root, file)));
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}:${size}:${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const buildOnly = process.argv.includes('--build-only');
const prepareOnly = process.argv.includes('--prepare');
const isBuilt = (output, file, stamp) =>
  existsSync(output) && existsSync(file) && readFileSync(file, 'utf8') === stamp;

/** A command's exit, as a promise: 0, or its status (1 if it died of a signal). */
const run = (command, args) =>
  new Promise((resolve) =>
    spawn(command, args, { cwd: web, stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1)),
  );

async function buildWeb(stamp) {
  console.log('Building the web app...');
  const built = await run('npx', ['react-router', 'build']);
  if (built !== 0) return built;
  // The first-visit clients of the public pages and of the signed-in ones, into the same directory
  // (apps/web/app/first-visit), at the same time: their files have prefixes of their own and
  // neither empties the directory, and one build alone leaves a core idle.
  const statuses = await Promise.all(
    ['vite.first-visit.config.ts', 'vite.first-visit-signed-in.config.ts'].map((config) =>
      run('npx', ['vite', 'build', '--config', config, '--logLevel', 'warn']),
    ),
  );
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) return failed;
  await precompress(join(web, 'build/client'));
  writeFileSync(stampFile, stamp);
  return 0;
}

// The server bundle first (a second or so): a first start prepares the database with it while the
// web app builds.
const serverStamp = sourceStamp(SERVER_SOURCES, SERVER_FILES);
if (buildOnly || !isBuilt(join(root, SERVER_BUNDLE), serverStampFile, serverStamp)) {
  await buildServer();
  writeFileSync(serverStampFile, serverStamp);
}

const stamp = sourceStamp(SOURCES, FILES);
const built = isBuilt(join(web, 'build/server/index.js'), stampFile, stamp);
if (buildOnly || (!built && !process.env.WEB_BUILD_DIR)) {
  // The React Router build keeps about 1.3 cores busy (18 s, 24 s of CPU, on 2 cores): the
  // migrations and the demo data (several seconds on a new data directory) run beside the build,
  // in this process, and the server finds them done (docs/decisions/0054).
  // A first start only: `--build-only` and `--prepare` leave the database alone.
  const starting = !buildOnly && !prepareOnly;
  const [status] = await Promise.all([
    buildWeb(stamp),
    starting &&
      import('../apps/server/dist/prepare-data.js').then(({ prepareData }) => prepareData()),
  ]);
  if (status !== 0) process.exit(status);
}

if (buildOnly || prepareOnly) process.exit(0);

// The bundle is plain, unminified JavaScript; NODE_OPTIONS=--enable-source-maps maps stack traces
// to the TypeScript sources (it costs about 100 ms of start-up, so it is not on by default).
await import('../apps/server/dist/main.js');
