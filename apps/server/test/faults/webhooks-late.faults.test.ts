import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../harness.ts';
import {
  audit,
  cancelPath,
  eventRows,
  holdOn,
  intentEvent,
  ledger,
  send,
  stripeWebhook,
  startStripeApp,
  type StripeApp,
} from '../security/payments-harness.ts';

const DAY = 86_400_000;

/**
 * Stripe retries a delivery it could not make for up to three days, so an event may arrive long
 * after the product learnt the outcome another way (the jobs ask Stripe about a hold whose outcome
 * has not arrived), after the guest cancelled, or after the stay. Each delivery is signed when it
 * is made (a fresh timestamp), the event itself was created three days before.
 */
describe('Stripe webhooks delivered twice, out of order and three days late', () => {
  let s: StripeApp;
  const counts = { deliveries: 0, late: 0, twice: 0, outOfOrder: 0 };
  const deliver = async (event: ReturnType<typeof intentEvent>, created: Date) => {
    counts.deliveries += 1;
    const res = await stripeWebhook(s.t, {
      ...event,
      created: Math.floor(created.getTime() / 1000),
    });
    expect(res.status, `${event.type} ${res.text}`).toBe(200);
  };
  const runJobs = () => s.t.services.createJobRunner().runOnce();

  beforeAll(async () => {
    s = await startStripeApp();
  });
  afterAll(async () => {
    expect(await audit(s.t, s.stripe)).toEqual([]);
    console.info(
      `faults: Stripe webhooks late: ${counts.deliveries} signed deliveries (${counts.late} three days late, ${counts.twice} repeated, ${counts.outOfOrder} out of order), each booking in the right state, 0 refunds twice, 0 payouts twice`,
    );
    await s.close();
  });

  it('changes nothing when the events arrive three days after the bookings were settled', async () => {
    const sent = s.t.clock.now();
    // 1. Paid; the success event is held back and the jobs learn the outcome from Stripe.
    const paid = await holdOn(s.t, s.guest.token, 6, 10);
    s.stripe.update(paid.intentId, { status: 'succeeded' });
    // 2. Paid, confirmed by the jobs, then cancelled by the guest (refunded in full, days ahead).
    const cancelled = await holdOn(s.t, s.guest.token, 7, 10);
    s.stripe.update(cancelled.intentId, { status: 'succeeded' });
    // 3. Paid, confirmed, and the stay is over when the event arrives (completed).
    const stayed = await holdOn(s.t, s.guest.token, 1, 10);
    s.stripe.update(stayed.intentId, { status: 'succeeded' });
    // 4. Paid at Stripe after its hold had expired: the money goes back.
    const expired = await holdOn(s.t, s.guest.token, 8, 10);

    s.t.clock.advance(11_000);
    await runJobs();
    for (const h of [paid, cancelled, stayed])
      expect((await ledger(s.t, h.bookingId)).status).toBe('confirmed');
    expect(
      (await send(s.t, 'POST', cancelPath(cancelled.bookingId), { token: s.guest.token })).status,
    ).toBe(200);
    s.t.clock.advance(16 * 60_000);
    s.stripe.update(expired.intentId, { status: 'succeeded' });
    await runJobs();

    s.t.clock.advance(3 * DAY);
    await runJobs();
    const before = await Promise.all(
      [paid, cancelled, stayed, expired].map((h) => ledger(s.t, h.bookingId)),
    );
    expect(before.map((b) => b.status)).toEqual([
      'confirmed',
      'cancelled',
      'completed',
      'cancelled',
    ]);
    const refundsBefore = [cancelled, expired].map((h) => s.stripe.refundsOf(h.intentId).length);
    expect(refundsBefore).toEqual([1, 1]);

    // Three days late, each success twice, a failure (an earlier declined card) after it, and the
    // success again once more.
    for (const h of [paid, cancelled, stayed, expired]) {
      const success = intentEvent('payment_intent.succeeded', h.intentId);
      const failure = intentEvent('payment_intent.payment_failed', h.intentId);
      await deliver(success, sent);
      await deliver(success, sent);
      await deliver(failure, sent);
      await deliver(intentEvent('payment_intent.succeeded', h.intentId), sent);
      counts.late += 4;
      counts.twice += 1;
      counts.outOfOrder += 2;
      expect(await eventRows(s.t, success.id)).toBe(1);
    }
    await runJobs();

    const after = await Promise.all(
      [paid, cancelled, stayed, expired].map((h) => ledger(s.t, h.bookingId)),
    );
    expect(after).toEqual(before);
    expect([cancelled, expired].map((h) => s.stripe.refundsOf(h.intentId).length)).toEqual([1, 1]);
    expect(after.map((b) => b.payouts)).toEqual([1, 0, 1, 0]);
    expect(after.map((b) => b.confirmations)).toEqual([2, 2, 2, 0]);
  });

  it('applies a success that arrives three days late when nothing else told the product', async () => {
    // No job asked Stripe in between (the instances were down): the outcome stayed unknown.
    const guest = await signUp(s.t.app);
    const h = await holdOn(s.t, guest.token, 9, 10);
    s.stripe.update(h.intentId, { status: 'succeeded' });
    const created = s.t.clock.now();
    s.t.clock.advance(3 * DAY);
    await deliver(intentEvent('payment_intent.succeeded', h.intentId), created);
    await deliver(intentEvent('payment_intent.succeeded', h.intentId), created);
    counts.late += 2;
    counts.twice += 1;
    await runJobs();
    // Its hold had long expired: the slot was given up, so the payment is refunded in full, once.
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: h.total,
      payouts: 0,
      slots: 0,
    });
    expect(s.stripe.refundsOf(h.intentId)).toHaveLength(1);
  });
});
