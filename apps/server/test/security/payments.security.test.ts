import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { signUp, TEST_SECRET } from '../harness.ts';
import {
  at,
  CARDS,
  createBookingTestApp,
  createListing,
  intentBody,
  pay,
  type BookingTestApp,
} from '../../src/bookings/testing.ts';
import { sandboxWebhookSecret } from '../../src/payments/index.ts';
import { signPayload } from '../../src/payments/webhook-signature.ts';
import type { StripeFault } from '../../src/payments/fake-stripe.ts';
import { STRIPE_MAX_NETWORK_RETRIES } from '../../src/payments/stripe-provider.ts';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '../../src/payments/failures.ts';
import { snapshot } from './snapshot.ts';
import {
  audit,
  figures,
  HOLD,
  holdOn,
  intentEvent,
  isCleanError,
  ledger,
  send,
  signStripe,
  startStripeApp,
  stripeWebhook,
  WEBHOOK,
} from './payments-harness.ts';

type StripeApp = Awaited<ReturnType<typeof startStripeApp>>;
const cancelPath = (bookingId: string) => `/rest/v1/bookings/${bookingId}/cancel`;
const statusPath = (clientSecret: string) =>
  `/functions/v1/payment-status?client_secret=${encodeURIComponent(clientSecret)}`;

async function eventRows(t: BookingTestApp, id: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from payment_events where id = ${id}`,
  );
  return row!.n;
}

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

afterAll(() => {
  console.info(`payments security figures: ${JSON.stringify(figures)}`);
});

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

const FAULTS: { name: string; fault: StripeFault; status: 502 | 503; commits: boolean }[] = [
  { name: 'a 500', fault: { kind: 'status', status: 500 }, status: 502, commits: false },
  { name: 'a 503', fault: { kind: 'status', status: 503 }, status: 503, commits: false },
  { name: 'a timeout', fault: { kind: 'hang' }, status: 503, commits: false },
  {
    name: 'a timeout after the operation went through',
    fault: { kind: 'hang', commit: true },
    status: 503,
    commits: true,
  },
  {
    name: 'a dropped connection after the operation went through',
    fault: { kind: 'drop' },
    status: 503,
    commits: true,
  },
];
const ATTEMPTS = 1 + STRIPE_MAX_NETWORK_RETRIES;

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

  async function confirmedBooking(day: number, hour = 10) {
    const h = await holdOn(s.t, s.guest.token, day, hour);
    s.stripe.update(h.intentId, { status: 'succeeded' });
    expect(
      (await stripeWebhook(s.t, intentEvent('payment_intent.succeeded', h.intentId))).status,
    ).toBe(200);
    return h;
  }
  function expectFailure(
    res: { status: number; json: any; text: string; headers: Headers },
    status: number,
    message: string,
  ) {
    expect(res.status, res.text).toBe(status);
    expect(res.json.error.message).toBe(message);
    expect(isCleanError(res.json, res.text), res.text).toBe(true);
    if (status === 503) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  }

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

  for (const f of FAULTS.filter((fault) => !fault.commits || fault.fault.kind === 'drop')) {
    it(`confirmation: ${f.name} while reading the payment keeps the booking pending until Stripe delivers again`, async () => {
      const h = await holdOn(s.t, s.guest.token, 8, 9 + FAULTS.indexOf(f));
      s.stripe.update(h.intentId, { status: 'succeeded' });
      const path = `/v1/payment_intents/${h.intentId}`;
      s.stripe.inject({ method: 'GET', path, fault: f.fault });
      const event = intentEvent('payment_intent.succeeded', h.intentId);
      expectFailure(await stripeWebhook(s.t, event), f.status, PROVIDER_UNAVAILABLE_MESSAGE);
      expectFailure(
        await send(s.t, 'GET', statusPath(h.clientSecret)),
        f.status,
        PROVIDER_UNAVAILABLE_MESSAGE,
      );
      expect(await ledger(s.t, h.bookingId)).toMatchObject({
        status: 'pending',
        confirmations: 0,
        payouts: 0,
      });
      expect(await eventRows(s.t, event.id), 'an event not applied must be accepted again').toBe(0);
      s.stripe.clearFaults();
      s.stripe.inject({ method: 'GET', path, fault: f.fault, times: 1 });
      expect((await stripeWebhook(s.t, event)).status).toBe(200);
      expect(await ledger(s.t, h.bookingId)).toMatchObject({
        status: 'confirmed',
        confirmations: 2,
        payouts: 1,
      });
      expect((await send(s.t, 'GET', statusPath(h.clientSecret))).json).toMatchObject({
        status: 'succeeded',
        bookingStatus: 'confirmed',
      });
    });
  }

  for (const [i, f] of FAULTS.entries()) {
    it(`declined payment: ${f.name} while cancelling the intent still frees the slot, and Stripe's next delivery cancels it once`, async () => {
      const h = await holdOn(s.t, s.guest.token, 9, 9 + i);
      s.stripe.update(h.intentId, {
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      });
      s.stripe.inject({
        method: 'POST',
        path: `/v1/payment_intents/${h.intentId}/cancel`,
        fault: f.fault,
      });
      const event = intentEvent('payment_intent.payment_failed', h.intentId);
      expectFailure(await stripeWebhook(s.t, event), f.status, PROVIDER_UNAVAILABLE_MESSAGE);
      expect(await ledger(s.t, h.bookingId)).toMatchObject({
        status: 'cancelled',
        cancellation_reason: 'payment_failed',
        slots: 0,
      });
      s.stripe.clearFaults();
      expect((await stripeWebhook(s.t, event)).status).toBe(200);
      expect(
        s.stripe.objects.get(h.intentId)!.status,
        'the declined intent can no longer be paid',
      ).toBe('canceled');
      expect(s.stripe.idempotency(`intent-${h.intentId}-cancel`).executions).toBe(1);
    });
  }

  it('absorbs each fault on one refund attempt: the guest is refunded once, at once', async () => {
    for (const [i, f] of FAULTS.entries()) {
      const h = await confirmedBooking(10, 9 + i);
      s.stripe.inject({ method: 'POST', path: '/v1/refunds', fault: f.fault, times: 1 });
      const res = await send(s.t, 'POST', cancelPath(h.bookingId), { token: s.guest.token });
      expect(res.status, f.name).toBe(200);
      expect(res.json.refund).toEqual({ amount: h.total, currency: 'USD' });
      expect(
        s.stripe.refundsOf(h.intentId).map((r) => r.amount),
        f.name,
      ).toEqual([h.total]);
      expect(await ledger(s.t, h.bookingId), f.name).toMatchObject({
        status: 'cancelled',
        refunded_amount: h.total,
        payouts: 0,
        slots: 0,
        cancellations: 2,
      });
    }
  });

  for (const [i, f] of FAULTS.entries()) {
    it(`cancellation refund: ${f.name} on every attempt answers ${f.status} 'Failed to cancel booking'; the refund follows once, with nobody asking`, async () => {
      const h = await confirmedBooking(11, 9 + i);
      s.stripe.inject({ method: 'POST', path: '/v1/refunds', fault: f.fault });
      expectFailure(
        await send(s.t, 'POST', cancelPath(h.bookingId), { token: s.guest.token }),
        f.status,
        'Failed to cancel booking',
      );
      expect(await ledger(s.t, h.bookingId)).toMatchObject({
        status: 'cancelled',
        refund_id: null,
        payouts: 0,
        slots: 0,
      });
      expect(s.stripe.refundsOf(h.intentId)).toHaveLength(f.commits ? 1 : 0);
      s.stripe.clearFaults();
      await s.t.services.createJobRunner().runOnce();
      const refunds = s.stripe.refundsOf(h.intentId);
      expect(refunds.map((r) => r.amount)).toEqual([h.total]);
      expect(await ledger(s.t, h.bookingId)).toMatchObject({
        refund_id: refunds[0]!.id,
        refunded_amount: h.total,
      });
      const again = await send(s.t, 'POST', cancelPath(h.bookingId), { token: s.guest.token });
      expect(again.json.refund).toEqual({ amount: h.total, currency: 'USD' });
      expect(s.stripe.refundsOf(h.intentId)).toHaveLength(1);
    });
  }

  it('refunds once when five cancellations meet a flaky refund endpoint', async () => {
    const h = await confirmedBooking(12);
    s.stripe.inject({ method: 'POST', path: '/v1/refunds', fault: { kind: 'drop' }, times: 1 });
    s.stripe.inject({
      method: 'POST',
      path: '/v1/refunds',
      fault: { kind: 'status', status: 503 },
      times: 1,
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(s.t, 'POST', cancelPath(h.bookingId), { token: s.guest.token }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(s.stripe.refundsOf(h.intentId).map((r) => r.amount)).toEqual([h.total]);
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      refunded_amount: h.total,
      cancellations: 2,
    });
  });

  it('a hold cancelled while Stripe is down frees the slot at once, and asking again cancels the payment', async () => {
    const h = await holdOn(s.t, s.guest.token, 13);
    s.stripe.inject({
      method: 'GET',
      path: `/v1/payment_intents/${h.intentId}`,
      fault: { kind: 'status', status: 503 },
    });
    expectFailure(
      await send(s.t, 'POST', cancelPath(h.bookingId), { token: s.guest.token }),
      503,
      'Failed to cancel booking',
    );
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'guest_cancelled',
      slots: 0,
    });
    s.stripe.clearFaults();
    expect(
      (await send(s.t, 'POST', cancelPath(h.bookingId), { token: s.guest.token })).status,
    ).toBe(200);
    expect(s.stripe.objects.get(h.intentId)!.status).toBe('canceled');
  });

  it('refunds once a payment made just before its hold was cancelled, when the first refund attempts fail', async () => {
    const h = await holdOn(s.t, s.guest.token, 13, 12);
    s.stripe.update(h.intentId, { status: 'succeeded' });
    s.stripe.inject({ method: 'POST', path: '/v1/refunds', fault: { kind: 'drop' } });
    expectFailure(
      await send(s.t, 'POST', cancelPath(h.bookingId), { token: s.guest.token }),
      503,
      'Failed to cancel booking',
    );
    s.stripe.clearFaults();
    expect(
      (await stripeWebhook(s.t, intentEvent('payment_intent.succeeded', h.intentId))).status,
    ).toBe(200);
    expect(await ledger(s.t, h.bookingId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: h.total,
      confirmations: 0,
      payouts: 0,
    });
    expect(s.stripe.refundsOf(h.intentId)).toHaveLength(1);
  });

  it("answers 503 with the product's message when payout onboarding meets an outage, and makes one account later", async () => {
    const host = await signUp(s.t.app);
    s.stripe.inject({
      method: 'POST',
      path: '/v1/accounts',
      fault: { kind: 'hang', commit: true },
    });
    expectFailure(
      await send(s.t, 'POST', '/functions/v1/stripe-account', {
        token: host.token,
        body: { action: 'create' },
      }),
      503,
      'Failed to connect Stripe account',
    );
    s.stripe.clearFaults();
    const created = await send(s.t, 'POST', '/functions/v1/stripe-account', {
      token: host.token,
      body: { action: 'create' },
    });
    expect(created.status).toBe(200);
    expect(s.stripe.idempotency(`account-${host.userId}`)).toMatchObject({ executions: 1 });
    expect(
      [...s.stripe.objects.values()].filter(
        (o) => o.object === 'account' && o.id === created.json.accountId,
      ),
    ).toHaveLength(1);
  });
});
