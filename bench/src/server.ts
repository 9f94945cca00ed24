import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyAfterMs: number;
  stop(): Promise<void>;
  /** Resident memory of the server process in MB (from /proc). */
  rssMb(): Promise<number>;
}

/** Starts `node scripts/start.mjs` (what `npm start` runs) and waits for /readyz. */
export async function startServer(options: { port: number; env?: Record<string, string>; timeoutMs?: number }): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it was ready');
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
    process: child,
    readyAfterMs,
    async stop() {
      if (exited) return;
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (!exited) child.kill('SIGKILL');
    },
    async rssMb() {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
  };
}
