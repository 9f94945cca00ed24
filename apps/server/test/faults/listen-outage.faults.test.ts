import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { openPostgres } from '@rentspace/db';
import { startPostgresCluster, type PostgresCluster } from '../system/postgres-cluster.ts';

/** Polls until `check` holds, for at most `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('LISTEN across an outage of PostgreSQL (packages/db/src/listener.ts)', () => {
  let cluster: PostgresCluster;
  beforeAll(() => {
    cluster = startPostgresCluster(55511)!;
  });
  afterAll(() => cluster?.stop());

  it('hears notifications again after the server was down for 3 s, and says it listens again', async () => {
    const handle = openPostgres({ url: cluster.url, max: 2 });
    const heard: string[] = [];
    let listening = 0;
    const unlisten = await handle.listen(
      'outage_test',
      (payload) => heard.push(payload),
      () => (listening += 1),
    );
    const markers: string[] = [];
    await handle.listen('outage_marker', (payload) => markers.push(payload));
    const notify = async (payload: string, channel = 'outage_test') => {
      const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
      try {
        await sql`select pg_notify(${channel}, ${payload})`;
      } finally {
        await sql.end();
      }
    };
    try {
      expect(listening).toBe(1);
      await notify('before');
      expect(await eventually(() => heard.includes('before'))).toBe(true);

      cluster.pause();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      cluster.resume();

      // The driver's own LISTEN gave up here: it tried once, while the server was still down.
      expect(await eventually(() => listening === 2)).toBe(true);
      await notify('after');
      expect(await eventually(() => heard.includes('after'))).toBe(true);

      // Notifications arrive in the order of their commits: once the marker sent after it has
      // arrived, a notification to the channel no longer listened to would have too.
      await unlisten();
      await notify('unlistened');
      await notify('marker', 'outage_marker');
      expect(await eventually(() => markers.includes('marker'))).toBe(true);
      expect(heard).not.toContain('unlistened');
    } finally {
      await handle.close();
    }
  }, 60_000);
});
