import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const WEB = 'apps/web/app';
/** The web app's feature folders, read at each run: a new feature is covered by the rule below. */
const FEATURES = readdirSync(`${root}${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      'bench/.work/**',
      'e2e/.work/**',
      // Deliberate violations that apps/web/test/boundaries.test.ts lints on purpose.
      'apps/web/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Import cycles fail everywhere: the server, the web app, the packages, the tests and the tools.
    // Imports resolve as TypeScript does (the web app's `~/`, the packages' exports), and type-only
    // imports do not count (they are gone at run time).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'].map(
            (file) => `${root}${file}`,
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The web app's layers (docs/decisions/0022-web-features-and-boundaries.md): shared code
    // (components, lib) -> features -> routes. A feature never imports another feature, by the
    // `~/features/...` alias or by a relative path; what two features need moves down to shared
    // code, and a route assembles several features.
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: `The ${feature} feature may not import another feature: move what both need to components/, lib/ or packages/core, or assemble them in a route.`,
            })),
            {
              target: `${WEB}/features`,
              from: `${WEB}/routes`,
              message: 'A feature may not import a route: routes assemble features.',
            },
            {
              target: [`${WEB}/components`, `${WEB}/lib`],
              from: [`${WEB}/features`, `${WEB}/routes`],
              message:
                'Shared code (components, lib) may not import a feature or a route: features build on it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; shared pieces live in components, lib or core.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/*/*'],
              message: 'Import a feature only from its own folder or from a route.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'packages/db/src/seed/cli.ts',
      'packages/db/src/check-migrations.ts',
      'apps/server/src/admin/cli.ts',
      'apps/server/src/backup/cli.ts',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // The security and fault suites print the figures that docs/reliability.md reports.
    files: ['apps/server/test/security/**', 'apps/server/test/faults/**'],
    rules: { 'no-console': ['error', { allow: ['info', 'warn', 'error'] }] },
  },
);
