// Fails when the Drizzle schema has changes that no committed migration holds.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { MIGRATIONS_FOLDER } from './client.ts';

const scratch = mkdtempSync(join(tmpdir(), 'rentspace-migrations-'));
try {
  cpSync(MIGRATIONS_FOLDER, scratch, { recursive: true });
  const before = readdirSync(scratch).filter((file) => file.endsWith('.sql')).length;
  const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'pending'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, MIGRATIONS_OUT: scratch },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  const after = readdirSync(scratch).filter((file) => file.endsWith('.sql')).length;
  if (after !== before) {
    console.error(
      'The schema has changes without a migration. Run `npm run db:generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
