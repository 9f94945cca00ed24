import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
