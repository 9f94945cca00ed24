import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings, queryRows } from '@rentspace/db';
import { createSpace } from '@rentspace/db/factories';
import { platformFee } from '@rentspace/core/money/fees';
import { startSystem, type System } from '../system/instances.ts';
import { postOnOwnConnection, request, signUpAt, TEST_CARD } from '../system/api-client.ts';

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('crashes and shutdowns', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem({ pgPort: 55613 });
  }, 240_000);
  afterAll(() => system?.stop());

  it(
    'a server killed between the payment intent and the payment leaves nothing half done',
    { timeout: 240_000 },
    async () => {
      let app = await system.startInstance(3631);
      const host = await signUpAt(app.url, `host-${Date.now()}@example.test`);
      const guest = await signUpAt(app.url, `guest-${Date.now()}@example.test`);
      const space = await createSpace(system.db, {
        user_id: host.userId,
        is_published: true,
        available: true,
        time_zone: 'UTC',
        currency: 'USD',
        hourly_price: 3000,
      });
      const start = new Date();
      start.setUTCHours(10, 0, 0, 0);
      start.setUTCDate(start.getUTCDate() + 3);
      const hold = (at: Date) =>
        request(app.url, 'POST', '/functions/v1/create-payment-intent', {
          token: guest.token,
          body: {
            spaceId: space.id,
            startTime: at.toISOString(),
            endTime: new Date(at.getTime() + 3_600_000).toISOString(),
            duration: 1,
            durationUnit: 'hour',
            amount: 3000 + platformFee(3000),
            currency: 'USD',
          },
        });

      // 1. Intent created, then the process dies before the guest pays.
      const abandoned = await hold(start);
      expect(abandoned.status).toBe(200);
      await app.kill();
      app = await system.startInstance(3632);
      // The hold survived the crash: the guest asking again gets that same hold back...
      const resumed = await hold(start);
      expect(resumed.status).toBe(200);
      expect(resumed.json.bookingId).toBe(abandoned.json.bookingId);
      // ...until it expires (15 minutes; moved into the past here), when a job frees it.
      await system.db.execute(
        sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${abandoned.json.bookingId}`,
      );
      const expired = await waitFor(
        () =>
          system.db
            .select({ status: bookings.status })
            .from(bookings)
            .where(eq(bookings.id, abandoned.json.bookingId)),
        (rows) => rows[0]?.status === 'cancelled',
      );
      expect(expired[0]!.status).toBe('cancelled');

      // 2. A new hold, paid after another crash, and the payment sent twice: one booking, one charge.
      const second = await hold(start);
      expect(second.status).toBe(200);
      await app.kill();
      app = await system.startInstance(3633);
      const pay = () =>
        request(app.url, 'POST', '/functions/v1/sandbox/confirm', {
          body: { clientSecret: second.json.clientSecret, card: TEST_CARD },
        });
      const [first, again] = await Promise.all([pay(), pay()]);
      expect([first.json?.status, again.json?.status]).toEqual(['succeeded', 'succeeded']);
      const status = await request(
        app.url,
        'GET',
        `/functions/v1/payment-status?client_secret=${encodeURIComponent(second.json.clientSecret)}`,
      );
      expect(status.json.bookingStatus ?? status.json.status).toMatch(/confirmed|succeeded/);
      const [charges] = await queryRows<{ n: number }>(
        system.db,
        sql`select count(*)::int as n from sandbox_payment_intents where id = (select payment_intent_id from bookings where id = ${second.json.bookingId}) and status = 'succeeded'`,
      );
      expect(charges!.n).toBe(1);

      // No confirmed booking anywhere lacks a succeeded payment.
      const [unpaid] = await queryRows<{ n: number }>(
        system.db,
        sql`select count(*)::int as n from bookings b left join sandbox_payment_intents i on i.id = b.payment_intent_id
          where b.status in ('confirmed', 'completed') and (i.id is null or i.status <> 'succeeded')`,
      );
      expect(unpaid!.n).toBe(0);
      await app.stop();
    },
  );

  it(
    'a graceful shutdown finishes the requests in flight and accepts no new ones',
    { timeout: 120_000 },
    async () => {
      const app = await system.startInstance(3634);
      const email = `busy-${Date.now()}@example.test`;
      await signUpAt(app.url, email);
      // Password sign-ins cost an argon2id hash each: 80 at once keep the server busy for a while.
      // Each on its own connection, so every one is in the server's hands when SIGTERM arrives.
      const inFlight = Array.from({ length: 80 }, () =>
        postOnOwnConnection(`${app.url}/auth/v1/token?grant_type=password`, {
          email,
          password: 'a-good-long-password',
        }),
      );
      let finished = 0;
      for (const request of inFlight) void request.then(() => (finished += 1));
      await new Promise((resolve) => setTimeout(resolve, 300));
      app.process.kill('SIGTERM');
      // Once the server has taken the signal, a new connection is refused while the old ones finish.
      let refusedWhileBusy = false;
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && finished < inFlight.length) {
        if ((await request(app.url, 'GET', '/healthz')).status === 0) {
          refusedWhileBusy = finished < inFlight.length;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const results = await Promise.all(inFlight);
      expect(results).toEqual(results.map(() => 200));
      expect(refusedWhileBusy).toBe(true);
      expect(await app.exited).toBe(0);
    },
  );
});
