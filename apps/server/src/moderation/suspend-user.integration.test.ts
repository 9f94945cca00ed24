import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { call, signUp } from '../../test/harness.ts';
import { placeHold } from '../bookings/repository.ts';
import {
  at,
  bookAndPay,
  bookingRow,
  createBookingTestApp,
  createListing,
  intentBody,
  outbox,
  pay,
  CARDS,
  type BookingTestApp,
} from '../bookings/testing.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('moderation: suspending a member', () => {
  let t: BookingTestApp;
  let adminToken: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createBookingTestApp({ env: { RATE_LIMIT_SIGNIN_PER_5_MIN: '1000' } });
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    adminId = admin.id;
    adminToken = (
      await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: admin.email, password: admin.password },
      })
    ).json.access_token;
  });
  afterAll(() => t.close());

  const suspend = (userId: string, body: Record<string, unknown>, token = adminToken) =>
    call(t.app, 'POST', `/rest/v1/admin/users/${userId}/suspend`, { token, body });
  const lift = (userId: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', `/rest/v1/admin/users/${userId}/lift`, { token: adminToken, body });
  const signIn = (who: Account) =>
    call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: who.email, password: who.password },
    });
  const refundsOf = async (bookingId: string) =>
    queryRows<{ amount: string }>(
      t.db,
      sql`select m.amount from sandbox_money_movements m join bookings b on b.payment_intent_id = m.payment_intent_id
          where m.kind = 'refund' and b.id = ${bookingId}`,
    );

  it('tells both sides of a request to book that waited for its answer: nothing was charged', async () => {
    // A guest's request on the member's listing, and a request the member made on another's.
    const member = await createListing(t, {
      title: 'Loft of a member to suspend',
      booking_mode: 'request',
    });
    const guest = await signUp(t.app);
    const other = await createListing(t, {
      title: 'Studio of another host',
      booking_mode: 'request',
    });
    const request = async (token: string, space: typeof member.space, day: number) => {
      const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
        token,
        body: { ...intentBody(space, at(t, day, 10), 2), message: 'A quiet rehearsal.' },
      });
      expect(hold.status).toBe(200);
      expect((await pay(t, hold.json.clientSecret, CARDS.success)).json.status).toBe(
        'requires_capture',
      );
      return hold.json.bookingId as string;
    };
    const onListing = await request(guest.token, member.space, 5);
    const asGuest = await request(member.host.token, other.space, 6);

    expect((await suspend(member.host.userId, { reason: 'Fake listings' })).status).toBe(200);
    expect(await bookingRow(t, onListing)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 0,
    });
    expect(await bookingRow(t, asGuest)).toMatchObject({ status: 'cancelled', refunded_amount: 0 });

    const mails = await outbox(t);
    const toGuest = mails.find(
      (m) => m.to_address === guest.email && m.kind === 'booking_cancelled_by_platform',
    );
    expect(toGuest?.subject).toBe('Request cancelled: Loft of a member to suspend');
    expect(toGuest?.text_body).toContain(
      'Nothing was charged, and the hold on your card is released.',
    );
    expect(toGuest?.text_body).not.toContain('Refund:');
    const toHost = mails.find(
      (m) => m.to_address === other.host.email && m.kind === 'booking_cancelled_by_platform',
    );
    expect(toHost?.text_body).toContain('Rentspace cancelled this request to book');
    const inApp = await call(t.app, 'GET', '/rest/v1/notifications', { token: guest.token });
    expect(inApp.json.data).toContainEqual(
      expect.objectContaining({
        title: 'Request cancelled by Rentspace',
        body: 'Loft of a member to suspend: nothing was charged',
      }),
    );
  });

  it('signs the member out at once, refuses their sign-in, unpublishes their listings and cancels their bookings yet to begin with full refunds', async () => {
    const { host, space } = await createListing(t, { title: 'Host to suspend' });
    const guestOfHost = await signUp(t.app);
    const otherHost = await createListing(t);
    // A confirmed booking on the member's listing, a hold on it, and one the member made elsewhere.
    const onListing = await bookAndPay(t, guestOfHost.token, intentBody(space, at(t, 2, 10), 2));
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guestOfHost.token,
      body: intentBody(space, at(t, 3, 10), 1),
    });
    expect(hold.status).toBe(200);
    const asGuest = await bookAndPay(t, host.token, intentBody(otherHost.space, at(t, 4, 10), 3));

    const me = () => call(t.app, 'GET', '/auth/v1/user', { token: host.token });
    expect((await me()).status).toBe(200);

    const res = await suspend(host.userId, { reason: 'Fraudulent listings' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      target_type: 'user',
      target_id: host.userId,
      active: true,
      report_closed: false,
      cancelled_bookings: 3,
    });

    // The very next request with their token is refused, and so is their refresh token.
    expect((await me()).status).toBe(403);
    const rest = await call(t.app, 'GET', '/rest/v1/bookings', { token: host.token });
    expect(rest.status).toBe(401);
    const refreshed = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: host.refresh },
    });
    expect(refreshed.status).toBe(400);
    const signedIn = await signIn(host);
    expect(signedIn.status).toBe(400);
    expect(signedIn.json).toMatchObject({
      error_code: 'user_banned',
      msg: 'Your account is suspended. Write to us through the Contact page if you think this is a mistake.',
    });
    // A wrong password still answers as before: nothing is told about the account.
    expect(
      (
        await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
          body: { email: host.email, password: 'not-the-password-1' },
        })
      ).json.error_code,
    ).toBe('invalid_credentials');

    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`)).status).toBe(404);
    const confirmedOnListing = await bookingRow(t, onListing.intent.bookingId);
    expect(confirmedOnListing).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'account_suspended',
      refunded_amount: onListing.intent.amount,
    });
    expect((await refundsOf(onListing.intent.bookingId)).map((r) => Number(r.amount))).toEqual([
      onListing.intent.amount,
    ]);
    expect(await bookingRow(t, hold.json.bookingId)).toMatchObject({ status: 'cancelled' });
    expect(await bookingRow(t, asGuest.intent.bookingId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: asGuest.intent.amount,
    });

    const mails = await outbox(t);
    expect(mails).toContainEqual(
      expect.objectContaining({
        to_address: guestOfHost.email,
        kind: 'booking_cancelled_by_platform',
        text_body: expect.stringContaining('the listing is no longer available on Rentspace'),
      }),
    );
    expect(mails).toContainEqual(
      expect.objectContaining({
        to_address: otherHost.host.email,
        kind: 'booking_cancelled_by_platform',
        text_body: expect.stringContaining('Rentspace cancelled this booking'),
      }),
    );
    const notice = mails.find((m) => m.to_address === host.email && m.kind === 'account_suspended');
    expect(notice?.text_body).toContain('Fraudulent listings');
    // Told apart: the two bookings of their listing (one paid, one a hold) and their own.
    expect(notice?.text_body).toContain('cannot sign in; your listings are unpublished.');
    expect(notice?.text_body).toContain(
      '2 upcoming bookings of your listings were cancelled; the guests get back in full what they paid.',
    );
    expect(notice?.text_body).toContain(
      'Your upcoming booking was cancelled, and what you paid is refunded to you in full.',
    );

    const again = await suspend(host.userId, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This member is already suspended');
    const [audit] = await queryRows<{ action: string; actor_id: string; reason: string }>(
      t.db,
      sql`select action, actor_id, reason from audit_log where target_id = ${host.userId}::text`,
    );
    expect(audit).toEqual({
      action: 'user_suspended',
      actor_id: adminId,
      reason: 'Fraudulent listings',
    });

    // Lifted: they sign in again; their listings stay unpublished until they publish them.
    expect((await lift(host.userId, { reason: 'Appeal accepted' })).status).toBe(200);
    expect((await signIn(host)).status).toBe(200);
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`)).status).toBe(404);
    const twice = await lift(host.userId, { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe('This member is not suspended');
  });

  it('refuses non-admins, an unknown member and the admin themself', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await suspend(other.userId, { reason: 'x' }, member.token)).status).toBe(403);
    expect((await signIn(other)).status).toBe(200);
    const unknown = await suspend('00000000-0000-4000-8000-000000000000', { reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Member not found');
    const self = await suspend(adminId, { reason: 'x' });
    expect(self.status).toBe(403);
    expect(self.json.error.message).toBe('You cannot suspend your own account');
  });

  it('closes a report of something of theirs; a report of someone else is refused and nothing changes', async () => {
    const { host, space } = await createListing(t);
    const reporter = await signUp(t.app);
    const bystander = await signUp(t.app);
    const ofListing = await call(t.app, 'POST', '/rest/v1/reports', {
      token: reporter.token,
      body: { target_type: 'listing', target_id: space.id, reason: 'fraud' },
    });
    const ofBystander = await call(t.app, 'POST', '/rest/v1/reports', {
      token: reporter.token,
      body: { target_type: 'user', target_id: bystander.userId, reason: 'spam' },
    });
    const wrong = await suspend(host.userId, { reason: 'x', report_id: ofBystander.json.id });
    expect(wrong.status).toBe(409);
    expect((await signIn(host)).status).toBe(200);

    const res = await suspend(host.userId, { reason: 'Scam', report_id: ofListing.json.id });
    expect(res.json.report_closed).toBe(true);
    const [report] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from reports where id = ${ofListing.json.id}`,
    );
    expect(report!.status).toBe('closed');
  });

  it('leaves no booking confirmed on the listing of a member suspended while guests place holds', async () => {
    const guests = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
    for (let round = 0; round < 4; round += 1) {
      const { host, space } = await createListing(t);
      const holds = guests.map((guest, i) =>
        call(t.app, 'POST', '/functions/v1/create-payment-intent', {
          token: guest.token,
          body: intentBody(space, at(t, 5 + round, 9 + i), 1),
        }),
      );
      // The suspension lands a little later each round: before, among and after the holds.
      await new Promise((resolve) => setTimeout(resolve, round * 15));
      const [suspended, ...placed] = await Promise.all([
        suspend(host.userId, { reason: 'Race' }),
        ...holds,
      ]);
      expect(suspended.status).toBe(200);
      for (const hold of placed) {
        expect([200, 404, 409]).toContain(hold.status);
        // Paying a hold that was placed: the payment never confirms a booking on this listing.
        if (hold.status === 200) await pay(t, hold.json.clientSecret, '4242424242424242');
      }
      const live = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from bookings where space_id = ${space.id}
            and status in ('pending', 'confirmed')`,
      );
      expect(live[0]!.n).toBe(0);
    }
  });

  it('refuses a hold whose listing was unpublished by a suspension after the hold read it', async () => {
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    expect((await suspend(host.userId, { reason: 'Late hold' })).status).toBe(200);
    // The hold's own transaction, as placed after its listing was read as published.
    const now = t.clock.now();
    const placed = await placeHold(
      t.db,
      {
        id: randomUUID(),
        user_id: guest.userId,
        space_id: space.id,
        start_time: at(t, 9, 10),
        end_time: at(t, 9, 11),
        duration_unit: 'hour',
        duration: 1,
        subtotal: 2500,
        platform_fee_percentage: 10,
        platform_fee_amount: 250,
        total_price: 2750,
        currency: 'USD',
        cancellation_policy: 'flexible',
        hold_expires_at: new Date(now.getTime() + 15 * 60_000),
        payment_provider: 'sandbox',
        payment_intent_id: `pi_test_${randomUUID()}`,
        booking_mode: 'instant',
        request_message: null,
      },
      now,
      false,
      { perGuest: 10, perListing: 10 },
    );
    expect(placed).toMatchObject({ unpublished: true });
    expect(placed.booking).toBeUndefined();
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bookings where space_id = ${space.id}`,
    );
    expect(count!.n).toBe(0);
  });
});
