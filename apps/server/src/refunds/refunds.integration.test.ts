import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { call, signUp } from '../../test/harness.ts';
import {
  HOUR,
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  outbox,
  type BookingTestApp,
} from '../bookings/testing.ts';

describe('refunds by admins (POST /rest/v1/admin/bookings/{id}/refunds)', () => {
  let t: BookingTestApp;
  let adminToken: string;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    admin = await createUser(t.db, { profile: { is_admin: true } });
    adminToken = await signIn(admin);
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  /** A paid booking of a new listing: 3 hours at `hourly` (minor units) in `currency`. */
  async function paidBooking(
    hourly = 2000,
    currency: 'USD' | 'JPY' | 'KRW' | 'EUR' = 'USD',
    day = 1,
  ) {
    const listing = await createListing(t, { hourly_price: hourly, currency });
    const { intent } = await bookAndPay(
      t,
      guest.token,
      intentBody(listing.space, at(t, day, 10), 3),
    );
    return { ...listing, bookingId: intent.bookingId as string, total: intent.amount as number };
  }

  async function signIn(user: { email: string; password: string }) {
    const signedIn = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: user.email, password: user.password },
    });
    return signedIn.json.access_token as string;
  }

  const refund = (bookingId: string, body: Record<string, unknown>, token = adminToken) =>
    call(t.app, 'POST', `/rest/v1/admin/bookings/${bookingId}/refunds`, { token, body });

  async function refundMovements(bookingId: string) {
    return queryRows<{ amount: string }>(
      t.db,
      sql`select m.amount from sandbox_money_movements m join bookings b on b.payment_intent_id = m.payment_intent_id
          where m.kind = 'refund' and b.id = ${bookingId} order by m.created_at`,
    );
  }

  it('refunds half a booking: the provider, the booking, the payout, the figures and the guest follow', async () => {
    const { bookingId, total } = await paidBooking(2000);
    expect(total).toBe(6600);
    const found = await call(t.app, 'GET', `/rest/v1/admin/bookings/${bookingId}`, {
      token: adminToken,
    });
    expect(found.json).toMatchObject({ status: 'confirmed', refundable: 6600, refunds: [] });
    const res = await refund(bookingId, {
      amount: 3300,
      reason: 'The heating did not work',
      idempotency_key: randomUUID(),
    });
    expect(res.status).toBe(200);
    // Half the total: the host gives back half their $54 payout, the platform the rest ($6, $3 of it fee).
    expect(res.json.refund).toMatchObject({
      amount: 3300,
      currency: 'USD',
      reason: 'The heating did not work',
      status: 'succeeded',
      host_share: 2700,
      fee_share: 300,
    });
    expect(res.json.booking).toMatchObject({
      refunded_amount: 3300,
      refundable: 3300,
      payout: { amount: 2700, status: 'scheduled', adjustment_amount: null },
    });
    expect((await refundMovements(bookingId)).map((m) => Number(m.amount))).toEqual([3300]);
    // The guest sees it on the booking, with the reason, and is mailed.
    const mine = await call(t.app, 'GET', `/rest/v1/bookings/${bookingId}`, { token: guest.token });
    expect(mine.json).toMatchObject({
      refunded_amount: 3300,
      refunds: [{ amount: 3300, reason: 'The heating did not work' }],
    });
    const mail = (await outbox(t)).find(
      (m) => m.kind === 'booking_refunded_guest' && m.text_body.includes(bookingId),
    );
    expect(mail).toMatchObject({ to_address: guest.email });
    expect(mail!.subject).toMatch(/^Refund of \$33\.00: /);
    expect(mail!.text_body).toContain('Reason: The heating did not work');
    // The platform's figures count what was kept: $33 of revenue and $3 of fees.
    const stats = await call(t.app, 'GET', '/rest/v1/admin/stats', { token: adminToken });
    expect(stats.json.revenue).toEqual([{ currency: 'USD', total: 3300, bookings: 1, fees: 300 }]);
  });

  it('refunds once per idempotency key: a replay and a double click answer the same refund', async () => {
    const { bookingId } = await paidBooking(1000, 'USD', 2);
    const body = { amount: 500, reason: 'Late check-in', idempotency_key: randomUUID() };
    const answers = await Promise.all([refund(bookingId, body), refund(bookingId, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.json.refund.id).toBe(answers[1]!.json.refund.id);
    const replay = await refund(bookingId, body);
    expect(replay.json.refund.id).toBe(answers[0]!.json.refund.id);
    expect(replay.json.booking.refunded_amount).toBe(500);
    expect((await refundMovements(bookingId)).map((m) => Number(m.amount))).toEqual([500]);
  });

  it('never lets concurrent refunds together pass what the guest paid', async () => {
    const { bookingId, total } = await paidBooking(1000, 'USD', 3);
    // Ten admins' requests of 40% each: two fit, the other eight are refused.
    const part = Math.floor(total * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund(bookingId, { amount: part, reason: 'Goodwill', idempotency_key: randomUUID() }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(8);
    expect(refused[0]!.json.error).toEqual({
      code: 'refund_exceeds_paid',
      message: 'At most $6.60 can still be refunded',
    });
    const sent = (await refundMovements(bookingId)).map((m) => Number(m.amount));
    expect(sent).toEqual([part, part]);
    const [row] = await queryRows<{ refunded: string }>(
      t.db,
      sql`select refunded_amount as refunded from bookings where id = ${bookingId}`,
    );
    expect(Number(row!.refunded)).toBe(2 * part);
  });

  it('refuses what it must, with the product words and nothing written', async () => {
    const { bookingId } = await paidBooking(1000, 'USD', 4);
    const body = { amount: 100, reason: 'x', idempotency_key: randomUUID() };
    expect((await refund(bookingId, body, guest.token)).status).toBe(403);
    expect((await refund(randomUUID(), body)).json.error).toMatchObject({
      code: 'not_found',
      message: 'Booking not found',
    });
    const noReason = await refund(bookingId, { ...body, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.fields.reason).toEqual(['Please give a reason for the refund']);
    const zero = await refund(bookingId, { ...body, amount: 0 });
    expect(zero.json.error.fields.amount).toEqual(['Enter an amount above zero']);
    const tooMuch = await refund(bookingId, { ...body, amount: 1_000_000 });
    expect(tooMuch.json.error).toEqual({
      code: 'refund_exceeds_paid',
      message: 'At most $33.00 can still be refunded',
    });
    // A hold never paid is not refundable.
    const { space } = await createListing(t);
    const held = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 4, 15), 1),
    });
    const pending = await refund(held.json.bookingId, body);
    expect(pending.json.error).toEqual({
      code: 'not_refundable',
      message: 'Only confirmed or completed bookings can be refunded',
    });
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from booking_refunds where booking_id in (${bookingId}, ${held.json.bookingId})`,
    );
    expect(row!.n).toBe(0);
  });

  it('refunds zero-decimal currencies in whole units (JPY, KRW)', async () => {
    // 3 hours at ¥1,235: subtotal 3705, fee 371, total 4076, payout 3335.
    const yen = await paidBooking(1235, 'JPY', 5);
    expect(yen.total).toBe(4076);
    const res = await refund(yen.bookingId, {
      amount: 1000,
      reason: 'Noise',
      idempotency_key: randomUUID(),
    });
    expect(res.json.refund).toMatchObject({ amount: 1000, host_share: 818, fee_share: 91 });
    expect(res.json.booking.payout).toMatchObject({ amount: 2517, status: 'scheduled' });
    const won = await paidBooking(33333, 'KRW', 6);
    const all = await refund(won.bookingId, {
      amount: won.total,
      reason: 'Listing was closed',
      idempotency_key: randomUUID(),
    });
    expect(all.json.booking).toMatchObject({
      refunded_amount: won.total,
      refundable: 0,
      payout: { status: 'cancelled' },
    });
  });

  it('a guest cancelling after a refund gets the policy share of what is left', async () => {
    const { bookingId, total } = await paidBooking(2000, 'USD', 20);
    const first = await refund(bookingId, {
      amount: 1000,
      reason: 'Small room',
      idempotency_key: randomUUID(),
    });
    expect(first.json.booking.refunded_amount).toBe(1000);
    const cancelled = await call(t.app, 'POST', `/rest/v1/bookings/${bookingId}/cancel`, {
      token: guest.token,
    });
    // Flexible, days ahead: the rest in full, so everything the guest paid is back.
    expect(cancelled.json.refund.amount).toBe(total);
    expect(cancelled.json.booking.refunds).toEqual([
      expect.objectContaining({ amount: 1000, reason: 'Small room' }),
    ]);
    expect((await refundMovements(bookingId)).map((m) => Number(m.amount))).toEqual([
      1000,
      total - 1000,
    ]);
  });

  it('after the payout was released, takes the host share back from the next payout', async () => {
    const host = await signUp(t.app);
    const created = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token: host.token,
      body: { action: 'create' },
    });
    await call(t.app, 'POST', '/functions/v1/sandbox/onboarding/complete', {
      token: host.token,
      body: { accountId: created.json.accountId },
    });
    const listing = await createListing(t, { hourly_price: 2000 });
    await t.db.execute(
      sql`update spaces set user_id = ${host.userId} where id = ${listing.space.id}`,
    );
    const first = await bookAndPay(t, guest.token, intentBody(listing.space, at(t, 8, 10), 3));
    const second = await bookAndPay(t, guest.token, intentBody(listing.space, at(t, 9, 10), 3));
    const runner = t.services.createJobRunner();
    t.clock.set(new Date(at(t, 8, 13).getTime() + 25 * HOUR));
    await runner.runOnce();
    const payouts = () =>
      queryRows<{
        booking_id: string;
        status: string;
        amount: number;
        adjustment_amount: number | null;
      }>(
        t.db,
        sql`select booking_id, status, amount::int as amount, adjustment_amount::int as adjustment_amount from payouts where host_id = ${host.userId} order by release_at`,
      );
    expect((await payouts()).map((p) => p.status)).toEqual(['paid', 'scheduled']);
    // Half of the first booking, after its $54 payout went out: $27 is owed back. (A day on, the
    // admin signs in again.)
    adminToken = await signIn(admin);
    const res = await refund(first.intent.bookingId, {
      amount: 3300,
      reason: 'Double charge',
      idempotency_key: randomUUID(),
    });
    expect(res.json.booking.payout).toEqual({
      amount: 5400,
      status: 'paid',
      adjustment_amount: 0,
    });
    t.clock.set(new Date(at(t, 9, 13).getTime() + 25 * HOUR));
    await runner.runOnce();
    const [, next] = await payouts();
    expect(next).toMatchObject({ status: 'paid', amount: 5400, adjustment_amount: -2700 });
    const sent = await queryRows<{ amount: string }>(
      t.db,
      sql`select m.amount from sandbox_money_movements m join bookings b on b.payment_intent_id = m.payment_intent_id
          where m.kind = 'payout' and b.id = ${second.intent.bookingId}`,
    );
    expect(sent.map((m) => Number(m.amount))).toEqual([2700]);
    // The host's dashboard counts the first booking's kept half.
    const dashboard = await call(t.app, 'GET', '/rest/v1/dashboard', {
      token: await signIn(host),
    });
    expect(dashboard.json.earnings).toEqual([{ currency: 'USD', gross: 9000, payout: 8100 }]);
  });
});
