import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookAndPay,
  bookingRow,
  createBookingTestApp,
  createListing,
  intentBody,
  outbox,
  slotsOf,
  type BookingTestApp,
} from './testing.ts';

describe('POST /rest/v1/bookings/{id}/cancel and GET /rest/v1/bookings', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  async function payoutOf(bookingId: string) {
    const [row] = await queryRows<{ status: string; amount: string }>(
      t.db,
      sql`select status, amount from payouts where booking_id = ${bookingId}`,
    );
    return row && { status: row.status, amount: Number(row.amount) };
  }

  async function refundsOf(bookingId: string) {
    const rows = await queryRows<{ amount: string; reverse_transfer: boolean }>(
      t.db,
      sql`select m.amount, m.reverse_transfer from sandbox_money_movements m join bookings b on b.payment_intent_id = m.payment_intent_id
          where b.id = ${bookingId} and m.kind = 'refund'`,
    );
    return rows.map((row) => Number(row.amount));
  }

  it('refunds in full under the flexible policy at 24 h notice and frees the slot', async () => {
    const { space } = await createListing(t, { cancellation_policy: 'flexible' });
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 2, 10), 2));
    expect(await slotsOf(t, space.id)).toBe(1);
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${intent.bookingId}/cancel`, {
      token: guest.token,
    });
    expect(res.status).toBe(200);
    expect(res.json.refund).toEqual({ amount: 5500, currency: 'USD' });
    expect(res.json.booking).toMatchObject({
      id: intent.bookingId,
      status: 'cancelled',
      refunded_amount: 5500,
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    expect(await refundsOf(intent.bookingId)).toEqual([5500]);
    const [payout] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payouts where booking_id = ${intent.bookingId}`,
    );
    expect(payout!.status).toBe('cancelled');
    const mails = (await outbox(t))
      .filter((m) => m.text_body.includes(intent.bookingId))
      .map((m) => m.kind);
    expect(mails).toEqual(
      expect.arrayContaining(['booking_cancelled_guest', 'booking_cancelled_host']),
    );
    // The slot is bookable again.
    const again = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 2, 10), 2),
    });
    expect(again.status).toBe(200);
  });

  it('refunds nothing under flexible with less than 24 h notice', async () => {
    const { space } = await createListing(t, { cancellation_policy: 'flexible' });
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 0, 20), 1));
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${intent.bookingId}/cancel`, {
      token: guest.token,
    });
    expect(res.json.refund.amount).toBe(0);
    expect(await refundsOf(intent.bookingId)).toEqual([]);
    expect(await slotsOf(t, space.id)).toBe(0);
    // The guest's money was kept: the host is still paid their 90% of it, when it falls due.
    expect(await payoutOf(intent.bookingId)).toEqual({ status: 'scheduled', amount: 2250 });
  });

  it('refunds moderate in full at 5 days and strict by half at 7 days', async () => {
    const { space: moderate } = await createListing(t, { cancellation_policy: 'moderate' });
    const early = await bookAndPay(t, guest.token, intentBody(moderate, at(t, 6, 10), 1));
    const late = await bookAndPay(t, guest.token, intentBody(moderate, at(t, 4, 10), 1));
    expect(
      (
        await call(t.app, 'POST', `/rest/v1/bookings/${early.intent.bookingId}/cancel`, {
          token: guest.token,
        })
      ).json.refund.amount,
    ).toBe(2750);
    expect(
      (
        await call(t.app, 'POST', `/rest/v1/bookings/${late.intent.bookingId}/cancel`, {
          token: guest.token,
        })
      ).json.refund.amount,
    ).toBe(0);
    const { space: strict } = await createListing(t, {
      cancellation_policy: 'strict',
      hourly_price: 1005,
    });
    const week = await bookAndPay(t, guest.token, intentBody(strict, at(t, 8, 10), 1));
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${week.intent.bookingId}/cancel`, {
      token: guest.token,
    });
    // Total 1005 + 101 = 1106; half is 553.
    expect(res.json.refund).toEqual({ amount: 553, currency: 'USD' });
    expect(await refundsOf(week.intent.bookingId)).toEqual([553]);
    // Half of 1106 kept: half of the 905 payout, 452.5, rounded half-up.
    expect(await payoutOf(week.intent.bookingId)).toEqual({ status: 'scheduled', amount: 453 });
    const hostMail = (await outbox(t)).find(
      (m) => m.kind === 'booking_cancelled_host' && m.text_body.includes(week.intent.bookingId),
    );
    expect(hostMail!.text_body).toContain('Your payout: $4.53');
    // Refunded in full: no payout, and the host's mail names none.
    expect(await payoutOf(early.intent.bookingId)).toEqual({ status: 'cancelled', amount: 2250 });
    const fullMail = (await outbox(t)).find(
      (m) => m.kind === 'booking_cancelled_host' && m.text_body.includes(early.intent.bookingId),
    );
    expect(fullMail!.text_body).not.toContain('Your payout');
  });

  it('refunds under the policy the booking was made with, whatever the host changes on the listing later', async () => {
    const { space } = await createListing(t, { cancellation_policy: 'moderate' });
    const paid = await bookAndPay(t, guest.token, intentBody(space, at(t, 10, 10), 1));
    const held = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 10, 14), 1),
    });
    expect(held.status).toBe(200);
    await t.db.execute(
      sql`update spaces set cancellation_policy = 'strict' where id = ${space.id}`,
    );
    // The hold was placed under moderate too: paid after the change, it keeps moderate.
    const list = await call(t.app, 'GET', '/rest/v1/bookings', { token: guest.token });
    const policies = Object.fromEntries(
      list.json.data.map((b: { id: string; cancellation_policy: string }) => [
        b.id,
        b.cancellation_policy,
      ]),
    );
    expect(policies[paid.intent.bookingId]).toBe('moderate');
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${paid.intent.bookingId}/cancel`, {
      token: guest.token,
    });
    expect(res.json.refund).toEqual({ amount: 2750, currency: 'USD' });
    expect(res.json.booking.cancellation_policy).toBe('moderate');
    // A booking made after the change is under the new policy: half back at 10 days.
    const later = await bookAndPay(t, guest.token, intentBody(space, at(t, 10, 18), 1));
    const strict = await call(t.app, 'POST', `/rest/v1/bookings/${later.intent.bookingId}/cancel`, {
      token: guest.token,
    });
    expect(strict.json.refund.amount).toBe(1375);
  });

  it('cancels a pending hold without a refund and cancels its payment', async () => {
    const { space } = await createListing(t);
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 3, 10), 1),
    });
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${hold.json.bookingId}/cancel`, {
      token: guest.token,
    });
    expect(res.status).toBe(200);
    expect(res.json.refund.amount).toBe(0);
    expect(await slotsOf(t, space.id)).toBe(0);
    const [intent] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from sandbox_payment_intents where client_secret = ${hold.json.clientSecret}`,
    );
    expect(intent!.status).toBe('canceled');
  });

  it('is safe to ask twice: the refund is made once', async () => {
    const { space } = await createListing(t);
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 5, 10), 1));
    const [first, second] = await Promise.all([
      call(t.app, 'POST', `/rest/v1/bookings/${intent.bookingId}/cancel`, { token: guest.token }),
      call(t.app, 'POST', `/rest/v1/bookings/${intent.bookingId}/cancel`, { token: guest.token }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await refundsOf(intent.bookingId)).toEqual([2750]);
    expect(await bookingRow(t, intent.bookingId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 2750,
    });
  });

  it("does not let another user read or cancel someone else's booking", async () => {
    const { space } = await createListing(t);
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 6, 14), 1));
    const stranger = await signUp(t.app);
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${intent.bookingId}/cancel`, {
      token: stranger.token,
    });
    expect(res.status).toBe(404);
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('confirmed');
    const list = await call(t.app, 'GET', '/rest/v1/bookings', { token: stranger.token });
    expect(list.json.data).toEqual([]);
    expect((await call(t.app, 'POST', `/rest/v1/bookings/${intent.bookingId}/cancel`)).status).toBe(
      401,
    );
    expect(
      (await call(t.app, 'POST', '/rest/v1/bookings/not-a-uuid/cancel', { token: guest.token }))
        .status,
    ).toBe(400);
  });

  it('refuses to cancel a stay that has begun, and keeps its slot', async () => {
    const { space } = await createListing(t);
    const start = at(t, 1, 10);
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, start, 3));
    const before = t.clock.now();
    t.clock.set(new Date(start.getTime() + 30 * 60_000));
    let res;
    try {
      const signedIn = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: guest.email, password: guest.password },
      });
      res = await call(t.app, 'POST', `/rest/v1/bookings/${intent.bookingId}/cancel`, {
        token: signedIn.json.access_token,
      });
    } finally {
      t.clock.set(before);
    }
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'not_cancellable',
      message: 'This booking can no longer be cancelled',
    });
    expect((await bookingRow(t, intent.bookingId))!.status).toBe('confirmed');
    expect(await slotsOf(t, space.id)).toBe(1);
  });

  it('refuses to cancel a completed booking', async () => {
    const { space } = await createListing(t);
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 0, 9), 1));
    await t.db.execute(
      sql`update bookings set status = 'completed' where id = ${intent.bookingId}`,
    );
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${intent.bookingId}/cancel`, {
      token: guest.token,
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('not_cancellable');
  });

  it('lists own bookings, the soonest first, with the space, status, times and total', async () => {
    const me = await signUp(t.app);
    const { space } = await createListing(t, { title: 'Loft by the river', images: ['/a.webp'] });
    const later = await bookAndPay(t, me.token, intentBody(space, at(t, 7, 12), 2));
    const sooner = await bookAndPay(t, me.token, intentBody(space, at(t, 7, 10), 1));
    const res = await call(t.app, 'GET', '/rest/v1/bookings', { token: me.token });
    expect(res.json.data.map((b: { id: string }) => b.id)).toEqual([
      sooner.intent.bookingId,
      later.intent.bookingId,
    ]);
    expect(res.json.data[1]).toMatchObject({
      status: 'confirmed',
      start_time: at(t, 7, 12).toISOString(),
      end_time: at(t, 7, 14).toISOString(),
      total_price: 5500,
      currency: 'USD',
      cancellation_policy: 'flexible',
      space: {
        id: space.id,
        title: 'Loft by the river',
        location: space.location,
        images: ['/a.webp'],
        time_zone: 'UTC',
        currency: 'USD',
      },
    });
    expect((await call(t.app, 'GET', '/rest/v1/bookings')).status).toBe(401);
  });

  it('leaves out holds that were never paid, and keeps a paid booking after it is cancelled', async () => {
    const me = await signUp(t.app);
    const { space } = await createListing(t);
    const abandoned = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: me.token,
      body: intentBody(space, at(t, 9, 10), 1),
    });
    await call(t.app, 'POST', `/rest/v1/bookings/${abandoned.json.bookingId}/cancel`, {
      token: me.token,
    });
    const paid = await bookAndPay(t, me.token, intentBody(space, at(t, 9, 12), 1));
    await call(t.app, 'POST', `/rest/v1/bookings/${paid.intent.bookingId}/cancel`, {
      token: me.token,
    });
    const holding = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: me.token,
      body: intentBody(space, at(t, 9, 14), 1),
    });
    const list = await call(t.app, 'GET', '/rest/v1/bookings', { token: me.token });
    expect(list.json.data.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([
      [holding.json.bookingId, 'pending'],
      [paid.intent.bookingId, 'cancelled'],
    ]);
  });
});
