import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Starts a throwaway PostgreSQL (as the postgres user when running as root); undefined if none is installed. */
export function startPostgres(port: number): { url: string; stop(): void } | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) return undefined;
  const bin = join(base, version, 'bin');
  // Directly under the temp dir: the postgres user must be able to reach it.
  const dir = mkdtempSync(join(tmpdir(), 'rentspace-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}\n${result.stderr}`);
  };
  run(`${bin}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=256MB -c fsync=off -c synchronous_commit=off" start >/dev/null`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
