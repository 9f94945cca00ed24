import type { Bench, BenchContext, Figure } from './types.ts';
import { startServer, type RunningServer } from './server.ts';
import { load } from './load.ts';

const CONNECTIONS = 50;

/** A listed space of the demo data, for its detail page. */
export async function firstSpaceId(url: string): Promise<string> {
  const page = (await (await fetch(`${url}/rest/v1/spaces?limit=1`)).json()) as {
    data: { id: string }[];
  };
  const id = page.data[0]?.id;
  if (!id) throw new Error('no listed space in the demo data');
  return id;
}

const PAGES = ['/space/{id}', '/new-york'] as const;

async function measure(
  context: BenchContext,
  server: RunningServer,
  database: string,
  seconds: number,
): Promise<Figure[]> {
  const id = await firstSpaceId(server.url);
  const out: Figure[] = [];
  for (const label of PAGES) {
    if (!context.wants(`GET ${label} `, database)) continue;
    const path = label.replace('{id}', id);
    // Rendering a page costs tens of milliseconds of CPU: at 50 connections on a small machine a
    // request can wait seconds in line, so the timeout is generous and timeouts are reported.
    const result = await load(
      { url: `${server.url}${path}`, connections: CONNECTIONS, timeout: 30, duration: seconds },
      2,
    );
    if (result.non2xx > 0) throw new Error(`${path} answered ${result.non2xx} non-2xx responses`);
    const where = `server-rendered, demo data, ${database}, ${CONNECTIONS} connections`;
    out.push(
      { name: `GET ${label} p50 (${where})`, value: result.p50, unit: 'ms' },
      {
        name: `GET ${label} p99 (${where})`,
        value: result.p99,
        unit: 'ms',
        ...(database === 'PostgreSQL' ? { budget: 60, direction: 'max' as const } : {}),
        note: `${result.requestsPerSecond} req/s${result.errors > 0 ? `, ${result.errors} timed out (30 s)` : ''}`,
      },
    );
  }
  return out;
}

/** Server-rendered space detail and city pages under load, on PGlite and on PostgreSQL. */
export const run: Bench = async (context) => {
  const seconds = context.quick ? 2 : 10;
  const out: Figure[] = [];
  const wanted = (database: string) =>
    PAGES.some((label) => context.wants(`GET ${label} `, database));
  if (wanted('PGlite')) {
    const pglite = await startServer({
      port: 3483,
      env: { DATA_DIR: await context.demo.pgliteDir('pages-pglite') },
    });
    try {
      out.push(...(await measure(context, pglite, 'PGlite', seconds)));
    } finally {
      await pglite.stop();
    }
  }
  if (!context.postgresUrl || !wanted('PostgreSQL')) return out;
  const database = await context.demo.postgres('bench_pages');
  const postgres = await startServer({
    port: 3484,
    env: { DATABASE_URL: database.url, DATA_DIR: database.dataDir },
  });
  try {
    out.push(...(await measure(context, postgres, 'PostgreSQL', seconds)));
  } finally {
    await postgres.stop();
    await database.drop();
  }
  return out;
};
