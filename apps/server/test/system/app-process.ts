import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyAfterMs: number;
  /** SIGTERM and wait for the exit (graceful shutdown), SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** SIGKILL at once: a crash. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
  /** Resident memory of the server process in MB (from /proc). */
  rssMb(): Promise<number>;
}

/**
 * What `npm start` runs, from its script in package.json (of this checkout or another, `root`): the
 * `NAME=value` words before `node` (its environment) and node's own options after it (`--name`
 * words before the script), so a server started here runs as `npm start` runs it.
 */
export function startCommand(root = ROOT): { env: Record<string, string>; nodeOptions: string[] } {
  const script = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  const words = script.split(/\s+/);
  const env: Record<string, string> = {};
  let at = 0;
  for (; at < words.length; at++) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(words[at]!);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  const nodeOptions: string[] = [];
  if (words[at] === 'node')
    for (at++; at < words.length && words[at]!.startsWith('--'); at++) nodeOptions.push(words[at]!);
  return { env, nodeOptions };
}

/**
 * Starts `node scripts/start.mjs` as `npm start` runs it (or another build of the server, `entry`,
 * relative to the repository, or another checkout, `root`) and waits for /readyz.
 */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  entry?: string;
  /** Another checkout of the product to start (a fresh clone), instead of this one. */
  root?: string;
  /** Node options beside the start script's own (a CPU profile's). */
  nodeOptions?: string[];
}): Promise<RunningServer> {
  const started = performance.now();
  const root = options.root ?? ROOT;
  const start = startCommand(root);
  const child = spawn(
    process.execPath,
    [...start.nodeOptions, ...(options.nodeOptions ?? []), options.entry ?? 'scripts/start.mjs'],
    {
      cwd: root,
      env: {
        ...start.env,
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      // SERVER_LOGS=1 shows the servers' own logs (JSON lines) among the test output.
      stdio: ['ignore', process.env.SERVER_LOGS ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`the server exited (${exitCode}) before it was ready`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not become ready in time');
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyAfterMs = performance.now() - started;
  return {
    url,
    port: options.port,
    process: child,
    readyAfterMs,
    exited,
    async stop() {
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (exitCode !== undefined) return;
      child.kill('SIGKILL');
      await exited;
    },
    async rssMb() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
  };
}
