// `npm start`: builds the web app when its sources changed since the last build, then runs the
// server in this same process (TypeScript through tsx). `--build-only` just builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const stampFile = join(web, 'build/.source-stamp');
const SOURCES = ['apps/web/app', 'apps/web/public', 'packages/core/src'];
const FILES = ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'package-lock.json'];

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** A fingerprint of everything the web build depends on (paths, sizes and mtimes). */
function sourceStamp() {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((dir) => walk(join(root, dir), [])).concat(FILES.map((file) => join(root, file)));
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}:${size}:${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const buildOnly = process.argv.includes('--build-only');
const stamp = sourceStamp();
const built = existsSync(join(web, 'build/server/index.js')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (buildOnly || (!built && !process.env.WEB_BUILD_DIR)) {
  console.log('Building the web app...');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress(join(web, 'build/client'));
  writeFileSync(stampFile, stamp);
}

if (buildOnly) process.exit(0);

register();
await import('../apps/server/src/main.ts');
