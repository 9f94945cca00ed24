import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { call, signUp, TEST_SECRET } from '../../test/harness.ts';
import {
  at,
  bookingRow,
  CARDS,
  createBookingTestApp,
  createListing,
  intentBody,
  outbox,
  pay,
  slotsOf,
  type BookingTestApp,
} from '../bookings/testing.ts';
import { sandboxWebhookSecret } from './index.ts';
import { intentIdFromClientSecret } from './provider.ts';
import { signPayload } from './webhook-signature.ts';

const HOLD = '/functions/v1/create-payment-intent';

describe('card payments through the sandbox provider', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  async function hold(hour: number, day = 1) {
    const listing = await createListing(t);
    const res = await call(t.app, 'POST', HOLD, {
      token: guest.token,
      body: intentBody(listing.space, at(t, day, hour), 2),
    });
    expect(res.status).toBe(200);
    return { ...listing, intent: res.json as { clientSecret: string; bookingId: string } };
  }

  function webhook(event: object, secret = sandboxWebhookSecret(TEST_SECRET)) {
    const body = JSON.stringify(event);
    return call(t.app, 'POST', '/functions/v1/payment-webhook', {
      body,
      headers: { 'stripe-signature': signPayload(body, secret, t.clock.now()) },
    });
  }

  it('confirms the booking once paid with 4242, with receipts to guest and host and a payout scheduled', async () => {
    const { host, space, intent } = await hold(10);
    const paid = await pay(t, intent.clientSecret, CARDS.success);
    expect(paid.json).toEqual({ status: 'succeeded' });
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('confirmed');
    const status = await call(
      t.app,
      'GET',
      `/functions/v1/payment-status?client_secret=${intent.clientSecret}`,
    );
    expect(status.json).toEqual({
      status: 'succeeded',
      bookingId: intent.bookingId,
      bookingStatus: 'confirmed',
      refunded: false,
    });
    const mails = (await outbox(t)).filter((m) => m.text_body.includes(intent.bookingId));
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ['booking_confirmed_guest', guest.email],
      ['booking_confirmed_host', host.email],
    ]);
    expect(mails[0]!.subject).toBe(`Booking Confirmed! ${space.title}`);
    expect(mails[0]!.text_body).toContain('Total paid: $55.00');
    const [payout] = await queryRows<{ amount: string; status: string; release_at: Date | string }>(
      t.db,
      sql`select amount, status, release_at from payouts where booking_id = ${intent.bookingId}`,
    );
    expect(Number(payout!.amount)).toBe(4500);
    expect(new Date(payout!.release_at).getTime()).toBe(at(t, 1, 12).getTime() + 24 * 3_600_000);
  });

  it('confirms exactly once however often it is told', async () => {
    const { intent } = await hold(13);
    await pay(t, intent.clientSecret, CARDS.success);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'GET', `/functions/v1/payment-status?client_secret=${intent.clientSecret}`),
      ),
    );
    const again = await pay(t, intent.clientSecret, CARDS.success);
    expect(again.json.status).toBe('succeeded');
    const mails = (await outbox(t)).filter((m) => m.text_body.includes(intent.bookingId));
    expect(mails).toHaveLength(2);
    const [payouts] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from payouts where booking_id = ${intent.bookingId}`,
    );
    expect(payouts!.n).toBe(1);
  });

  it('shows a declined card its error and frees the slot at once', async () => {
    const { space, intent } = await hold(15);
    const declined = await pay(t, intent.clientSecret, CARDS.declined);
    expect(declined.json).toEqual({
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(await bookingRow(t, intent.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'payment_failed',
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    const retry = await call(t.app, 'POST', HOLD, {
      token: guest.token,
      body: intentBody(space, at(t, 1, 15), 2),
    });
    expect(retry.status).toBe(200);
  });

  it('fails for insufficient funds', async () => {
    const { intent } = await hold(17);
    const res = await pay(t, intent.clientSecret, CARDS.insufficientFunds);
    expect(res.json.error).toEqual({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('cancelled');
  });

  it('asks for an extra authentication step that the guest completes or fails', async () => {
    const first = await hold(9, 2);
    const res = await pay(t, first.intent.clientSecret, CARDS.authentication);
    expect(res.json.status).toBe('requires_action');
    expect(res.json.nextActionUrl).toBe(
      `/sandbox/authenticate?client_secret=${encodeURIComponent(first.intent.clientSecret)}`,
    );
    expect((await bookingRow(t, first.intent.bookingId))!.status).toBe('pending');
    const done = await call(t.app, 'POST', '/functions/v1/sandbox/authenticate', {
      body: { clientSecret: first.intent.clientSecret, outcome: 'complete' },
    });
    expect(done.json.status).toBe('succeeded');
    expect((await bookingRow(t, first.intent.bookingId))!.status).toBe('confirmed');

    const second = await hold(12, 2);
    await pay(t, second.intent.clientSecret, CARDS.authentication);
    const failed = await call(t.app, 'POST', '/functions/v1/sandbox/authenticate', {
      body: { clientSecret: second.intent.clientSecret, outcome: 'fail' },
    });
    expect(failed.json.error.code).toBe('payment_intent_authentication_failure');
    expect((await bookingRow(t, second.intent.bookingId))!.status).toBe('cancelled');
    // The result page is told the payment did not succeed (so it says to try again).
    const status = await call(
      t.app,
      'GET',
      `/functions/v1/payment-status?client_secret=${encodeURIComponent(second.intent.clientSecret)}`,
    );
    expect(status.json).toMatchObject({
      status: 'requires_payment_method',
      bookingStatus: 'cancelled',
    });
  });

  it('refuses webhooks with a forged or missing signature and changes nothing', async () => {
    const { intent } = await hold(14, 2);
    const intentId = intent.clientSecret.split('_secret_')[0];
    const event = {
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    };
    const forged = await webhook(event, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect(forged.json.error.code).toBe('invalid_signature');
    const unsigned = await call(t.app, 'POST', '/functions/v1/payment-webhook', { body: event });
    expect(unsigned.status).toBe(400);
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('pending');
  });

  it('ends in the right state after replayed and out-of-order events', async () => {
    const { intent } = await hold(16, 2);
    const id = intent.clientSecret.split('_secret_')[0];
    // A claimed success before the payment happened confirms nothing: the server asks the provider.
    const early = await webhook({
      id: 'evt_early',
      type: 'payment_intent.succeeded',
      data: { object: { id, object: 'payment_intent' } },
    });
    expect(early.status).toBe(200);
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('pending');
    await pay(t, intent.clientSecret, CARDS.success);
    const stale = {
      id: 'evt_stale_failure',
      type: 'payment_intent.payment_failed',
      data: { object: { id, object: 'payment_intent' } },
    };
    expect((await webhook(stale)).status).toBe(200);
    expect((await webhook(stale)).json).toEqual({ received: true, duplicate: true });
    expect(
      (await webhook({ ...stale, id: 'evt_replayed_success', type: 'payment_intent.succeeded' }))
        .status,
    ).toBe(200);
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('confirmed');
    expect((await outbox(t)).filter((m) => m.text_body.includes(intent.bookingId))).toHaveLength(2);
  });

  it('confirms a paid hold whose payment event was lost, from the jobs, before it could expire', async () => {
    const { intent } = await hold(10, 3);
    const intentId = intentIdFromClientSecret(intent.clientSecret)!;
    // Paid at the provider, but the event never arrived (the database was away when it came).
    await t.db.execute(
      sql`update sandbox_payment_intents set status = 'succeeded' where id = ${intentId}`,
    );
    const jobs = t.services.createJobRunner();
    expect((await jobs.runOnce()).reconciledPayments).toBe(0);
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('pending');
    t.clock.advance(11_000);
    expect((await jobs.runOnce()).reconciledPayments).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('confirmed');
  });

  it('expires a hold after 15 minutes and frees the slot (fake clock, scheduled job)', async () => {
    const { space, intent } = await hold(18, 2);
    const jobs = t.services.createJobRunner();
    t.clock.advance(14 * 60_000);
    expect((await jobs.runOnce()).expiredHolds).toBe(0);
    expect(await slotsOf(t, space.id)).toBe(1);
    t.clock.advance(2 * 60_000);
    expect((await jobs.runOnce()).expiredHolds).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(t, intent.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'hold_expired',
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    const availability = await call(
      t.app,
      'GET',
      `/rest/v1/spaces/${space.id}/availability?from=${at(t, 2, 0).toISOString()}&to=${at(t, 3, 0).toISOString()}`,
    );
    expect(availability.json.data).toEqual([]);
  });

  it('refunds a payment that succeeds after its hold expired and never double-books', async () => {
    const { space, intent } = await hold(10, 3);
    t.clock.advance(16 * 60_000);
    // Someone else takes the freed slot.
    const other = await signUp(t.app);
    const taken = await call(t.app, 'POST', HOLD, {
      token: other.token,
      body: intentBody(space, at(t, 3, 10), 2),
    });
    expect(taken.status).toBe(200);
    // The first guest's bank answers late: the sandbox intent is still payable until cancelled.
    await t.db.execute(
      sql`update sandbox_payment_intents set status = 'requires_payment_method' where client_secret = ${intent.clientSecret}`,
    );
    const late = await pay(t, intent.clientSecret, CARDS.success);
    expect(late.json.status).toBe('succeeded');
    expect(await bookingRow(t, intent.bookingId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 5500,
    });
    const status = await call(
      t.app,
      'GET',
      `/functions/v1/payment-status?client_secret=${intent.clientSecret}`,
    );
    expect(status.json).toMatchObject({
      status: 'succeeded',
      bookingStatus: 'cancelled',
      refunded: true,
    });
    const refunds = await queryRows<{ amount: string }>(
      t.db,
      sql`select amount from sandbox_money_movements where kind = 'refund' and payment_intent_id = ${intent.clientSecret.split('_secret_')[0]}`,
    );
    expect(refunds.map((r) => Number(r.amount))).toEqual([5500]);
    expect(await slotsOf(t, space.id)).toBe(1);
  });

  it('answers 404 for an unknown client secret', async () => {
    const res = await call(
      t.app,
      'GET',
      '/functions/v1/payment-status?client_secret=pi_sbxunknown_secret_abc',
    );
    expect(res.status).toBe(404);
    const confirm = await pay(t, 'pi_sbxunknown_secret_abc', CARDS.success);
    expect(confirm.status).toBe(404);
  });
});
