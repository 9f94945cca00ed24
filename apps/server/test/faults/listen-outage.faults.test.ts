import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { openPostgres } from '@rentspace/db';
import { startPostgresCluster, type PostgresCluster } from '../system/postgres-cluster.ts';

/** How long a notification or a listen again may take to arrive after what caused it. */
const POLL = { timeout: 15_000, interval: 50 };

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
      await expect.poll(() => heard.includes('before'), POLL).toBe(true);

      cluster.pause();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      cluster.resume();

      // The driver's own LISTEN gave up here: it tried once, while the server was still down.
      await expect.poll(() => listening, POLL).toBe(2);
      await notify('after');
      await expect.poll(() => heard.includes('after'), POLL).toBe(true);

      // Notifications arrive in the order of their commits: once the marker sent after it has
      // arrived, a notification to the channel no longer listened to would have too.
      await unlisten();
      await notify('unlistened');
      await notify('marker', 'outage_marker');
      await expect.poll(() => markers.includes('marker'), POLL).toBe(true);
      expect(heard).not.toContain('unlistened');
    } finally {
      await handle.close();
    }
  }, 60_000);
});
