import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookingRow,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from '../bookings/testing.ts';
import { startFakeStripe } from './fake-stripe.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('the Stripe adapter against a fake Stripe API on loopback', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  const signer = new Stripe('sk_test_fake');

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const payments = createStripeProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      api: stripe.api,
      maxNetworkRetries: 0,
    });
    t = await createBookingTestApp({ deps: { payments } });
    guest = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  function webhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000),
    });
    return call(t.app, 'POST', '/functions/v1/payment-webhook', {
      body: payload,
      headers: { 'stripe-signature': header },
    });
  }

  async function connectedHost() {
    const listing = await createListing(t, { hourly_price: 3333, currency: 'JPY' });
    const created = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token: listing.host.token,
      body: { action: 'create' },
    });
    expect(created.json.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_fake\d+$/);
    stripe.update(created.json.accountId, { details_submitted: true });
    const check = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token: listing.host.token,
      body: { action: 'check', accountId: created.json.accountId },
    });
    expect(check.json).toEqual({ complete: true });
    return { ...listing, accountId: created.json.accountId as string };
  }

  it('creates a destination PaymentIntent in whole yen with a deterministic idempotency key', async () => {
    const { space, accountId } = await connectedHost();
    const res = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 1, 10), 3),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      amount: 10999,
      currency: 'JPY',
    });
    const created = stripe.requests.find(
      (r) =>
        r.path === '/v1/payment_intents' && r.form['metadata[booking_id]'] === res.json.bookingId,
    )!;
    expect(created.idempotencyKey).toBe(`booking-${res.json.bookingId}-intent`);
    expect(created.form).toMatchObject({
      amount: '10999',
      currency: 'jpy',
      'transfer_data[destination]': accountId,
      // The platform keeps the guest fee (1000) and 10% of the subtotal (9999 - 8999 = 1000).
      application_fee_amount: '2000',
      'automatic_payment_methods[enabled]': 'true',
    });
    const accountRequest = stripe.requests.find(
      (r) => r.path === '/v1/accounts' && r.method === 'POST',
    )!;
    expect(accountRequest.idempotencyKey).toMatch(/^account-/);
    expect(accountRequest.form['settings[payouts][schedule][interval]']).toBe('manual');
  });

  it('sends cents for USD and keeps funds on the platform when the host has no account', async () => {
    const { space } = await createListing(t, { hourly_price: 1005, currency: 'USD' });
    const res = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 1, 12), 1),
    });
    const created = stripe.requests.find(
      (r) => r.form['metadata[booking_id]'] === res.json.bookingId,
    )!;
    expect(created.form.amount).toBe('1106');
    expect(created.form.currency).toBe('usd');
    expect(created.form['transfer_data[destination]']).toBeUndefined();
  });

  it('confirms on a signed webhook after retrieving the intent, ignores forged ones, and refunds with the transfer and fee reversed', async () => {
    const { space } = await connectedHost();
    const res = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 9, 10), 2),
    });
    const intentId = res.json.clientSecret.split('_secret_')[0];
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    };

    expect((await webhook(event, 'whsec_wrong')).status).toBe(400);
    stripe.update(intentId, { status: 'succeeded' });
    expect((await bookingRow(t, res.json.bookingId))!.status).toBe('pending');
    expect((await webhook(event)).status).toBe(200);
    expect((await bookingRow(t, res.json.bookingId))!.status).toBe('confirmed');
    expect(
      stripe.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intentId}`,
      ),
    ).toBe(true);

    const cancel = await call(t.app, 'POST', `/rest/v1/bookings/${res.json.bookingId}/cancel`, {
      token: guest.token,
    });
    expect(cancel.json.refund).toEqual({ amount: 7333, currency: 'JPY' });
    const refund = stripe.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.payment_intent === intentId,
    )!;
    expect(refund.idempotencyKey).toBe(`booking-${res.json.bookingId}-cancel-refund`);
    expect(refund.form).toMatchObject({
      amount: '7333',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
  });

  it('releases a payout on the connected account for a destination charge', async () => {
    const provider = createStripeProvider({
      secretKey: 'sk_test_fake',
      api: stripe.api,
      maxNetworkRetries: 0,
    });
    const { space, accountId } = await connectedHost();
    const res = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 10, 10), 1),
    });
    const intentId = res.json.clientSecret.split('_secret_')[0];
    const payout = await provider.releasePayout({
      accountId,
      amount: 3000,
      currency: 'JPY',
      paymentIntentId: intentId,
      bookingId: res.json.bookingId,
      idempotencyKey: 'payout-1',
    });
    const again = await provider.releasePayout({
      accountId,
      amount: 3000,
      currency: 'JPY',
      paymentIntentId: intentId,
      bookingId: res.json.bookingId,
      idempotencyKey: 'payout-1',
    });
    expect(again.id).toBe(payout.id);
    const request = stripe.requests.find((r) => r.path === '/v1/payouts')!;
    expect(request).toMatchObject({
      stripeAccount: accountId,
      idempotencyKey: 'payout-1',
      form: { amount: '3000', currency: 'jpy' },
    });
    const transfer = await provider.releasePayout({
      accountId,
      amount: 500,
      currency: 'USD',
      paymentIntentId: null,
      bookingId: 'b',
      idempotencyKey: 'payout-2',
    });
    expect(transfer.id).toMatch(/^tr_fake/);
  });

  it('maps a Stripe error to a provider error without leaking a 500 for an unknown intent', async () => {
    const res = await call(
      t.app,
      'GET',
      '/functions/v1/payment-status?client_secret=pi_unknown_secret_abc',
    );
    expect(res.status).toBe(404);
  });
});
