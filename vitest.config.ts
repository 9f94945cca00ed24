import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// How `npm test` uses the machine (docs/decisions/0023-fast-test-loop.md):
// - One worker more than the cores. Vitest's own default is one fewer, which on a 2-core machine
//   ran one file at a time; the third worker takes the core a file leaves while it waits (Stripe
//   retries, timers, PostgreSQL).
// - unit, server and security reuse a worker's modules from one file to the next (isolate: false):
//   each file still opens its own database and app, and no longer pays again for loading the app,
//   Drizzle and PGlite's WebAssembly. Their code keeps no state a test depends on (metrics are read
//   as differences, the payments figures start from zero in each file) and they mock no modules.
//   The web project gives each file a fresh module graph in a VM context instead
//   (apps/web/vitest.config.ts): its tests mock modules with vi.mock, and the clock hooks keep
//   their hydration state in a module.
const WORKERS = availableParallelism() + 1;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'bench/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          // The demo seed's tests plan and load the whole demo data; on a busy machine that passes
          // the 5 s default while nothing is wrong. No test here measures time.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          exclude: [
            'apps/server/test/faults/**',
            'apps/server/test/security/**',
            '**/node_modules/**',
          ],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { LOG_LEVEL: 'silent' },
        },
      },
      'apps/web/vitest.config.ts',
      {
        // Attacks: the authorization matrix, fuzzing, hostile uploads, headers (also in `npm test`).
        test: {
          name: 'security',
          include: ['apps/server/test/security/**/*.security.test.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          testTimeout: 600_000,
          hookTimeout: 120_000,
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        // Whole instances against a PostgreSQL the tests start, restart and kill: `npm run test:faults`.
        test: {
          name: 'faults',
          include: ['apps/server/test/faults/**/*.faults.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
