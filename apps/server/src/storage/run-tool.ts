import { spawn } from 'node:child_process';

/** The program is not installed (or not where the configuration says). */
export class ToolMissing extends Error {}

/** The program failed, ran out of time or printed more than allowed. */
export class ToolFailed extends Error {}

export interface ToolLimits {
  /** Killed (SIGKILL) after this long. */
  timeoutMs: number;
  /** Killed as soon as its output passes this. */
  maxOutputBytes: number;
}

/**
 * Runs a program without a shell (arguments are never parsed) and resolves with its standard
 * output once it exits with 0. Whatever it reads comes from its arguments: its standard input is
 * closed.
 */
export function runTool(command: string, args: string[], limits: ToolLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: limits.timeoutMs,
      killSignal: 'SIGKILL',
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    let stderr = '';
    let spawnError: Error | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limits.maxOutputBytes) {
        overflow = true;
        child.kill('SIGKILL');
      } else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      spawnError = error.code === 'ENOENT' ? new ToolMissing(`${command} not found`) : error;
    });
    child.on('close', (code, signal) => {
      if (spawnError) reject(spawnError);
      else if (overflow)
        reject(new ToolFailed(`${command}: more than ${limits.maxOutputBytes} bytes of output`));
      else if (signal)
        reject(
          new ToolFailed(`${command}: stopped by ${signal} (time limit ${limits.timeoutMs} ms)`),
        );
      else if (code !== 0)
        reject(new ToolFailed(`${command}: exit ${code}: ${stderr.trim().slice(0, 500)}`));
      else resolve(Buffer.concat(chunks));
    });
  });
}
