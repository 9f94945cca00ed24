import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../harness.ts';
import { expectFailure, FAULTS } from './stripe-faults.ts';
import {
  audit,
  cancelPath,
  reportFigures,
  holdOn,
  intentEvent,
  ledger,
  send,
  startStripeApp,
  stripeWebhook,
  type StripeApp,
} from './payments-harness.ts';

// Faults at Stripe while a cancellation refunds or cancels a payment, and while a host connects
// a payout account.

reportFigures('faults refunding');

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
