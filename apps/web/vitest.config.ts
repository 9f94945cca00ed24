import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's component tests run in jsdom, without the React Router build plugin. Each file
// gets a fresh module graph in its own VM context (its tests mock modules, and the clock hooks keep
// their hydration state in a module), inside a worker process that runs one file after another:
// about half the time of a new process and jsdom per file (docs/decisions/0023-fast-test-loop.md).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    pool: 'vmForks',
    setupFiles: ['./test/setup.ts'],
    // Some files run ESLint or render a whole page; on a busy 2-core machine they pass 5 s (the
    // default) while nothing is wrong. No test here measures time.
    testTimeout: 30_000,
  },
});
