import { join } from 'node:path';
import { runTool } from '../storage/run-tool.ts';

/**
 * pg_dump and pg_restore from PATH, or from POSTGRES_BIN_DIR (e.g. /usr/lib/postgresql/16/bin
 * when the server is newer than the default client tools; pg_dump refuses a newer server).
 */
export function runPostgresTool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  const dir = process.env.POSTGRES_BIN_DIR;
  return runTool(dir ? join(dir, name) : name, args, {
    timeoutMs: 6 * 3600_000,
    maxOutputBytes: 1_000_000,
  });
}
