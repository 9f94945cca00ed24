import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { at, createListing, intentBody } from '../../src/bookings/testing.ts';
import { ATTEMPTS, expectFailure, FAULTS } from './stripe-faults.ts';
import {
  audit,
  reportFigures,
  HOLD,
  holdOn,
  ledger,
  send,
  startStripeApp,
  type StripeApp,
} from './payments-harness.ts';

// Faults at Stripe while a hold creates its payment intent.

reportFigures('faults creating intents');

describe('faults at Stripe (the fake fails on purpose)', () => {
  let s: StripeApp;
  beforeAll(async () => {
    s = await startStripeApp();
  });
  afterEach(async () => {
    s.stripe.clearFaults();
    expect(await audit(s.t, s.stripe)).toEqual([]);
  });
  afterAll(() => s.close());

  it('absorbs each fault on one create-payment-intent attempt with a retry under the same key', async () => {
    for (const [i, f] of FAULTS.entries()) {
      s.stripe.inject({ method: 'POST', path: '/v1/payment_intents', fault: f.fault, times: 1 });
      const h = await holdOn(s.t, s.guest.token, 6, 9 + i);
      expect(
        s.stripe.intentsOf(h.bookingId).map((intent) => intent.id),
        f.name,
      ).toEqual([h.intentId]);
      expect(s.stripe.idempotency(`booking-${h.bookingId}-intent`), f.name).toEqual({
        executions: 1,
        replays: f.commits ? 1 : 0,
      });
      expect(await ledger(s.t, h.bookingId), f.name).toMatchObject({
        status: 'pending',
        payment_intent_id: h.intentId,
        slots: 1,
      });
    }
  });

  for (const [i, f] of FAULTS.entries()) {
    it(`create-payment-intent: ${f.name} on every attempt answers ${f.status}, holds nothing, and a new attempt works`, async () => {
      const { space } = await createListing(s.t, { hourly_price: 4000 });
      const body = intentBody(space, at(s.t, 7, 9 + i), 1);
      const before = s.stripe.requests.length;
      s.stripe.inject({ method: 'POST', path: '/v1/payment_intents', fault: f.fault });
      expectFailure(
        await send(s.t, 'POST', HOLD, { token: s.guest.token, body }),
        f.status,
        'Failed to create payment intent',
      );
      expect(
        await queryRows(s.t.db, sql`select id from bookings where space_id = ${space.id}`),
      ).toEqual([]);
      // Every retry asked under the one key of the booking the hold would have been.
      const asked = s.stripe.requests
        .slice(before)
        .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      expect(asked).toHaveLength(ATTEMPTS);
      const keys = new Set(asked.map((r) => r.idempotencyKey));
      expect(keys.size).toBe(1);
      const bookingId = /^booking-(.+)-intent$/.exec([...keys][0] ?? '')?.[1];
      expect(bookingId).toBeDefined();
      expect(s.stripe.intentsOf(bookingId!)).toHaveLength(f.commits ? 1 : 0);
      s.stripe.clearFaults();
      const again = await send(s.t, 'POST', HOLD, { token: s.guest.token, body });
      expect(again.status).toBe(200);
      expect(s.stripe.intentsOf(again.json.bookingId)).toHaveLength(1);
    });
  }
});
