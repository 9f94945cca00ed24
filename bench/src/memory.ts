import { join } from 'node:path';
import type { Bench } from './types.ts';
import { startServer } from './server.ts';
import { load } from './load.ts';
import { freshDatabase } from './databases.ts';
import { firstSpaceId } from './pages.ts';

// The performance issue's budget (issue 34), tighter than the 300 MB of the round before.
const BUDGET_MB = 250;
const CONNECTIONS = 50;

/** The V8 heap and external memory the server reports on /metrics (prom-client's defaults), in MB. */
async function heapMb(url: string): Promise<{ heap: number; external: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const metric = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    heap: mb(metric('nodejs_heap_size_total_bytes')),
    external: mb(metric('nodejs_external_memory_bytes')),
  };
}

/**
 * Resident memory of one server after the load the other modules put on it, one after another:
 * searches, the public API, server-rendered pages, sign-ins. Sampled every 100 ms; the report
 * gives the peak and what is left at the end (the budget applies to the end).
 */
export const run: Bench = async (context) => {
  if (!context.postgresUrl) throw new Error('the memory benchmark needs PostgreSQL');
  const seconds = context.quick ? 2 : 10;
  // The first start loads the demo data (photos generated with sharp), which a running instance
  // does once in its life; the figure is for an instance as it runs after any later start. A full
  // run measures that first start too; a quick one starts from a copy of the demo data.
  let afterSeeding: number | undefined;
  let database: Awaited<ReturnType<typeof context.demo.postgres>>;
  if (context.quick) {
    database = await context.demo.postgres('bench_memory');
  } else {
    const empty = await freshDatabase(context.postgresUrl, 'bench_memory');
    database = { ...empty, dataDir: join(context.workDir, 'memory') };
  }
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMIT_SIGNIN_PER_5_MIN: '100000',
    // A few guests place every hold here: the per-guest hold limits would refuse most of them.
    LIMIT_HOLDS_PER_GUEST: '100000',
    LIMIT_HOLDS_PER_GUEST_PER_LISTING: '100000',
  };
  if (!context.quick) {
    const seeding = await startServer({ port: 3487, env });
    afterSeeding = await seeding.rssMb();
    await seeding.stop();
  }
  const server = await startServer({ port: 3487, env });
  let peak = 0;
  const sampler = setInterval(() => {
    server.rssMb().then(
      (mb) => (peak = Math.max(peak, mb)),
      () => {},
    );
  }, 100);
  try {
    const idle = await server.rssMb();
    const id = await firstSpaceId(server.url);
    const runs: [string, Parameters<typeof load>[0]][] = [
      ['search', { url: `${server.url}/rest/v1/spaces?q=loft&limit=24` }],
      [
        'explore search',
        {
          url: `${server.url}/rest/v1/spaces?rental_type=space&region=Americas&currency=USD&sort=price_asc&limit=24`,
        },
      ],
      ['listing API', { url: `${server.url}/rest/v1/spaces/${id}` }],
      ['space page', { url: `${server.url}/space/${id}`, timeout: 30 }],
      ['city page', { url: `${server.url}/new-york`, timeout: 30 }],
      ['home page', { url: `${server.url}/`, timeout: 30 }],
      [
        'sign-in',
        {
          url: `${server.url}/auth/v1/token?grant_type=password`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'guest@rentspace.test', password: 'rentspace-demo' }),
          connections: 10,
          timeout: 30,
        },
      ],
    ];
    let requests = 0;
    for (const [label, options] of runs) {
      const result = await load({ connections: CONNECTIONS, duration: seconds, ...options });
      if (result.non2xx > 0)
        throw new Error(`${label} answered ${result.non2xx} non-2xx responses`);
      requests += result.total;
      context.log(
        `${label}: ${result.requestsPerSecond} req/s, RSS now ${await server.rssMb()} MB`,
      );
    }
    // What stays once the load has passed (a collection has had its chance to run).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const end = await server.rssMb();
    const heap = await heapMb(server.url);
    context.log(`at the end: RSS ${end} MB, V8 heap ${heap.heap} MB, external ${heap.external} MB`);
    return [
      {
        name: 'server memory (RSS) at the end of the load runs',
        value: end,
        unit: 'MB',
        budget: BUDGET_MB,
        direction: 'max',
        note: `${requests} requests over ${runs.length} load runs of ${seconds} s; ${idle} MB when idle after start, peak ${peak} MB; V8 heap ${heap.heap} MB of it at the end; PostgreSQL, demo data${afterSeeding === undefined ? '' : ` (the very first start, which loads the demo data, idles at ${afterSeeding} MB)`}`,
      },
    ];
  } finally {
    clearInterval(sampler);
    await server.stop();
    await database.drop();
  }
};
