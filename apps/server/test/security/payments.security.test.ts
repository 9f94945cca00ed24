import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { signUp, TEST_SECRET } from '../harness.ts';
import {
  CARDS,
  createBookingTestApp,
  pay,
  type BookingTestApp,
} from '../../src/bookings/testing.ts';
import { sandboxWebhookSecret } from '../../src/payments/index.ts';
import { signPayload } from '../../src/payments/webhook-signature.ts';
import { snapshot } from './snapshot.ts';
import {
  audit,
  eventRows,
  figures,
  reportFigures,
  holdOn,
  intentEvent,
  ledger,
  send,
  signStripe,
  startStripeApp,
  statusPath,
  stripeWebhook,
  WEBHOOK,
  type StripeApp,
} from './payments-harness.ts';

// Webhook deliveries forged, repeated and out of order. The faults at Stripe are in
// payments-faults-*.security.test.ts.

/** Sends each forged delivery; every one must be a 400 that leaves every table as it was. */
async function expectRefused(
  t: BookingTestApp,
  attacks: [string, { body: string; header?: string }][],
) {
  const before = await snapshot(t.db);
  for (const [name, attack] of attacks) {
    const res = await send(t, 'POST', WEBHOOK, {
      body: attack.body,
      headers: attack.header === undefined ? {} : { 'stripe-signature': attack.header },
    });
    expect(res.status, name).toBe(400);
    expect(res.json.error, name).toEqual({
      code: 'invalid_signature',
      message: 'Invalid webhook signature',
    });
  }
  figures.forgedWebhooks += attacks.length;
  expect(await snapshot(t.db), 'a refused webhook changed data').toEqual(before);
}

reportFigures('webhooks');

describe('payment webhooks through the Stripe adapter (fake Stripe on loopback)', () => {
  let s: StripeApp;
  beforeAll(async () => {
    s = await startStripeApp();
  });
  afterEach(async () => expect(await audit(s.t, s.stripe)).toEqual([]));
  afterAll(() => s.close());

  it('refuses forged signatures and stale timestamps with 400, changing nothing and asking Stripe nothing', async () => {
    const h = await holdOn(s.t, s.guest.token, 1);
    // Paid at Stripe: a forged delivery that got through would confirm the booking.
    s.stripe.update(h.intentId, { status: 'succeeded' });
    const event = intentEvent('payment_intent.succeeded', h.intentId);
    const body = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const oldSignature = signStripe(body, { timestamp: now - 600 })
      .split(',')
      .find((part) => part.startsWith('v1='))!;
    const stripeCalls = s.stripe.requests.length;
    await expectRefused(s.t, [
      [
        'signed with another secret',
        { body, header: signStripe(body, { secret: 'whsec_attacker' }) },
      ],
      [
        'a stale timestamp, 10 minutes old',
        { body, header: signStripe(body, { timestamp: now - 600 }) },
      ],
      [
        'a stale timestamp, just past the 5-minute tolerance',
        { body, header: signStripe(body, { timestamp: now - 301 }) },
      ],
      ['an old signature under a fresh timestamp', { body, header: `t=${now},${oldSignature}` }],
      [
        'the body changed after signing',
        { body: body.replace('succeeded', 'canceled'), header: signStripe(body) },
      ],
      [
        "another event's signature",
        {
          body,
          header: signStripe(JSON.stringify(intentEvent('payment_intent.succeeded', 'pi_other'))),
        },
      ],
      ['no signature header', { body }],
      ['an empty signature header', { body, header: '' }],
      ['a malformed header', { body, header: 't=yesterday,v1=not-hex' }],
      ['only a v0 signature', { body, header: signStripe(body).replace('v1=', 'v0=') }],
      ['a timestamp without a signature', { body, header: `t=${now}` }],
    ]);
    expect(s.stripe.requests.length, 'a refused event must not reach Stripe').toBe(stripeCalls);
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      status: 'pending',
      confirmations: 0,
      payouts: 0,
    });
    // The genuine delivery of the same event is what confirms it.
    expect((await stripeWebhook(s.t, event)).status).toBe(200);
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
      payouts: 1,
    });
  });

  it('applies one event delivered five times at once exactly once', async () => {
    const h = await holdOn(s.t, s.guest.token, 2);
    s.stripe.update(h.intentId, { status: 'succeeded' });
    const event = intentEvent('payment_intent.succeeded', h.intentId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => stripeWebhook(s.t, event)));
    figures.concurrentDeliveries += 5;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
      payouts: 1,
    });
    expect(await eventRows(s.t, event.id)).toBe(1);
  });

  it('confirms once when different events and result-page polls for one payment arrive together', async () => {
    const h = await holdOn(s.t, s.guest.token, 2, 14);
    s.stripe.update(h.intentId, { status: 'succeeded' });
    const charge = {
      id: 'evt_charge',
      object: 'event',
      type: 'charge.succeeded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: h.intentId } },
    };
    const answers = await Promise.all([
      ...[1, 2, 3].map(() =>
        stripeWebhook(s.t, intentEvent('payment_intent.succeeded', h.intentId)),
      ),
      stripeWebhook(s.t, charge),
      ...[1, 2, 3, 4, 5].map(() => send(s.t, 'GET', statusPath(h.clientSecret))),
    ]);
    figures.concurrentDeliveries += answers.length;
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
      payouts: 1,
    });
  });

  it('keeps a confirmed booking when an older payment_failed arrives after succeeded, in either order', async () => {
    // The first card was declined, the second went through: both events exist; Stripe's order is not ours.
    for (const order of [
      ['succeeded', 'payment_failed'],
      ['payment_failed', 'succeeded'],
    ]) {
      const h = await holdOn(s.t, s.guest.token, 3, order[0] === 'succeeded' ? 10 : 12);
      s.stripe.update(h.intentId, { status: 'succeeded' });
      for (const type of order)
        expect(
          (await stripeWebhook(s.t, intentEvent(`payment_intent.${type}`, h.intentId))).status,
        ).toBe(200);
      figures.outOfOrderDeliveries += 2;
      expect(await ledger(s.t, h.bookingId)).toMatchObject({
        status: 'confirmed',
        confirmations: 2,
        payouts: 1,
      });
      expect(
        s.stripe.objects.get(h.intentId)!.status,
        'a stale failure must not cancel a paid intent',
      ).toBe('succeeded');
    }
  });

  it('confirms nothing on a success that arrives before the payment or after its cancellation', async () => {
    const early = await holdOn(s.t, s.guest.token, 4, 10);
    expect(
      (await stripeWebhook(s.t, intentEvent('payment_intent.succeeded', early.intentId))).status,
    ).toBe(200);
    expect(await ledger(s.t, early.bookingId)).toMatchObject({
      status: 'pending',
      confirmations: 0,
    });

    const expired = await holdOn(s.t, s.guest.token, 4, 12);
    s.t.clock.advance(16 * 60_000);
    await s.t.services.createJobRunner().runOnce();
    expect(s.stripe.objects.get(expired.intentId)!.status).toBe('canceled');
    for (const type of ['canceled', 'succeeded', 'payment_failed', 'canceled']) {
      expect(
        (await stripeWebhook(s.t, intentEvent(`payment_intent.${type}`, expired.intentId))).status,
      ).toBe(200);
    }
    figures.outOfOrderDeliveries += 5;
    expect(await ledger(s.t, expired.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'hold_expired',
      confirmations: 0,
      payouts: 0,
      slots: 0,
      refunded_amount: 0,
    });
  });

  it('refunds once, in full, a payment whose success arrives five times at once after its hold expired', async () => {
    const h = await holdOn(s.t, s.guest.token, 5);
    s.stripe.update(h.intentId, { status: 'succeeded' });
    s.t.clock.advance(16 * 60_000);
    const event = intentEvent('payment_intent.succeeded', h.intentId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => stripeWebhook(s.t, event)));
    figures.concurrentDeliveries += 5;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: h.total,
      confirmations: 0,
      payouts: 0,
      slots: 0,
    });
    expect(s.stripe.refundsOf(h.intentId).map((r) => r.amount)).toEqual([h.total]);
    await s.t.services.createJobRunner().runOnce();
    expect(s.stripe.refundsOf(h.intentId)).toHaveLength(1);
  });
});

describe('payment webhooks through the sandbox provider', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  const secret = sandboxWebhookSecret(TEST_SECRET);
  const signed = (body: string, when = t.clock.now(), key = secret) => signPayload(body, key, when);
  const deliver = (event: object) => {
    const body = JSON.stringify(event);
    return send(t, 'POST', WEBHOOK, { body, headers: { 'stripe-signature': signed(body) } });
  };
  /** Marks a sandbox payment as paid without its event, as if the event were still on its way. */
  const paidQuietly = (intentId: string) =>
    t.db.execute(
      sql`update sandbox_payment_intents set status = 'succeeded' where id = ${intentId}`,
    );
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('refuses forged signatures and stale or future timestamps with 400 and changes nothing', async () => {
    const h = await holdOn(t, guest.token, 1);
    await paidQuietly(h.intentId);
    const body = JSON.stringify(intentEvent('payment_intent.succeeded', h.intentId));
    const minutes = (n: number) => new Date(t.clock.now().getTime() + n * 60_000);
    const oldSignature = signed(body, minutes(-10)).split(',')[1]!;
    await expectRefused(t, [
      ['signed with another secret', { body, header: signed(body, undefined, 'whsec_attacker') }],
      [
        'signed with the Stripe test secret',
        {
          body,
          header: signStripe(body, { timestamp: Math.floor(t.clock.now().getTime() / 1000) }),
        },
      ],
      ['a stale timestamp, 10 minutes old', { body, header: signed(body, minutes(-10)) }],
      [
        'a stale timestamp, just past the 5-minute tolerance',
        { body, header: signed(body, new Date(minutes(-5).getTime() - 1000)) },
      ],
      ['a timestamp 10 minutes ahead', { body, header: signed(body, minutes(10)) }],
      [
        'an old signature under a fresh timestamp',
        { body, header: `t=${Math.floor(t.clock.now().getTime() / 1000)},${oldSignature}` },
      ],
      [
        'the body changed after signing',
        { body: body.replace('succeeded', 'canceled'), header: signed(body) },
      ],
      ['no signature header', { body }],
      ['an empty signature header', { body, header: '' }],
      ['a malformed header', { body, header: 't=,v1=' }],
      ['only a v0 signature', { body, header: signed(body).replace('v1=', 'v0=') }],
    ]);
    expect(await ledger(t, h.bookingId)).toMatchObject({ status: 'pending', confirmations: 0 });
    expect(
      (await send(t, 'POST', WEBHOOK, { body, headers: { 'stripe-signature': signed(body) } }))
        .status,
    ).toBe(200);
    expect(await ledger(t, h.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
      payouts: 1,
    });
  });

  it('applies one event delivered five times at once, with result-page polls, exactly once', async () => {
    const h = await holdOn(t, guest.token, 2);
    await paidQuietly(h.intentId);
    const event = intentEvent('payment_intent.succeeded', h.intentId);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(event)),
      ...[1, 2, 3].map(() => send(t, 'GET', statusPath(h.clientSecret))),
    ]);
    figures.concurrentDeliveries += answers.length;
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await ledger(t, h.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
      payouts: 1,
    });
    expect(await eventRows(t, event.id)).toBe(1);
  });

  it('confirms once when Pay is pressed five times at once', async () => {
    const h = await holdOn(t, guest.token, 3);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(t, h.clientSecret, CARDS.success)),
    );
    figures.concurrentDeliveries += 5;
    expect(answers.map((a) => a.json.status)).toEqual(Array(5).fill('succeeded'));
    expect(await ledger(t, h.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
      payouts: 1,
    });
  });

  it('keeps the payment and the booking in step when different cards are sent at once', async () => {
    for (const [round, cards] of [
      [CARDS.success, CARDS.declined],
      [CARDS.declined, CARDS.success],
      [CARDS.success, CARDS.success, CARDS.insufficientFunds],
    ].entries()) {
      const h = await holdOn(t, guest.token, 4, 9 + round);
      const answers = await Promise.all(cards.map((card) => pay(t, h.clientSecret, card)));
      figures.concurrentDeliveries += cards.length;
      const [intent] = await queryRows<{ status: string }>(
        t.db,
        sql`select status from sandbox_payment_intents where id = ${h.intentId}`,
      );
      const [refunds] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from sandbox_money_movements where kind = 'refund' and payment_intent_id = ${h.intentId}`,
      );
      const booking = await ledger(t, h.bookingId);
      if (answers.some((a) => a.json.status === 'succeeded')) {
        expect(intent!.status, `round ${round}: a guest told 'succeeded' was charged`).toBe(
          'succeeded',
        );
      }
      if (booking.status === 'confirmed')
        expect(intent!.status, `round ${round}`).toBe('succeeded');
      const paidButCancelled = intent!.status === 'succeeded' && booking.status === 'cancelled';
      expect(refunds!.n, `round ${round}: a charge without a booking is refunded once`).toBe(
        paidButCancelled ? 1 : 0,
      );
      expect(booking.confirmations, `round ${round}`).toBe(booking.status === 'confirmed' ? 2 : 0);
    }
  });

  it('ends in the right state after a failure reported late and a success reported after the cancellation', async () => {
    const paid = await holdOn(t, guest.token, 5, 10);
    await pay(t, paid.clientSecret, CARDS.success);
    expect(
      (await deliver(intentEvent('payment_intent.payment_failed', paid.intentId))).status,
    ).toBe(200);
    expect(await ledger(t, paid.bookingId)).toMatchObject({
      status: 'confirmed',
      confirmations: 2,
      payouts: 1,
    });

    const expired = await holdOn(t, guest.token, 5, 12);
    t.clock.advance(16 * 60_000);
    await t.services.createJobRunner().runOnce();
    for (const type of ['succeeded', 'canceled', 'succeeded']) {
      expect((await deliver(intentEvent(`payment_intent.${type}`, expired.intentId))).status).toBe(
        200,
      );
    }
    figures.outOfOrderDeliveries += 4;
    expect(await ledger(t, expired.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'hold_expired',
      confirmations: 0,
      payouts: 0,
      slots: 0,
    });
  });
});
