import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createSpace } from '@rentspace/db/factories';
import { startSystem, type System } from '../system/instances.ts';
import { book, request, signUpAt, TEST_CARD } from '../system/api-client.ts';
import type { RunningServer } from '../system/app-process.ts';

const OUTAGE_SECONDS = Number(process.env.FAULTS_OUTAGE_SECONDS ?? 30);
/** An answer slower than this during the outage would be a request left hanging. */
const FAST_MS = 3000;

describe('PostgreSQL down for 30 s while guests hold and pay', () => {
  let system: System;
  let app: RunningServer;

  beforeAll(async () => {
    system = await startSystem({ pgPort: 55501 });
    app = await system.startInstance(3501);
  }, 240_000);
  afterAll(() => system?.stop());

  it(
    'answers 503 at once while it is down, writes no half booking, and is consistent after',
    { timeout: (OUTAGE_SECONDS + 150) * 1000 },
    async () => {
      const host = await signUpAt(app.url, `host-${Date.now()}@example.test`);
      const listings = await Promise.all(
        Array.from({ length: 3 }, () =>
          createSpace(system.db, {
            user_id: host.userId,
            is_published: true,
            available: true,
            time_zone: 'UTC',
            currency: 'USD',
            hourly_price: 5000,
          }),
        ),
      );
      const guests = await Promise.all(
        Array.from({ length: 3 }, (_, i) =>
          signUpAt(app.url, `guest-${i}-${Date.now()}@example.test`),
        ),
      );
      const base = new Date();
      base.setUTCHours(0, 0, 0, 0);
      // Each listing's slots in turn (bookings start between 09:00 and 21:00), from day 3 on.
      const slots = new Map<string, number>();
      const nextStart = (spaceId: string) => {
        const n = slots.get(spaceId) ?? 0;
        slots.set(spaceId, n + 1);
        return new Date(
          base.getTime() + (3 + Math.floor(n / 12)) * 86_400_000 + (9 + (n % 12)) * 3_600_000,
        );
      };

      // A hold placed before the outage, to be paid while the database is away.
      const heldBefore = await request(app.url, 'POST', '/functions/v1/create-payment-intent', {
        token: guests[0]!.token,
        body: {
          spaceId: listings[0]!.id,
          startTime: new Date(base.getTime() + 2 * 86_400_000 + 10 * 3_600_000).toISOString(),
          endTime: new Date(base.getTime() + 2 * 86_400_000 + 11 * 3_600_000).toISOString(),
          duration: 1,
          durationUnit: 'hour',
          amount: 5500,
          currency: 'USD',
        },
      });
      expect(heldBefore.status).toBe(200);

      let phase: 'before' | 'down' | 'after' = 'before';
      const during = { requests: 0, statuses: new Map<number, number>(), slowest: 0 };
      const overall = new Map<number, number>();
      const answeredPaid = new Set<string>();
      const count = (map: Map<number, number>, status: number) =>
        map.set(status, (map.get(status) ?? 0) + 1);
      let retryAfterMissing = 0;

      // Each call is timed: while the database is down it must be answered, and quickly.
      async function timed<T extends { status: number }>(call: () => Promise<T>): Promise<T> {
        const started = performance.now();
        const wasDown = phase === 'down';
        const result = await call();
        const took = performance.now() - started;
        count(overall, result.status);
        if (wasDown && phase === 'down') {
          during.requests += 1;
          count(during.statuses, result.status);
          during.slowest = Math.max(during.slowest, took);
        }
        return result;
      }

      let running = true;
      async function worker(index: number) {
        while (running) {
          const guest = guests[index % guests.length]!;
          const space = listings[index % listings.length]!;
          const result = await timed(() => book(app.url, guest.token, space, nextStart(space.id)));
          if (result.stage === 'pay' && result.succeeded && result.bookingId)
            answeredPaid.add(result.bookingId);
          const read = await timed(() =>
            fetch(`${app.url}/rest/v1/bookings`, {
              headers: { Authorization: `Bearer ${guest.token}` },
              signal: AbortSignal.timeout(15_000),
            }).then(async (response) => {
              await response.arrayBuffer();
              if (response.status === 503 && !response.headers.get('retry-after'))
                retryAfterMissing += 1;
              return { status: response.status };
            }),
          );
          if (read.status === 503 && phase !== 'down') await new Promise((r) => setTimeout(r, 50));
        }
      }
      const workers = Array.from({ length: 3 }, (_, i) => worker(i));
      await new Promise((resolve) => setTimeout(resolve, 4000));

      system.cluster.pause();
      phase = 'down';
      const downSince = Date.now();
      // The hold made before is paid while the database is away: refused for now, at once.
      const payDuring = await timed(() =>
        request(app.url, 'POST', '/functions/v1/sandbox/confirm', {
          body: { clientSecret: heldBefore.json.clientSecret, card: TEST_CARD },
        }),
      );
      const ready = await timed(() => request(app.url, 'GET', '/readyz'));
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - downSince))),
      );
      phase = 'after';
      system.cluster.resume();
      await new Promise((resolve) => setTimeout(resolve, 8000));
      running = false;
      await Promise.all(workers);

      expect(payDuring.status).toBe(503);
      expect(ready.status).toBe(503);
      expect(during.requests).toBeGreaterThan(20);
      expect([...during.statuses.keys()]).toEqual([503]);
      expect(during.slowest).toBeLessThan(FAST_MS);
      expect(retryAfterMissing).toBe(0);
      // Before and after: served; during: 503. No 500, no dropped connection, no refusal.
      expect([...overall.keys()].sort()).toEqual([200, 503]);

      // Back: ready, and the hold placed before the outage is paid now.
      expect((await request(app.url, 'GET', '/readyz')).status).toBe(200);
      const payAfter = await request(app.url, 'POST', '/functions/v1/sandbox/confirm', {
        body: { clientSecret: heldBefore.json.clientSecret, card: TEST_CARD },
      });
      expect(payAfter.status).toBe(200);
      expect(payAfter.json.status).toBe('succeeded');
      answeredPaid.add(heldBefore.json.bookingId);
      expect(answeredPaid.size).toBeGreaterThan(5);

      // The jobs settle any hold whose payment went through but whose outcome did not arrive.
      const settled = async () =>
        (
          await queryRows<{ n: number }>(
            system.db,
            sql`select count(*)::int as n from bookings b
                join sandbox_payment_intents i on i.id = b.payment_intent_id
                where (i.status = 'succeeded') <> (b.status in ('confirmed', 'completed'))
                  and not (b.status = 'cancelled' and i.status = 'succeeded')`,
          )
        )[0]!.n;
      for (let i = 0; i < 60 && (await settled()) > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await settled()).toBe(0);

      // No half-written booking: every booking has its payment intent; every paid one its payout;
      // every booking answered as paid is stored and confirmed; no two overlap.
      const [rows] = await queryRows<{
        bookings: number;
        without_intent: number;
        paid: number;
        paid_without_payout: number;
        answered_missing: number;
        overlaps: number;
      }>(
        system.db,
        sql`select
          (select count(*)::int from bookings) as bookings,
          (select count(*)::int from bookings b where b.payment_intent_id is null
             or not exists (select 1 from sandbox_payment_intents i where i.id = b.payment_intent_id)) as without_intent,
          (select count(*)::int from bookings where status in ('confirmed', 'completed')) as paid,
          (select count(*)::int from bookings b where b.status in ('confirmed', 'completed')
             and (select count(*) from payouts p where p.booking_id = b.id) <> 1) as paid_without_payout,
          (select count(*)::int from unnest(${`{${[...answeredPaid].join(',')}}`}::uuid[]) as a(id)
             where not exists (select 1 from bookings b where b.id = a.id
               and b.status in ('confirmed', 'completed'))) as answered_missing,
          (select count(*)::int from bookings a join bookings b
             on a.space_id = b.space_id and a.id < b.id
             and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
             where a.status in ('pending', 'confirmed', 'completed')
               and b.status in ('pending', 'confirmed', 'completed')) as overlaps`,
      );
      expect(rows).toMatchObject({
        without_intent: 0,
        paid_without_payout: 0,
        answered_missing: 0,
        overlaps: 0,
      });
      const answered = (map: Map<number, number>) =>
        JSON.stringify(Object.fromEntries([...map].sort(([a], [b]) => a - b)));
      console.info(
        `faults: PostgreSQL down ${OUTAGE_SECONDS} s: ${during.requests} requests while down, statuses ${answered(during.statuses)}, slowest ${Math.round(during.slowest)} ms; ` +
          `${[...overall.values()].reduce((a, b) => a + b, 0)} requests in all, statuses ${answered(overall)}; ` +
          `${rows!.bookings} bookings, ${rows!.paid} paid (${answeredPaid.size} answered as paid, all stored), 0 without intent, 0 without payout, 0 overlaps`,
      );
    },
  );
});
