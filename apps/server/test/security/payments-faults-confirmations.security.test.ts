import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '../../src/payments/failures.ts';
import { expectFailure, FAULTS } from './stripe-faults.ts';
import {
  audit,
  eventRows,
  reportFigures,
  holdOn,
  intentEvent,
  ledger,
  send,
  startStripeApp,
  statusPath,
  stripeWebhook,
  type StripeApp,
} from './payments-harness.ts';

// Faults at Stripe while a webhook or the result page reads a payment, or a declined payment's
// intent is cancelled.

reportFigures('faults confirming');

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
});
