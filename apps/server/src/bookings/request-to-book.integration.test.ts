import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { call, signUp } from '../../test/harness.ts';
import {
  CARDS,
  HOUR,
  at,
  createBookingTestApp,
  createListing,
  intentBody,
  outbox,
  pay,
  slotsOf,
  type BookingTestApp,
} from './testing.ts';

const PATH = '/functions/v1/create-payment-intent';
const DECLINES_AT_CAPTURE = '4000000000000341';

describe('request to book', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    // Each round of the races signs its people up and in again.
    t = await createBookingTestApp({ env: { RATE_LIMIT_SIGNIN_PER_5_MIN: '1000' } });
    guest = await signUp(t.app);
  });
  // The shared guest only places holds that fail before any time passes.
  afterAll(() => t.close());

  async function state(bookingId: string) {
    const [row] = await queryRows<{
      status: string;
      cancellation_reason: string | null;
      decline_reason: string | null;
      request_expires_at: Date | null;
      intent_status: string;
      payouts: number;
    }>(
      t.db,
      sql`select b.status, b.cancellation_reason, b.decline_reason, b.request_expires_at, i.status as intent_status,
                 (select count(*)::int from payouts p where p.booking_id = b.id) as payouts
            from bookings b join sandbox_payment_intents i on i.id = b.payment_intent_id
           where b.id = ${bookingId}`,
    );
    return row!;
  }

  /** A guest's request for a listing that takes requests: held, message sent, card authorised. */
  async function request(options: { start?: Date; card?: string; message?: string } = {}) {
    // Signed up now: tests move the clock past earlier sessions' lifetime.
    const guest = await signUp(t.app);
    const { host, space } = await createListing(t, { booking_mode: 'request' });
    const body = {
      ...intentBody(space, options.start ?? at(t, 3, 10), 2),
      message: options.message ?? 'Hello! We would like to shoot a short film here.',
    };
    const hold = await call(t.app, 'POST', PATH, { token: guest.token, body });
    expect(hold.status).toBe(200);
    expect(hold.json.bookingMode).toBe('request');
    const paid = await pay(t, hold.json.clientSecret, options.card ?? CARDS.success);
    expect(paid.json.status).toBe('requires_capture');
    return { host, guest, space, bookingId: hold.json.bookingId as string };
  }

  /** A new session for someone, at the clock's time. */
  async function signIn(person: { email: string; password: string }) {
    const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: person.email, password: person.password },
    });
    return { token: res.json.access_token as string };
  }

  const answer = (token: string, id: string, verb: string, body?: object) =>
    call(t.app, 'POST', `/rest/v1/booking-requests/${id}/${verb}`, { token, body: body ?? {} });

  it('requires a message of 1 to 1000 characters for a listing that takes requests', async () => {
    const { space } = await createListing(t, { booking_mode: 'request' });
    const body = intentBody(space, at(t, 3, 10), 1);
    const none = await call(t.app, 'POST', PATH, { token: guest.token, body });
    expect(none.status).toBe(400);
    expect(none.json.error.fields.message).toEqual([REQUEST_MESSAGES.messageRequired]);
    const long = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: { ...body, message: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.json.error.fields.message).toEqual([REQUEST_MESSAGES.messageTooLong]);
    expect(await slotsOf(t, space.id)).toBe(0);
  });

  it('authorises the card, holds the slot, posts the message and asks the host; accepting captures and confirms', async () => {
    const { host, guest, space, bookingId } = await request();
    expect(await state(bookingId)).toMatchObject({
      status: 'requested',
      intent_status: 'requires_capture',
      payouts: 0,
    });
    expect(await slotsOf(t, space.id)).toBe(1);
    const grid = () =>
      call(
        t.app,
        'GET',
        `/rest/v1/spaces/${space.id}/availability?from=${at(t, 3, 0).toISOString()}&to=${at(t, 4, 0).toISOString()}`,
      );
    // Guests see the requested time as held until the host answers.
    expect((await grid()).json.data.map((slot: { kind: string }) => slot.kind)).toEqual(['held']);
    // The host's calendar shows it as a request, kept until the answer is due.
    const calendar = await call(
      t.app,
      'GET',
      `/rest/v1/spaces/${space.id}/calendar?from=${at(t, 3, 0).toISOString()}&to=${at(t, 4, 0).toISOString()}`,
      { token: host.token },
    );
    expect(calendar.json.data).toEqual([
      expect.objectContaining({
        kind: 'hold',
        id: bookingId,
        requested: true,
        hold_expires_at: new Date((await state(bookingId)).request_expires_at!).toISOString(),
      }),
    ]);
    // The slot is held: nobody else can book it meanwhile.
    const other = await signUp(t.app);
    const taken = await call(t.app, 'POST', PATH, {
      token: other.token,
      body: { ...intentBody(space, at(t, 3, 11), 1), message: 'Hi' },
    });
    expect(taken.status).toBe(409);

    const inbox = await call(t.app, 'GET', '/rest/v1/booking-requests', { token: host.token });
    expect(inbox.status).toBe(200);
    expect(inbox.json.data).toHaveLength(1);
    expect(inbox.json.data[0]).toMatchObject({
      id: bookingId,
      message: 'Hello! We would like to shoot a short film here.',
      total_price: 5500,
      guest: { id: guest.userId, completed_bookings: 0, reviews: [] },
    });
    const threads = await call(t.app, 'GET', '/rest/v1/conversations', { token: host.token });
    expect(JSON.stringify(threads.json)).toContain('We would like to shoot a short film here.');
    const mails = await outbox(t);
    expect(mails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['request_received', 'request_sent_guest']),
    );

    // The guest cannot answer their own request; the host cannot withdraw it.
    expect((await answer(guest.token, bookingId, 'accept')).status).toBe(404);
    expect((await answer(host.token, bookingId, 'withdraw')).status).toBe(404);

    const accepted = await answer(host.token, bookingId, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ id: bookingId, status: 'confirmed' });
    expect(await state(bookingId)).toMatchObject({
      status: 'confirmed',
      intent_status: 'succeeded',
      payouts: 1,
    });
    expect((await outbox(t)).map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['request_accepted', 'booking_confirmed_host']),
    );
    expect((await grid()).json.data.map((slot: { kind: string }) => slot.kind)).toEqual(['booked']);
    // Accepting again is answered with the same outcome, and charges nothing twice.
    expect((await answer(host.token, bookingId, 'accept')).json.status).toBe('confirmed');
    expect((await answer(guest.token, bookingId, 'withdraw')).json.error.message).toBe(
      REQUEST_MESSAGES.alreadyAccepted,
    );
  });

  it('declines with a reason: the authorisation is released and the slot freed', async () => {
    const { host, space, bookingId } = await request();
    const declined = await answer(host.token, bookingId, 'decline', { reason: 'Closed that day' });
    expect(declined.json).toEqual({ id: bookingId, status: 'cancelled' });
    expect(await state(bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'request_declined',
      decline_reason: 'Closed that day',
      intent_status: 'canceled',
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    const mail = (await outbox(t)).find(
      (row) => row.kind === 'request_declined' && row.text_body.includes('Closed that day'),
    );
    expect(mail).toBeDefined();
    const again = await answer(host.token, bookingId, 'accept');
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(REQUEST_MESSAGES.declined);
    const tooLong = await answer(host.token, bookingId, 'decline', { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
  });

  it('lets the guest withdraw; the host then hears it is withdrawn', async () => {
    const { host, guest, space, bookingId } = await request();
    const withdrawn = await answer(guest.token, bookingId, 'withdraw');
    expect(withdrawn.json.status).toBe('cancelled');
    expect(await state(bookingId)).toMatchObject({
      cancellation_reason: 'request_withdrawn',
      intent_status: 'canceled',
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    const late = await answer(host.token, bookingId, 'accept');
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({
      code: 'request_withdrawn',
      message: REQUEST_MESSAGES.withdrawn,
    });
  });

  it("ends with the host's account: a suspension cancels the request, frees the slot, and the job releases the card", async () => {
    const { host, space, bookingId } = await request();
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    const suspended = await call(t.app, 'POST', `/rest/v1/admin/users/${host.userId}/suspend`, {
      token: (await signIn(admin)).token,
      body: { reason: 'Fraudulent listings' },
    });
    expect(suspended.status).toBe(200);
    expect(await state(bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'account_suspended',
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    // The authorisation is released by the job runner once the cancellation is a minute old.
    t.clock.advance(2 * 60_000);
    await t.services.createJobRunner().runOnce();
    expect(await state(bookingId)).toMatchObject({ intent_status: 'canceled' });
  });

  it('expires after 24 hours, or at the start when sooner, released by the job runner', async () => {
    const soon = await request({ start: at(t, 0, 14) });
    const later = await request({ start: at(t, 5, 10) });
    const expiry = async (id: string) => new Date((await state(id)).request_expires_at!).getTime();
    expect(await expiry(soon.bookingId)).toBe(at(t, 0, 14).getTime());
    expect(await expiry(later.bookingId)).toBe(t.clock.now().getTime() + 24 * HOUR);
    const jobs = t.services.createJobRunner();
    t.clock.advance(8 * HOUR + 60_000);
    expect((await jobs.runOnce()).expiredRequests).toBe(1);
    expect(await state(soon.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'request_expired',
      intent_status: 'canceled',
    });
    expect(await state(later.bookingId)).toMatchObject({ status: 'requested' });
    t.clock.advance(16 * HOUR);
    expect((await jobs.runOnce()).expiredRequests).toBe(1);
    expect(await slotsOf(t, later.space.id)).toBe(0);
    const host = await signIn(later.host);
    const expired = await answer(host.token, later.bookingId, 'accept');
    expect(expired.json.error).toMatchObject({
      code: 'request_expired',
      message: REQUEST_MESSAGES.expired,
    });
    expect(
      (await outbox(t)).filter((mail) => mail.kind.startsWith('request_expired')),
    ).toHaveLength(4);
  });

  it('a card that declines at capture leaves the booking unconfirmed and the slot free, and says so to both', async () => {
    const { host, space, bookingId } = await request({ card: DECLINES_AT_CAPTURE });
    const accepted = await answer(host.token, bookingId, 'accept');
    expect(accepted.status).toBe(409);
    expect(accepted.json.error).toMatchObject({
      code: 'capture_failed',
      message: REQUEST_MESSAGES.captureFailed,
    });
    expect(await state(bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'capture_failed',
      intent_status: 'canceled',
      payouts: 0,
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    const kinds = (await outbox(t)).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind.startsWith('request_capture_failed'))).toHaveLength(2);
  });

  it('the host accepting while the request expires: exactly one wins, and the money follows it', async () => {
    for (let round = 0; round < 6; round++) {
      const { bookingId, ...people } = await request({ start: at(t, 10 + round, 10) });
      t.clock.advance(24 * HOUR - 1);
      const host = await signIn(people.host);
      const jobs = t.services.createJobRunner();
      const expiring = (async () => {
        t.clock.advance(round % 2 === 0 ? 1 : 0);
        return jobs.runOnce();
      })();
      const [res] = await Promise.all([answer(host.token, bookingId, 'accept'), expiring]);
      await jobs.runOnce();
      const final = await state(bookingId);
      if (res.status === 200) {
        expect(final).toMatchObject({
          status: 'confirmed',
          intent_status: 'succeeded',
          payouts: 1,
        });
      } else {
        expect(res.json.error.code).toBe('request_expired');
        expect(final).toMatchObject({
          status: 'cancelled',
          cancellation_reason: 'request_expired',
          intent_status: 'canceled',
          payouts: 0,
        });
      }
    }
  });

  it('the guest withdrawing while the host accepts: exactly one wins, and the money follows it', async () => {
    const winners = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const { host, guest, bookingId } = await request({ start: at(t, 20 + round, 10) });
      const calls = [
        () => answer(host.token, bookingId, 'accept'),
        () => answer(guest.token, bookingId, 'withdraw'),
      ];
      if (round % 2 === 1) calls.reverse();
      const results = await Promise.all(calls.map((run) => run()));
      const ok = results.filter((res) => res.status === 200);
      expect(ok).toHaveLength(1);
      const final = await state(bookingId);
      if (final.status === 'confirmed') {
        winners.add('accept');
        expect(final).toMatchObject({ intent_status: 'succeeded', payouts: 1 });
      } else {
        winners.add('withdraw');
        expect(final).toMatchObject({
          cancellation_reason: 'request_withdrawn',
          intent_status: 'canceled',
          payouts: 0,
        });
      }
    }
    expect(winners.size).toBeGreaterThan(0);
  });

  it('a duplicated or late payment report changes nothing twice; an authorisation after the hold expired is released', async () => {
    const { host, bookingId } = await request();
    const [intent] = await queryRows<{ client_secret: string }>(
      t.db,
      sql`select i.client_secret from sandbox_payment_intents i join bookings b on b.payment_intent_id = i.id where b.id = ${bookingId}`,
    );
    const status = () =>
      call(t.app, 'GET', `/functions/v1/payment-status?client_secret=${intent!.client_secret}`);
    // The same news again (as a webhook delivered twice would bring it): one request, one message, one mail.
    expect((await status()).json).toMatchObject({
      status: 'requires_capture',
      bookingStatus: 'requested',
    });
    await status();
    const received = (await outbox(t)).filter(
      (mail) => mail.kind === 'request_received' && mail.text_body.includes(bookingId),
    );
    expect(received).toHaveLength(1);
    const [messages] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
           where c.host_id = ${host.userId}`,
    );
    expect(messages!.n).toBe(1);
    await answer(host.token, bookingId, 'accept');
    // A report of the authorisation arriving after the capture finds the booking confirmed.
    expect((await status()).json).toMatchObject({
      status: 'succeeded',
      bookingStatus: 'confirmed',
    });

    // Authorised after the 15-minute hold ran out: the booking stays cancelled and the hold on the
    // card is released at once.
    const { space } = await createListing(t, { booking_mode: 'request' });
    const late = await signUp(t.app);
    const hold = await call(t.app, 'POST', PATH, {
      token: late.token,
      body: { ...intentBody(space, at(t, 4, 10), 1), message: 'Hi there' },
    });
    t.clock.advance(16 * 60_000);
    const paid = await pay(t, hold.json.clientSecret, CARDS.success);
    expect(paid.json.status).toBe('requires_capture');
    expect(await state(hold.json.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'hold_expired',
      intent_status: 'canceled',
    });
    expect(await slotsOf(t, space.id)).toBe(0);
  });
});
