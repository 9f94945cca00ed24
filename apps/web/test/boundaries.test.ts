// @vitest-environment node
// The lint rules that keep the web app's layers (docs/decisions/0022-web-features-and-boundaries.md)
// and forbid import cycles, run through ESLint's own API: each deliberate violation must fail.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const features = 'apps/web/app/features';
let eslint: ESLint;

beforeAll(() => {
  // `ignore: false` lets the committed cycle fixtures be linted (`npm run lint` skips them).
  // The cwd without its trailing slash: the TypeScript resolver compares it with the process's own.
  eslint = new ESLint({ cwd: root.replace(/\/$/, ''), ignore: false });
});

/** The rules that fail `code` as if it were the file at `path` (relative to the repository). */
async function failingRules(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((message) => message.severity === 2).map((m) => m.ruleId ?? '');
}

describe('a feature of the web app', () => {
  it('may not import another feature through the ~/features alias', async () => {
    const code =
      "import { ReviewForm } from '~/features/reviews';\nexport const shown = ReviewForm;\n";
    expect(await failingRules(code, `${features}/listings/fixture.tsx`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('may not import another feature by a relative path, nor a file deep inside it', async () => {
    const code = [
      "import { ReviewForm } from '../reviews';",
      "import { StarRatingInput } from '../reviews/star-rating-input';",
      'export const shown = [ReviewForm, StarRatingInput];',
      '',
    ].join('\n');
    expect(await failingRules(code, `${features}/bookings/fixture.tsx`)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
  });

  it('may not import a route', async () => {
    const code = "import Home from '~/routes/home';\nexport const shown = Home;\n";
    expect(await failingRules(code, `${features}/discovery/fixture.tsx`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('may import its own files, shared components, lib and packages/core', async () => {
    const code = [
      "import { submitReview } from './api';",
      "import { Button } from '~/components/ui/button';",
      "import { api } from '~/lib/api';",
      "import { REVIEW_MESSAGES } from '@rentspace/core/reviews/schema';",
      'export const used = [submitReview, Button, api, REVIEW_MESSAGES];',
      '',
    ].join('\n');
    expect(await failingRules(code, `${features}/reviews/fixture.tsx`)).toEqual([]);
  });
});

describe('the rest of the web app', () => {
  it('assembles several features in a route', async () => {
    const code = [
      "import { ReviewForm } from '~/features/reviews';",
      "import { Checkout } from '~/features/payments';",
      'export const used = [ReviewForm, Checkout];',
      '',
    ].join('\n');
    expect(await failingRules(code, 'apps/web/app/routes/fixture.tsx')).toEqual([]);
  });

  it('keeps shared code free of features', async () => {
    const code = "import { Checkout } from '~/features/payments';\nexport const used = Checkout;\n";
    expect(await failingRules(code, 'apps/web/app/components/ui/fixture.tsx')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await failingRules(code, 'apps/web/app/lib/fixture.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });
});

describe('an import cycle', () => {
  it('fails lint', async () => {
    const results = await eslint.lintFiles([
      `${root}apps/web/test/lint-fixtures/cycle-a.ts`,
      `${root}apps/web/test/lint-fixtures/cycle-b.ts`,
    ]);
    expect(results).toHaveLength(2);
    for (const result of results)
      expect(result.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('is looked for in the server, the web app, the packages, the journeys and the tools', async () => {
    for (const path of [
      'apps/server/src/app.ts',
      'apps/web/app/root.tsx',
      'packages/core/src/money/currencies.ts',
      'packages/db/src/index.ts',
      'e2e/playwright.config.ts',
      'bench/src/run.ts',
    ]) {
      const config = (await eslint.calculateConfigForFile(`${root}${path}`)) as {
        rules: Record<string, unknown>;
      };
      expect([path, config.rules['import-x/no-cycle']]).toEqual([
        path,
        [2, expect.objectContaining({ ignoreExternal: true })],
      ]);
    }
  });
});
