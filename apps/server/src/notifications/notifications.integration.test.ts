import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { NOTIFICATION_KINDS } from '@rentspace/core/notifications/kinds';
import { call, signUp } from '../../test/harness.ts';
import {
  HOUR,
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from '../bookings/testing.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

describe('notifications: one in-app row and one e-mail per event and recipient', () => {
  let t: BookingTestApp;
  let guest: Person;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  /** A fresh session: moving the clock by days outlives the first access token. */
  async function session(person: { email: string; password: string }) {
    const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: person.email, password: person.password },
    });
    return res.json.access_token as string;
  }

  const list = async (token: string, query = '') =>
    call(t.app, 'GET', `/rest/v1/notifications${query}`, { token });

  /** Notifications of `kind` for `userId` about `ref` (a booking or conversation id in their data). */
  async function rowsOf(userId: string, kind: string, ref: string) {
    return queryRows<{ id: string; title: string; link: string }>(
      t.db,
      sql`select id, title, link from notifications
          where user_id = ${userId} and kind = ${kind} and data::text like ${'%' + ref + '%'}`,
    );
  }

  async function mailsOf(to: string, kind: string, ref: string) {
    return queryRows<{ subject: string; text_body: string; html_body: string | null }>(
      t.db,
      sql`select subject, text_body, html_body from outbox_emails
          where to_address = ${to} and kind = ${kind} and text_body like ${'%' + ref + '%'}`,
    );
  }

  async function expectOne(person: Person, kind: string, ref: string) {
    expect(await rowsOf(person.userId, kind, ref)).toHaveLength(1);
    const mails = await mailsOf(person.email, kind, ref);
    expect(mails).toHaveLength(1);
    // Both parts from the one template: the HTML part is a document, the text part has no markup.
    expect(mails[0]!.html_body).toMatch(/^<!DOCTYPE html/);
    expect(mails[0]!.text_body).not.toMatch(/<[a-z]/i);
    return mails[0]!;
  }

  async function paidBooking(day = 1, hour = 10) {
    const listing = await createListing(t);
    const { intent } = await bookAndPay(
      t,
      guest.token,
      intentBody(listing.space, at(t, day, hour), 2),
    );
    return { ...listing, bookingId: intent.bookingId as string };
  }

  it('a confirmed booking: the guest gets the receipt, the host the new booking, once each', async () => {
    const { host, space, bookingId } = await paidBooking();
    const receipt = await expectOne(guest, 'booking_confirmed_guest', bookingId);
    expect(receipt.subject).toBe(`Booking Confirmed! ${space.title}`);
    expect(receipt.text_body).toContain('Payment successful! Your booking has been confirmed.');
    expect(receipt.text_body).toContain('Total paid: $55.00');
    expect(receipt.html_body).toContain('Total paid: $55.00');
    const notice = await expectOne(host, 'booking_confirmed_host', bookingId);
    expect(notice.text_body).toContain('Your payout (90%): $45.00');
    // Nobody gets the other side's kind.
    expect(await rowsOf(guest.userId, 'booking_confirmed_host', bookingId)).toEqual([]);
    expect(await rowsOf(host.userId, 'booking_confirmed_guest', bookingId)).toEqual([]);
    const hostList = await list(host.token);
    expect(hostList.status).toBe(200);
    expect(hostList.json.unread_count).toBe(1);
    expect(hostList.json.data).toEqual([
      expect.objectContaining({
        kind: 'booking_confirmed_host',
        title: 'New booking',
        link: '/dashboard',
        read_at: null,
      }),
    ]);
  });

  it('a cancelled booking: one notification and one e-mail for each side', async () => {
    const { host, bookingId } = await paidBooking(2);
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${bookingId}/cancel`, {
      token: guest.token,
    });
    expect(res.status).toBe(200);
    const receipt = await expectOne(guest, 'booking_cancelled_guest', bookingId);
    expect(receipt.text_body).toContain('Refund: $55.00 (refunds take 5-7 business days)');
    await expectOne(host, 'booking_cancelled_host', bookingId);
  });

  it('a new message: the other person is told, the sender is not', async () => {
    const { host, space } = await createListing(t);
    const started = await call(t.app, 'POST', '/rest/v1/conversations', {
      token: guest.token,
      body: { space_id: space.id, body: 'Is there parking nearby?' },
    });
    expect(started.status).toBe(201);
    const conversationId = started.json.id as string;
    const mail = await expectOne(host, 'new_message', conversationId);
    expect(mail.text_body).toContain('Is there parking nearby?');
    expect(await rowsOf(guest.userId, 'new_message', conversationId)).toEqual([]);
    const reply = await call(t.app, 'POST', `/rest/v1/conversations/${conversationId}/messages`, {
      token: host.token,
      body: { body: 'Yes, right behind the building.' },
    });
    expect(reply.status).toBe(201);
    const [row] = await rowsOf(guest.userId, 'new_message', conversationId);
    expect(row!.link).toBe(`/messages/${conversationId}`);
    expect(await rowsOf(host.userId, 'new_message', conversationId)).toHaveLength(1);
  });

  it('a refund by an admin: the guest is told once, with the reason', async () => {
    const { bookingId } = await paidBooking(3);
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    const res = await call(t.app, 'POST', `/rest/v1/admin/bookings/${bookingId}/refunds`, {
      token: await session(admin),
      body: { amount: 1000, reason: 'The lights flickered', idempotency_key: randomUUID() },
    });
    expect(res.status).toBe(200);
    const mail = await expectOne(guest, 'booking_refunded_guest', bookingId);
    expect(mail.text_body).toContain('Reason: The lights flickered');
  });

  it('after the booking: invitations to review for both sides, then the payout, each once', async () => {
    const { host, space } = await createListing(t);
    const created = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token: host.token,
      body: { action: 'create' },
    });
    await call(t.app, 'POST', '/functions/v1/sandbox/onboarding/complete', {
      token: host.token,
      body: { accountId: created.json.accountId },
    });
    const start = at(t, 5, 10);
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, start, 1));
    const bookingId = intent.bookingId as string;
    const runners = [t.services.createJobRunner(), t.services.createJobRunner()];
    t.clock.set(new Date(start.getTime() + 2 * HOUR));
    await Promise.all(runners.map((runner) => runner.runOnce()));
    await Promise.all(runners.map((runner) => runner.runOnce()));
    const invitation = await expectOne(guest, 'review_invitation', bookingId);
    expect(invitation.text_body).toContain('You have 14 days to review it');
    await expectOne(host, 'review_invitation', bookingId);
    t.clock.set(new Date(start.getTime() + 26 * HOUR));
    await Promise.all(runners.map((runner) => runner.runOnce()));
    await Promise.all(runners.map((runner) => runner.runOnce()));
    const payout = await expectOne(host, 'payout_released', bookingId);
    expect(payout.subject).toBe('Payout released: $22.50');
  });
});

describe('e-mail choices, unread counts and whose notifications are whose', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await createBookingTestApp();
  });
  afterAll(() => t.close());

  const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true]));
  const preferences = (token: string, body?: unknown) =>
    body === undefined
      ? call(t.app, 'GET', '/rest/v1/notification-preferences', { token })
      : call(t.app, 'PUT', '/rest/v1/notification-preferences', { token, body });

  it('an e-mail kind turned off is not sent; the in-app notification still is', async () => {
    const guest = await signUp(t.app);
    expect((await preferences(guest.token)).json).toEqual({ email: allOn });
    const saved = await preferences(guest.token, {
      email: { ...allOn, booking_confirmed_guest: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.email.booking_confirmed_guest).toBe(false);
    expect((await preferences(guest.token)).json.email).toEqual({
      ...allOn,
      booking_confirmed_guest: false,
    });
    const { host, space } = await createListing(t);
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 1, 10), 1));
    const mails = await queryRows<{ to_address: string; kind: string }>(
      t.db,
      sql`select to_address, kind from outbox_emails where text_body like ${'%' + intent.bookingId + '%'}`,
    );
    expect(mails).toEqual([{ to_address: host.email, kind: 'booking_confirmed_host' }]);
    const inApp = await call(t.app, 'GET', '/rest/v1/notifications', { token: guest.token });
    expect(inApp.json.data.map((n: { kind: string }) => n.kind)).toEqual([
      'booking_confirmed_guest',
    ]);
    // Turned on again, the next one is mailed.
    await preferences(guest.token, { email: allOn });
    const again = await bookAndPay(t, guest.token, intentBody(space, at(t, 1, 14), 1));
    const next = await queryRows<{ kind: string }>(
      t.db,
      sql`select kind from outbox_emails where to_address = ${guest.email} and text_body like ${'%' + again.intent.bookingId + '%'}`,
    );
    expect(next).toEqual([{ kind: 'booking_confirmed_guest' }]);
  });

  it('refuses choices that leave a kind out or name an unknown one, and changes nothing', async () => {
    const person = await signUp(t.app);
    const { booking_confirmed_guest: _, ...missing } = allOn;
    for (const email of [missing, { ...allOn, sms: true }, { ...allOn, new_message: 'no' }]) {
      const res = await preferences(person.token, { email });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBeTruthy();
    }
    expect((await preferences(person.token)).json).toEqual({ email: allOn });
    const stored = await queryRows(
      t.db,
      sql`select 1 from notification_preferences where user_id = ${person.userId}`,
    );
    expect(stored).toEqual([]);
  });

  it('counts unread, marks one and all read, and pages newest first', async () => {
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    for (const hour of [9, 11, 13])
      await bookAndPay(t, guest.token, intentBody(space, at(t, 2, hour), 1));
    const first = await call(t.app, 'GET', '/rest/v1/notifications?limit=2', {
      token: host.token,
    });
    expect(first.json.unread_count).toBe(3);
    expect(first.json.data).toHaveLength(2);
    expect(first.json.next_cursor).toEqual(expect.any(String));
    const second = await call(
      t.app,
      'GET',
      `/rest/v1/notifications?limit=2&cursor=${first.json.next_cursor}`,
      { token: host.token },
    );
    expect(second.json.data).toHaveLength(1);
    expect(second.json.next_cursor).toBeNull();
    const ids = [...first.json.data, ...second.json.data].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(3);
    const read = await call(t.app, 'POST', `/rest/v1/notifications/${ids[0]}/read`, {
      token: host.token,
    });
    expect(read.json).toEqual({ unread_count: 2 });
    // Again: unchanged.
    expect(
      (await call(t.app, 'POST', `/rest/v1/notifications/${ids[0]}/read`, { token: host.token }))
        .json,
    ).toEqual({ unread_count: 2 });
    const all = await call(t.app, 'POST', '/rest/v1/notifications/read-all', { token: host.token });
    expect(all.json).toEqual({ unread_count: 0 });
    const after = await call(t.app, 'GET', '/rest/v1/notifications', { token: host.token });
    expect(after.json.data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    expect(
      (
        await call(t.app, 'GET', '/rest/v1/notifications?cursor=not-a-cursor', {
          token: host.token,
        })
      ).status,
    ).toBe(400);
  });

  it("shows nobody another person's notifications, and refuses to mark them read", async () => {
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    const stranger = await signUp(t.app);
    await bookAndPay(t, guest.token, intentBody(space, at(t, 3, 10), 1));
    const [hostOwn] = (await call(t.app, 'GET', '/rest/v1/notifications', { token: host.token }))
      .json.data;
    expect(hostOwn.kind).toBe('booking_confirmed_host');
    const others = await call(t.app, 'GET', '/rest/v1/notifications', { token: stranger.token });
    expect(others.json).toEqual({ data: [], next_cursor: null, unread_count: 0 });
    for (const token of [stranger.token, guest.token]) {
      const res = await call(t.app, 'POST', `/rest/v1/notifications/${hostOwn.id}/read`, { token });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Notification not found');
    }
    expect(
      (await call(t.app, 'POST', '/rest/v1/notifications/read-all', { token: stranger.token }))
        .json,
    ).toEqual({ unread_count: 0 });
    const still = await call(t.app, 'GET', '/rest/v1/notifications', { token: host.token });
    expect(still.json.unread_count).toBe(1);
    expect(
      (await call(t.app, 'POST', '/rest/v1/notifications/not-an-id/read', { token: host.token }))
        .status,
    ).toBe(400);
    for (const [method, path] of [
      ['GET', '/rest/v1/notifications'],
      ['POST', '/rest/v1/notifications/read-all'],
      ['POST', `/rest/v1/notifications/${hostOwn.id}/read`],
      ['GET', '/rest/v1/notification-preferences'],
      ['PUT', '/rest/v1/notification-preferences'],
    ] as const)
      expect(
        (await call(t.app, method, path, { body: method === 'PUT' ? {} : undefined })).status,
      ).toBe(401);
  });

  it('reaches the recipient live on their own stream, and nobody else', async () => {
    const url = await t.listen();
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    const listen = async (token: string) => {
      const controller = new AbortController();
      const response = await fetch(`${url}/rest/v1/messages/stream`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const read = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += value;
        }
      })().catch(() => {});
      while (!text.includes('event: ready')) await new Promise((r) => setTimeout(r, 20));
      return {
        async until(needle: string) {
          const deadline = Date.now() + 10_000;
          while (!text.includes(needle) && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 20));
          return text;
        },
        text: () => text,
        close: () => {
          controller.abort();
          return read;
        },
      };
    };
    const hostStream = await listen(host.token);
    const strangerStream = await listen((await signUp(t.app)).token);
    try {
      await bookAndPay(t, guest.token, intentBody(space, at(t, 4, 10), 1));
      const heard = await hostStream.until('event: notification');
      const line = heard.split('\n').find((l) => l.startsWith('data: {"type":"notification"'));
      expect(JSON.parse(line!.slice(6))).toMatchObject({
        type: 'notification',
        notification: { kind: 'booking_confirmed_host', title: 'New booking', read_at: null },
        unread_count: 1,
      });
      // Every stream of the instance hears each notice at once: the stranger's passed it over.
      expect(strangerStream.text()).not.toContain('event: notification');
    } finally {
      await hostStream.close();
      await strangerStream.close();
    }
  });
});
