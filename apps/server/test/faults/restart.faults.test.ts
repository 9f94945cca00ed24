import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { bookings, queryRows } from '@rentspace/db';
import { createSpace } from '@rentspace/db/factories';
import { startSystem, type System } from '../system/instances.ts';
import { book, request, signUpAt } from '../system/api-client.ts';
import type { RunningServer } from '../system/app-process.ts';

const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 60);
const RESTART_AFTER_MS = Math.min(20_000, (LOAD_SECONDS * 1000) / 3);

describe('PostgreSQL restarted during a load of searches and bookings', () => {
  let system: System;
  let app: RunningServer;

  beforeAll(async () => {
    system = await startSystem({ pgPort: 55612 });
    app = await system.startInstance(3621);
  }, 240_000);
  afterAll(() => system?.stop());

  it(
    'recovers by itself, keeps every booking it confirmed, and never double-books',
    { timeout: (LOAD_SECONDS + 120) * 1000 },
    async () => {
      const host = await signUpAt(app.url, `host-${Date.now()}@example.test`);
      const listings = await Promise.all(
        Array.from({ length: 5 }, () =>
          createSpace(system.db, {
            user_id: host.userId,
            is_published: true,
            available: true,
            time_zone: 'UTC',
            currency: 'USD',
            hourly_price: 4000,
          }),
        ),
      );
      const guests = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          signUpAt(app.url, `guest-${i}-${Date.now()}@example.test`),
        ),
      );

      const confirmed = new Set<string>();
      const statuses = new Map<number, number>();
      const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const ends = Date.now() + LOAD_SECONDS * 1000;
      let slot = 0;
      const base = new Date();
      base.setUTCHours(0, 0, 0, 0);

      // Each worker books slots (several workers often want the same one) and reads listings.
      async function worker(index: number) {
        while (Date.now() < ends) {
          const space = listings[slot % listings.length]!;
          const hour = 9 + (Math.floor(slot / listings.length) % 12);
          const day = 2 + Math.floor(slot / (listings.length * 12));
          const start = new Date(base.getTime() + day * 86_400_000 + hour * 3_600_000);
          if (index % 2 === 0) slot += 1;
          const result = await book(app.url, guests[index % guests.length]!.token, space, start);
          count(result.status);
          if (result.stage === 'pay' && result.succeeded && result.bookingId)
            confirmed.add(result.bookingId);
          count((await request(app.url, 'GET', `/rest/v1/spaces/${space.id}`)).status);
        }
      }
      const restart = new Promise<void>((resolve) =>
        setTimeout(() => {
          system.cluster.restart();
          resolve();
        }, RESTART_AFTER_MS),
      );
      await Promise.all([...Array.from({ length: 6 }, (_, i) => worker(i)), restart]);

      // Recovered without being restarted itself.
      expect((await request(app.url, 'GET', '/readyz')).status).toBe(200);
      expect((await request(app.url, 'GET', `/rest/v1/spaces/${listings[0]!.id}`)).status).toBe(
        200,
      );
      // The load really ran, and the outage was answered, not hung: no 500s, only 503s or refusals.
      expect(confirmed.size).toBeGreaterThan(10);
      expect(statuses.get(500) ?? 0).toBe(0);

      // Every booking that was answered as paid is stored and confirmed (or completed).
      const stored = await system.db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(inArray(bookings.id, [...confirmed]));
      expect(stored).toHaveLength(confirmed.size);
      expect(stored.every((row) => row.status === 'confirmed' || row.status === 'completed')).toBe(
        true,
      );

      // No two live bookings of one listing overlap.
      const [overlaps] = await queryRows<{ n: number }>(
        system.db,
        sql`select count(*)::int as n from bookings a join bookings b
          on a.space_id = b.space_id and a.id < b.id
          and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
          where a.status in ('pending', 'confirmed', 'completed') and b.status in ('pending', 'confirmed', 'completed')`,
      );
      expect(overlaps!.n).toBe(0);
      const answered = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      console.info(
        `faults: PostgreSQL restart under load: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests, statuses ${JSON.stringify(answered)}, ${confirmed.size} bookings confirmed, all stored, 0 overlaps`,
      );
    },
  );
});
