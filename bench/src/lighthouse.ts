import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import type { Bench, Figure } from './types.ts';
import { startServer } from './server.ts';
import { firstSpaceId } from './pages.ts';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Lighthouse 12 (its default mobile emulation and throttling) on the public pages, with demo data. */
export const run: Bench = async (context) => {
  const server = await startServer({
    port: 3485,
    env: { DATA_DIR: join(context.workDir, 'lighthouse') },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const out: Figure[] = [];
  try {
    const id = await firstSpaceId(server.url);
    const pages = context.quick
      ? ['/', '/new-york']
      : ['/', '/explore', '/new-york', `/space/${id}`, '/about'];
    for (const path of pages) {
      const label = path.startsWith('/space/') ? '/space/{id}' : path;
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      for (const category of CATEGORIES) {
        const score = categories[category]?.score;
        if (score === null || score === undefined)
          throw new Error(`no ${category} score for ${path}`);
        out.push({
          name: `Lighthouse mobile ${category} score of ${label}`,
          value: Math.round(score * 100),
          unit: 'score',
          budget: category === 'performance' ? 95 : 100,
          direction: 'min',
        });
      }
      const lcp = audits['largest-contentful-paint']?.numericValue;
      const tbt = audits['total-blocking-time']?.numericValue;
      if (lcp !== undefined)
        out.push({
          name: `Lighthouse mobile LCP of ${label}`,
          value: Math.round(lcp),
          unit: 'ms',
          note: `TBT ${Math.round(tbt ?? 0)} ms`,
        });
      // What keeps each category under 100, so a missed budget says where to look.
      for (const category of CATEGORIES) {
        const failing = (categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${Math.round((audits[ref.id]?.score ?? 0) * 100)})`);
        if (failing.length > 0) context.log(`${label} ${category} loses points on: ${failing.join(', ')}`);
      }
      context.log(
        `${label}: ${CATEGORIES.map((category) => `${category} ${Math.round((categories[category]?.score ?? 0) * 100)}`).join(', ')}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return out;
};
