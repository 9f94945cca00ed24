import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresCluster {
  url: string;
  /** Restarts the server (fast mode: open connections are cut, as in a failover). */
  restart(): void;
  /** Stops the server (fast mode), keeping its data: the database is down until `resume`. */
  pause(): void;
  /** Starts the paused server again on the same data. */
  resume(): void;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster for benchmarks and fault tests, run as the postgres user when
 * we are root (PostgreSQL refuses to run as root). Undefined when no server is installed.
 */
export function startPostgresCluster(port: number): PostgresCluster | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) return undefined;
  const bin = join(base, version, 'bin');
  // Directly under the temp dir: the postgres user must be able to reach it.
  const dir = mkdtempSync(join(tmpdir(), 'rentspace-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}\n${result.stderr}`);
  };
  /**
   * Runs a command that starts the server, again a second later (up to ten times) when the port
   * was taken: the fixed ports of the tests lie in the kernel's range for outgoing connections, so
   * a client's connection elsewhere on the machine may hold one for a moment (the fault suite
   * once failed so).
   */
  const start = (command: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        run(command);
        return;
      } catch (error) {
        const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
        if (attempt >= 10 || !log.slice(-1000).includes('Address already in use')) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
      }
    }
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=256MB -c fsync=off -c synchronous_commit=off`;
  run(`${bin}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
  start(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "${options}" start >/dev/null`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart() {
      start(
        `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -m fast -o "${options}" restart >/dev/null`,
      );
    },
    pause() {
      run(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`);
    },
    resume() {
      start(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "${options}" start >/dev/null`);
    },
    stop() {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
