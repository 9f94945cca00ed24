import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCommand } from './app-process.ts';

describe('startCommand', () => {
  it("reads the environment and node's options from a start script, not the script's own", () => {
    const root = mkdtempSync(join(tmpdir(), 'rentspace-start-'));
    try {
      writeFileSync(
        join(root, 'package.json'),
        JSON.stringify({
          scripts: {
            start: 'A_B=1 C=x node --max-old-space-size=64 --jitless scripts/start.mjs --prepare',
          },
        }),
      );
      expect(startCommand(root)).toEqual({
        env: { A_B: '1', C: 'x' },
        nodeOptions: ['--max-old-space-size=64', '--jitless'],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("gives this checkout's servers the C allocator's threshold and V8's heap bound", () => {
    const { env, nodeOptions } = startCommand();
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe('4194304');
    expect(nodeOptions).toContain('--max-old-space-size=512');
  });
});
