// Fails when the Drizzle schema has changes that no committed migration holds.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from './client.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
// Inside the package and named relatively: drizzle-kit puts './' before the `out` folder, so an
// absolute path becomes a missing one (and drizzle-kit still exits 0).
const scratch = mkdtempSync(join(packageDir, '.migrations-check-'));
let failed = false;
try {
  cpSync(MIGRATIONS_FOLDER, scratch, { recursive: true });
  const before = readdirSync(scratch).filter((file) => file.endsWith('.sql')).length;
  const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'pending'], {
    cwd: packageDir,
    env: { ...process.env, MIGRATIONS_OUT: `./${relative(packageDir, scratch)}` },
    encoding: 'utf8',
  });
  const after = readdirSync(scratch).filter((file) => file.endsWith('.sql')).length;
  const unchanged = /No schema changes/.test(result.stdout);
  if (result.status !== 0 || (!unchanged && after === before)) {
    // drizzle-kit neither wrote a migration nor said there was nothing to write: it failed.
    console.error(result.stdout, result.stderr);
    failed = true;
  } else if (after !== before) {
    console.error(
      'The schema has changes without a migration. Run `npm run db:generate` and commit the result.',
    );
    failed = true;
  } else {
    console.log('Migrations match the schema.');
  }
} finally {
  // Before exiting: process.exit would skip it and leave the folder behind.
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exit(1);
