import { join } from 'node:path';
import type { Bench } from './types.ts';
import { startServer } from './server.ts';

/** Cold start of `npm start` to /readyz: on a new data directory, then on the existing one. */
export const run: Bench = async (context) => {
  // In the module's own scratch directory, which the run removes; it becomes the demo template.
  const dataDir = join(context.workDir, 'data');
  const env = { DATA_DIR: dataDir };
  const fresh = await startServer({ port: 3491, env });
  await fresh.stop();
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
    {
      name: '`npm start`, new data directory (migrations + demo data), to /readyz',
      value: Math.round(fresh.readyAfterMs),
      unit: 'ms',
      note: 'web build already present',
    },
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
