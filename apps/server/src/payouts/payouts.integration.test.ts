import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
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

describe('payout accounts, the host dashboard and payout release', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  async function connect(token: string) {
    const created = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token,
      body: { action: 'create' },
    });
    expect(created.status).toBe(200);
    const { accountId, url } = created.json;
    expect(url).toBe(`/sandbox/onboarding/${accountId}`);
    const done = await call(t.app, 'POST', '/functions/v1/sandbox/onboarding/complete', {
      token,
      body: { accountId },
    });
    expect(done.json).toEqual({ complete: true });
    return accountId as string;
  }

  it('connects a payout account: not connected -> connected, incomplete -> complete', async () => {
    const host = await signUp(t.app);
    const empty = await call(t.app, 'GET', '/rest/v1/dashboard', { token: host.token });
    expect(empty.json.payout_account).toEqual({
      connected: false,
      account_id: null,
      onboarding_complete: false,
    });
    const created = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token: host.token,
      body: { action: 'create' },
    });
    const { accountId } = created.json;
    const check = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token: host.token,
      body: { action: 'check', accountId },
    });
    expect(check.json).toEqual({ complete: false });
    expect(
      (await call(t.app, 'GET', '/rest/v1/dashboard', { token: host.token })).json.payout_account,
    ).toEqual({
      connected: true,
      account_id: accountId,
      onboarding_complete: false,
    });
    // Creating again reuses the account.
    expect(
      (
        await call(t.app, 'POST', '/functions/v1/stripe-account', {
          token: host.token,
          body: { action: 'create' },
        })
      ).json.accountId,
    ).toBe(accountId);
    await call(t.app, 'POST', '/functions/v1/sandbox/onboarding/complete', {
      token: host.token,
      body: { accountId },
    });
    expect(
      (
        await call(t.app, 'POST', '/functions/v1/stripe-account', {
          token: host.token,
          body: { action: 'check', accountId },
        })
      ).json,
    ).toEqual({ complete: true });
    expect(
      (await call(t.app, 'GET', '/rest/v1/dashboard', { token: host.token })).json.payout_account
        .onboarding_complete,
    ).toBe(true);
  });

  it("refuses another user's account id", async () => {
    const owner = await signUp(t.app);
    const accountId = await connect(owner.token);
    const other = await signUp(t.app);
    const check = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token: other.token,
      body: { action: 'check', accountId },
    });
    expect(check.status).toBe(404);
    const complete = await call(t.app, 'POST', '/functions/v1/sandbox/onboarding/complete', {
      token: other.token,
      body: { accountId },
    });
    expect(complete.status).toBe(404);
    expect(
      (await call(t.app, 'POST', '/functions/v1/stripe-account', { body: { action: 'create' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/functions/v1/stripe-account', {
          token: other.token,
          body: { action: 'delete' },
        })
      ).status,
    ).toBe(400);
  });

  it('shows earnings (cancelled excluded, 90% payout), active bookings, 5 recent bookings and 3 listings', async () => {
    const { host, space } = await createListing(t, { hourly_price: 2500 });
    await createListing(t);
    const first = await bookAndPay(t, guest.token, intentBody(space, at(t, 1, 9), 2));
    const second = await bookAndPay(t, guest.token, intentBody(space, at(t, 1, 12), 1));
    const cancelled = await bookAndPay(t, guest.token, intentBody(space, at(t, 2, 12), 4));
    await call(t.app, 'POST', `/rest/v1/bookings/${cancelled.intent.bookingId}/cancel`, {
      token: guest.token,
    });
    // A hold given up before paying is not a booking: it stays out of the recent ones.
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 2, 18), 1),
    });
    await call(t.app, 'POST', `/rest/v1/bookings/${hold.json.bookingId}/cancel`, {
      token: guest.token,
    });
    const res = await call(t.app, 'GET', '/rest/v1/dashboard', { token: host.token });
    expect(res.json.recent_bookings.map((b: { id: string }) => b.id)).not.toContain(
      hold.json.bookingId,
    );
    expect(res.status).toBe(200);
    expect(res.json.earnings).toEqual([{ currency: 'USD', gross: 7500, payout: 6750 }]);
    expect(res.json.active_bookings).toBe(2);
    expect(res.json.listing_count).toBe(1);
    // Upcoming first, the soonest first; the cancelled one after them.
    expect(res.json.recent_bookings.map((b: { id: string }) => b.id)).toEqual([
      first.intent.bookingId,
      second.intent.bookingId,
      cancelled.intent.bookingId,
    ]);
    expect(res.json.recent_bookings[0]).toMatchObject({
      id: first.intent.bookingId,
      status: 'confirmed',
      total_price: 5500,
      space: { id: space.id },
    });
    expect(res.json.listings.map((l: { id: string }) => l.id)).toEqual([space.id]);
    for (let i = 0; i < 4; i++) await createListing(t, { user_id: host.userId });
    for (let i = 0; i < 4; i++)
      await bookAndPay(t, guest.token, intentBody(space, at(t, 3, 9 + i), 1));
    const full = await call(t.app, 'GET', '/rest/v1/dashboard', { token: host.token });
    expect(full.json.recent_bookings).toHaveLength(5);
    expect(full.json.listings).toHaveLength(3);
    expect(full.json.listing_count).toBe(5);
    expect((await call(t.app, 'GET', '/rest/v1/dashboard')).status).toBe(401);
  });

  it('completes ended bookings and releases each payout once, 24 h after the end, even with two runners racing', async () => {
    const { host, space } = await createListing(t, { hourly_price: 1005 });
    const accountId = await connect(host.token);
    const paidStart = at(t, 1, 20);
    const lateStart = at(t, 1, 21);
    const paid = await bookAndPay(t, guest.token, intentBody(space, paidStart, 1));
    const late = await bookAndPay(t, guest.token, intentBody(space, lateStart, 1));
    const early = await bookAndPay(t, guest.token, intentBody(space, at(t, 3, 9), 1));
    // Days ahead under the flexible policy: refunded in full, so the host is owed nothing.
    expect(
      (
        await call(t.app, 'POST', `/rest/v1/bookings/${early.intent.bookingId}/cancel`, {
          token: guest.token,
        })
      ).json.refund.amount,
    ).toBe(1106);
    // Two hours ahead: nothing back, so the host is still paid for it, when it would have been.
    t.clock.set(new Date(lateStart.getTime() - 2 * HOUR));
    const signedIn = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: guest.email, password: guest.password },
    });
    const cancelledLate = await call(
      t.app,
      'POST',
      `/rest/v1/bookings/${late.intent.bookingId}/cancel`,
      { token: signedIn.json.access_token },
    );
    expect(cancelledLate.json.refund.amount).toBe(0);
    const [notice] = (await outbox(t)).filter(
      (m) => m.kind === 'booking_cancelled_host' && m.text_body.includes(late.intent.bookingId),
    );
    expect(notice!.text_body).toContain(
      "Your payout: $9.05, the share of the booking the cancellation policy kept (released 24 hours after the booking's end time)",
    );
    // Two runners, as two instances would run them, on the same database.
    const runners = [t.services.createJobRunner(), t.services.createJobRunner()];

    t.clock.set(new Date(paidStart.getTime() + HOUR + 23 * HOUR));
    const before = await Promise.all(runners.map((runner) => runner.runOnce()));
    expect(before.reduce((sum, run) => sum + run.completedBookings, 0)).toBeGreaterThanOrEqual(1);
    expect(before.reduce((sum, run) => sum + run.releasedPayouts, 0)).toBe(0);
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from bookings where id = ${paid.intent.bookingId}`,
    );
    expect(row!.status).toBe('completed');

    t.clock.set(new Date(lateStart.getTime() + HOUR + 24 * HOUR));
    const due = await Promise.all(runners.map((runner) => runner.runOnce()));
    expect(due.reduce((sum, run) => sum + run.releasedPayouts, 0)).toBe(2);
    await Promise.all(runners.map((runner) => runner.runOnce()));
    const transfers = await queryRows<{ amount: string; account_id: string }>(
      t.db,
      sql`select amount, account_id from sandbox_money_movements where kind = 'payout' and account_id = ${accountId}`,
    );
    // 90% of 1005 is 904.5, rounded half-up: 905, for the stay and for the late cancellation.
    expect(transfers.map((m) => Number(m.amount))).toEqual([905, 905]);
    const payouts = await queryRows<{
      booking_id: string;
      status: string;
      amount: string;
      transfer_id: string | null;
    }>(
      t.db,
      sql`select booking_id, status, amount, transfer_id from payouts where host_id = ${host.userId} order by created_at`,
    );
    expect(payouts).toEqual([
      {
        booking_id: paid.intent.bookingId,
        status: 'paid',
        amount: expect.anything(),
        transfer_id: expect.stringMatching(/^po_sbx/),
      },
      {
        booking_id: late.intent.bookingId,
        status: 'paid',
        amount: expect.anything(),
        transfer_id: expect.stringMatching(/^po_sbx/),
      },
      {
        booking_id: early.intent.bookingId,
        status: 'cancelled',
        amount: expect.anything(),
        transfer_id: null,
      },
    ]);
  });
});
