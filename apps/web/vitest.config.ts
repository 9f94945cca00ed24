import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's component tests run in jsdom, without the React Router build plugin. Each file
// runs in a process of its own (its tests mock modules, and the clock hooks keep their hydration
// state in a module). VM contexts inside one worker (vmForks) were about twice as fast, but
// Vitest's module mocks leak between the files of one worker there: a file that mocked the session
// client with another token got the previous file's mock (docs/decisions/0023-fast-test-loop.md).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    pool: 'forks',
    setupFiles: ['./test/setup.ts'],
    // Some files run ESLint or render a whole page; on a busy 2-core machine they pass 5 s (the
    // default) while nothing is wrong. No test here measures time.
    testTimeout: 30_000,
  },
});
