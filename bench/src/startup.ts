import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Bench, Figure } from './types.ts';
import { startServer } from './server.ts';
import { keptDemoData } from './demo-data.ts';

/**
 * Cold start of `npm start` to /readyz: on a new data directory, then on the existing one. A quick
 * run restarts on a copy of the demo data an earlier run of the day kept, when there is one: the
 * first start has no budget, and loading the demo data takes most of a quick run's minute.
 */
export const run: Bench = async (context) => {
  // In the module's own scratch directory, which the run removes; it becomes the demo template.
  const dataDir = join(context.workDir, 'data');
  const env = { DATA_DIR: dataDir };
  const kept = context.quick ? keptDemoData() : undefined;
  const figures: Figure[] = [];
  if (kept) {
    cpSync(kept, dataDir, { recursive: true });
  } else {
    const fresh = await startServer({ port: 3491, env });
    await fresh.stop();
    figures.push({
      name: '`npm start`, new data directory (migrations + demo data), to /readyz',
      value: Math.round(fresh.readyAfterMs),
      unit: 'ms',
      note: 'web build already present',
    });
  }
  const restarts: number[] = [];
  for (let i = 0; i < (context.quick ? 1 : 5); i++) {
    const again = await startServer({ port: 3491, env });
    restarts.push(again.readyAfterMs);
    await again.stop();
  }
  restarts.sort((a, b) => a - b);
  const median = restarts[Math.floor(restarts.length / 2)]!;
  // The directory holds the demo data now: the other modules start from copies of it.
  context.demo.adoptPglite(dataDir);
  return [
    ...figures,
    {
      name: '`npm start`, existing data directory, to /readyz',
      value: Math.round(median),
      unit: 'ms',
      budget: 2000,
      direction: 'max',
      note: `median of ${restarts.length} restarts`,
    },
  ];
};
