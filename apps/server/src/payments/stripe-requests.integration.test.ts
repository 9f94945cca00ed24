import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookingRow,
  createBookingTestApp,
  createListing,
  intentBody,
  slotsOf,
  type BookingTestApp,
} from '../bookings/testing.ts';
import { startFakeStripe } from './fake-stripe.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('requests to book on Stripe (manual capture), against a fake Stripe API', () => {
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

  let events = 0;
  function webhook(intentId: string, type: string) {
    const payload = JSON.stringify({
      id: `evt_req_${++events}`,
      object: 'event',
      type,
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000),
    });
    return call(t.app, 'POST', '/functions/v1/payment-webhook', {
      body: payload,
      headers: { 'stripe-signature': header },
    });
  }

  /** A request whose card Stripe has authorised, reported by a webhook. */
  async function authorisedRequest(day: number) {
    const { host, space } = await createListing(t, { booking_mode: 'request' });
    const res = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: { ...intentBody(space, at(t, day, 10), 2), message: 'May we come by?' },
    });
    expect(res.status).toBe(200);
    const intentId = res.json.clientSecret.split('_secret_')[0] as string;
    const created = stripe.requests.find(
      (r) =>
        r.path === '/v1/payment_intents' && r.form['metadata[booking_id]'] === res.json.bookingId,
    )!;
    expect(created.form.capture_method).toBe('manual');
    stripe.update(intentId, { status: 'requires_capture' });
    expect((await webhook(intentId, 'payment_intent.amount_capturable_updated')).status).toBe(200);
    expect((await bookingRow(t, res.json.bookingId))!.status).toBe('requested');
    return { host, space, intentId, bookingId: res.json.bookingId as string };
  }

  it('captures once on accept with its idempotency key, however often the webhooks come', async () => {
    const { host, intentId, bookingId } = await authorisedRequest(3);
    // The authorisation reported again: nothing changes.
    await webhook(intentId, 'payment_intent.amount_capturable_updated');
    expect((await bookingRow(t, bookingId))!.status).toBe('requested');

    const accepted = await call(t.app, 'POST', `/rest/v1/booking-requests/${bookingId}/accept`, {
      token: host.token,
    });
    expect(accepted.json).toEqual({ id: bookingId, status: 'confirmed' });
    // Stripe's events of the capture, twice and then the older one late: the booking stays confirmed.
    await webhook(intentId, 'payment_intent.succeeded');
    await webhook(intentId, 'payment_intent.succeeded');
    await webhook(intentId, 'payment_intent.amount_capturable_updated');
    expect((await bookingRow(t, bookingId))!.status).toBe('confirmed');
    await call(t.app, 'POST', `/rest/v1/booking-requests/${bookingId}/accept`, {
      token: host.token,
    });
    expect(stripe.idempotency(`booking-${bookingId}-capture`)).toEqual({
      executions: 1,
      replays: 0,
    });
    expect(stripe.objects.get(intentId)!.status).toBe('succeeded');
  });

  it('releases the authorisation on decline with its idempotency key', async () => {
    const { host, space, intentId, bookingId } = await authorisedRequest(4);
    const declined = await call(t.app, 'POST', `/rest/v1/booking-requests/${bookingId}/decline`, {
      token: host.token,
      body: {},
    });
    expect(declined.json.status).toBe('cancelled');
    expect(stripe.objects.get(intentId)!.status).toBe('canceled');
    expect(stripe.idempotency(`booking-${bookingId}-release`).executions).toBe(1);
    // The cancellation's event arrives afterwards: nothing more to do.
    expect((await webhook(intentId, 'payment_intent.canceled')).status).toBe(200);
    expect((await bookingRow(t, bookingId))!.cancellation_reason).toBe('request_declined');
    expect(await slotsOf(t, space.id)).toBe(0);
  });

  it('a card declined at capture ends the request, frees the slot and releases what is left', async () => {
    const { host, space, intentId, bookingId } = await authorisedRequest(5);
    stripe.update(intentId, { decline_capture: true });
    const accepted = await call(t.app, 'POST', `/rest/v1/booking-requests/${bookingId}/accept`, {
      token: host.token,
    });
    expect(accepted.status).toBe(409);
    expect(accepted.json.error.message).toBe(REQUEST_MESSAGES.captureFailed);
    expect(await bookingRow(t, bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'capture_failed',
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    expect(stripe.objects.get(intentId)!.status).toBe('canceled');
  });

  it('an accept the provider could not answer stays accepted, and the jobs capture it later', async () => {
    const { host, intentId, bookingId } = await authorisedRequest(6);
    stripe.inject({ fault: { kind: 'status', status: 503 }, path: /\/capture$/, times: 1 });
    const accepted = await call(t.app, 'POST', `/rest/v1/booking-requests/${bookingId}/accept`, {
      token: host.token,
    });
    expect(accepted.status).toBe(503);
    expect((await bookingRow(t, bookingId))!.status).toBe('requested');
    // Nobody can withdraw it meanwhile, and it does not expire.
    const withdraw = await call(t.app, 'POST', `/rest/v1/booking-requests/${bookingId}/withdraw`, {
      token: guest.token,
    });
    expect(withdraw.json.error.message).toBe(REQUEST_MESSAGES.alreadyAccepted);
    t.clock.advance(2 * 60_000);
    const counts = await t.services.createJobRunner().runOnce();
    expect(counts.settledRequests).toBe(1);
    expect((await bookingRow(t, bookingId))!.status).toBe('confirmed');
    expect(stripe.objects.get(intentId)!.status).toBe('succeeded');
    stripe.clearFaults();
  });
});
