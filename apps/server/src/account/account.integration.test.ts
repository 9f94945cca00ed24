import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createBooking, createPayout, createReview } from '@rentspace/db/factories';
import { ACCOUNT_MESSAGES, REMOVED_USER_NAME } from '@rentspace/core/account/schema';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookAndPay,
  bookingRow,
  createBookingTestApp,
  createListing,
  HOUR,
  intentBody,
  outbox,
  slotsOf,
  type BookingTestApp,
} from '../bookings/testing.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

describe('GET /rest/v1/account/export and POST /rest/v1/account/delete', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await createBookingTestApp();
  });
  afterAll(() => t.close());

  const remove = (person: Person, email = person.email, token = person.token) =>
    call(t.app, 'POST', '/rest/v1/account/delete', { token, body: { email } });

  async function refundsOf(bookingId: string) {
    const rows = await queryRows<{ amount: string }>(
      t.db,
      sql`select m.amount from sandbox_money_movements m join bookings b on b.payment_intent_id = m.payment_intent_id
          where b.id = ${bookingId} and m.kind = 'refund'`,
    );
    return rows.map((row) => Number(row.amount));
  }

  async function payoutStatus(bookingId: string) {
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payouts where booking_id = ${bookingId}`,
    );
    return row?.status;
  }

  /** A file in the local storage, as an upload leaves it; returns its public URL. */
  function stored(bucket: string, path: string) {
    const file = join(t.storageDir, bucket, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, 'webp');
    return `/storage/v1/object/public/${bucket}/${path}`;
  }
  const storedFile = (url: string) =>
    join(t.storageDir, url.replace('/storage/v1/object/public/', ''));

  /** A published listing with a photo and a profile picture the host uploaded, a link and an update. */
  async function busyHost() {
    const { host, space: created } = await createListing(t, { cancellation_policy: 'strict' });
    const photo = stored('spaces', `${host.userId}/photo.webp`);
    stored('spaces', `${host.userId}/photo-400.webp`);
    const avatar = stored('profile-images', `${host.userId}/avatar-1.webp`);
    await t.db.execute(sql`update spaces set images = array[${photo}] where id = ${created.id}`);
    await t.db.execute(sql`update profiles set avatar_url = ${avatar} where id = ${host.userId}`);
    const space = { ...created, images: [photo] };
    await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: host.token,
      body: { full_name: 'Hana Host', bio: 'I rent out my studio' },
    });
    await call(t.app, 'POST', '/rest/v1/profile-links', {
      token: host.token,
      body: { title: 'My site', url: 'https://hana.example.com' },
    });
    await call(t.app, 'POST', '/rest/v1/profile-updates', {
      token: host.token,
      body: { title: 'New lights', content: 'The studio has new lights', type: 'general' },
    });
    return { host, space, avatar };
  }

  it('exports everything of the person and nothing of anyone else', async () => {
    const { host, space } = await busyHost();
    const guest = await signUp(t.app);
    const { space: other } = await createListing(t);
    const asHost = await bookAndPay(t, guest.token, intentBody(space, at(t, 3, 10), 2));
    const asGuest = await bookAndPay(t, host.token, intentBody(other, at(t, 4, 10), 1));
    const started = await call(t.app, 'POST', '/rest/v1/conversations', {
      token: guest.token,
      body: { space_id: space.id, body: 'Guest secret question' },
    });
    expect(started.status).toBe(201);
    const reply = await call(t.app, 'POST', `/rest/v1/conversations/${started.json.id}/messages`, {
      token: host.token,
      body: { body: 'Host answer' },
    });
    expect(reply.status).toBe(201);
    const past = await createBooking(t.db, {
      space: other,
      user_id: host.userId,
      start_time: new Date(t.clock.now().getTime() - 72 * HOUR),
      status: 'completed',
    });
    await createReview(t.db, { space_id: other.id, user_id: host.userId, booking_id: past.id });

    const res = await call(t.app, 'GET', '/rest/v1/account/export', { token: host.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rentspace-data-/,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    const data = res.json;
    expect(data.account).toMatchObject({ id: host.userId, email: host.email });
    expect(data.profile).toMatchObject({ full_name: 'Hana Host', bio: 'I rent out my studio' });
    expect(data.links.map((link: { url: string }) => link.url)).toEqual([
      'https://hana.example.com',
    ]);
    expect(data.updates.map((update: { title: string }) => update.title)).toEqual(['New lights']);
    expect(data.listings.map((listing: { id: string }) => listing.id)).toEqual([space.id]);
    expect(data.bookings_as_host.map((b: { id: string }) => b.id)).toEqual([
      asHost.intent.bookingId,
    ]);
    expect(data.bookings_as_guest.map((b: { id: string }) => b.id).sort()).toEqual(
      [asGuest.intent.bookingId, past.id].sort(),
    );
    expect(data.reviews_written).toHaveLength(1);
    expect(data.messages.map((m: { body: string }) => m.body)).toEqual(['Host answer']);
    expect(data.uploads.sort()).toEqual([...space.images, data.profile.avatar_url].sort());
    // Nothing of the guest: not their id, address, name or words.
    const text = res.text;
    expect(text).not.toContain(guest.userId);
    expect(text).not.toContain(guest.email);
    expect(text).not.toContain('Guest secret question');
    expect(text).not.toContain('encrypted_password');
    expect(text).not.toMatch(/argon2/);

    // The guest's own export holds their booking and message, and nothing of the host's profile.
    const theirs = await call(t.app, 'GET', '/rest/v1/account/export', { token: guest.token });
    expect(theirs.json.account.id).toBe(guest.userId);
    expect(theirs.json.bookings_as_guest.map((b: { id: string }) => b.id)).toEqual([
      asHost.intent.bookingId,
    ]);
    expect(theirs.json.listings).toEqual([]);
    expect(theirs.text).not.toContain(host.email);
    expect(theirs.text).not.toContain('Host answer');
    expect(theirs.text).not.toContain('Hana Host');
  });

  it('exports each side’s saved listings, reports, calendars, deposits and choices, in their own words', async () => {
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 3, 10), 2));
    const bookingId = intent.bookingId as string;

    // The guest saves the listing, reports it, and turns one kind of e-mail off.
    expect(
      (await call(t.app, 'PUT', `/rest/v1/favorites/${space.id}`, { token: guest.token })).status,
    ).toBeLessThan(300);
    const report = await call(t.app, 'POST', '/rest/v1/reports', {
      token: guest.token,
      body: {
        target_type: 'listing',
        target_id: space.id,
        reason: 'misleading',
        details: 'Guest report words',
      },
    });
    expect(report.status).toBe(201);
    const prefs = await call(t.app, 'GET', '/rest/v1/notification-preferences', {
      token: guest.token,
    });
    const off = Object.keys(prefs.json.email)[0] as string;
    const saved = await call(t.app, 'PUT', '/rest/v1/notification-preferences', {
      token: guest.token,
      body: { email: { ...prefs.json.email, [off]: false } },
    });
    expect(saved.status).toBe(200);

    // The host blocks a day with a note and imports another calendar.
    const day = at(t, 10, 12).toISOString().slice(0, 10);
    const block = await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/blocks`, {
      token: host.token,
      body: { date: day, whole_day: true, note: 'Host private note' },
    });
    expect(block.status).toBe(201);
    await t.db.execute(
      sql`insert into calendar_feeds (space_id, name, url) values (${space.id}, 'Other site', 'https://calendar.example.com/host.ics')`,
    );

    // A deposit on the booking, a claim the host filed, and the guest's answer.
    const [deposit] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into deposits (booking_id, amount, currency, authorise_at, release_at)
          values (${bookingId}, 5000, ${space.currency}, ${at(t, 1, 10).toISOString()}, ${at(t, 6, 10).toISOString()}) returning id`,
    );
    await t.db.execute(
      sql`insert into deposit_claims (deposit_id, amount, description, photos, guest_response, guest_responded_at)
          values (${deposit!.id}, 3000, 'Host claim words', ${JSON.stringify([`${host.userId}/lamp.webp`])}::jsonb,
                  'Guest answer words', ${t.clock.now().toISOString()})`,
    );

    // A review of the host's listing, and the host's reply to it.
    const past = await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: new Date(t.clock.now().getTime() - 72 * HOUR),
      status: 'completed',
    });
    const review = await createReview(t.db, {
      space_id: space.id,
      user_id: guest.userId,
      booking_id: past.id,
    });
    await t.db.execute(
      sql`update reviews set published_at = now(), reply = 'Host reply words', replied_at = now() where id = ${review.id}`,
    );

    const hosts = await call(t.app, 'GET', '/rest/v1/account/export', { token: host.token });
    expect(hosts.status).toBe(200);
    expect(hosts.json.calendar_blocks).toEqual([
      expect.objectContaining({ space_id: space.id, note: 'Host private note' }),
    ]);
    expect(hosts.json.calendar_feeds).toEqual([
      expect.objectContaining({ url: 'https://calendar.example.com/host.ics', name: 'Other site' }),
    ]);
    expect(hosts.json.deposit_claims).toEqual([
      expect.objectContaining({
        booking_id: bookingId,
        role: 'host',
        amount: 3000,
        description: 'Host claim words',
        guest_response: null,
      }),
    ]);
    expect(hosts.json.deposit_claims[0].photo_urls).toEqual([
      `/storage/v1/object/public/deposit-claims/${host.userId}/lamp.webp`,
    ]);
    expect(hosts.json.uploads).toContain(hosts.json.deposit_claims[0].photo_urls[0]);
    expect(hosts.json.review_replies).toEqual([
      expect.objectContaining({ review_id: review.id, reply: 'Host reply words' }),
    ]);
    expect(hosts.json.deposits).toEqual([]);
    expect(hosts.json.favorites).toEqual([]);
    expect(hosts.json.reports).toEqual([]);
    expect(hosts.text).not.toContain('Guest answer words');
    expect(hosts.text).not.toContain('Guest report words');

    const guests = await call(t.app, 'GET', '/rest/v1/account/export', { token: guest.token });
    expect(guests.status).toBe(200);
    expect(guests.json.favorites).toEqual([
      expect.objectContaining({ space_id: space.id, space_title: space.title }),
    ]);
    expect(guests.json.reports).toEqual([
      expect.objectContaining({
        target_type: 'listing',
        target_id: space.id,
        reason: 'misleading',
        details: 'Guest report words',
        status: 'open',
      }),
    ]);
    expect(guests.json.notification_preferences).toContainEqual({ kind: off, email: false });
    expect(
      guests.json.notification_preferences.filter((choice: { email: boolean }) => !choice.email),
    ).toHaveLength(1);
    expect(guests.json.deposits).toEqual([
      expect.objectContaining({ booking_id: bookingId, amount: 5000, status: 'scheduled' }),
    ]);
    expect(guests.json.deposit_claims).toEqual([
      expect.objectContaining({
        role: 'guest',
        amount: 3000,
        description: null,
        photo_urls: [],
        guest_response: 'Guest answer words',
      }),
    ]);
    expect(guests.json.reviews_written).toEqual([
      expect.objectContaining({ id: review.id, author_role: 'guest' }),
    ]);
    expect(guests.json.calendar_blocks).toEqual([]);
    expect(guests.json.calendar_feeds).toEqual([]);
    expect(guests.json.review_replies).toEqual([]);
    expect(guests.text).not.toContain('Host private note');
    expect(guests.text).not.toContain('Host claim words');
    expect(guests.text).not.toContain('calendar.example.com');
  });

  it('asks to be signed in', async () => {
    expect((await call(t.app, 'GET', '/rest/v1/account/export')).status).toBe(401);
    const res = await call(t.app, 'POST', '/rest/v1/account/delete', { body: { email: 'a@b.co' } });
    expect(res.status).toBe(401);
  });

  it('refuses an e-mail that is not the account’s, and an empty one, changing nothing', async () => {
    const person = await signUp(t.app);
    const wrong = await remove(person, 'someone.else@example.com');
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ email: [ACCOUNT_MESSAGES.emailMismatch] });
    const empty = await remove(person, '  ');
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.email).toEqual([ACCOUNT_MESSAGES.emailRequired]);
    const me = await call(t.app, 'GET', '/auth/v1/user', { token: person.token });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(person.email);
  });

  it("deletes only the session's own account: someone else's e-mail is a mismatch", async () => {
    const victim = await signUp(t.app);
    const attacker = await signUp(t.app);
    const res = await remove(attacker, victim.email);
    expect(res.status).toBe(400);
    expect((await call(t.app, 'GET', '/auth/v1/user', { token: victim.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/v1/user', { token: attacker.token })).status).toBe(200);
  });

  it('refuses while a payout is still owed, with a clear message (409), and deletes once paid', async () => {
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    const ended = await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: new Date(t.clock.now().getTime() - 5 * HOUR),
      status: 'completed',
    });
    const payout = await createPayout(t.db, { booking: ended, host_id: host.userId });
    const res = await remove(host);
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: 'payout_owed', message: ACCOUNT_MESSAGES.payoutOwed });
    expect((await call(t.app, 'GET', '/auth/v1/user', { token: host.token })).status).toBe(200);
    await t.db.execute(
      sql`update payouts set status = 'paid', paid_at = now(), transfer_id = 'tr_test' where id = ${payout.id}`,
    );
    expect((await remove(host)).status).toBe(200);
    // The payout is a record the law requires: it stays.
    expect(await payoutStatus(ended.id)).toBe('paid');
  });

  it('ends the sessions, removes profile, uploads and listings, cancels and refunds future bookings and keeps the records', async () => {
    const { host, space, avatar } = await busyHost();
    const guest = await signUp(t.app);
    const elsewhere = await createListing(t);
    // A guest's paid booking on the host's listing, a hold on it, and the host's own booking elsewhere.
    const onListing = await bookAndPay(t, guest.token, intentBody(space, at(t, 3, 10), 2));
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 5, 10), 1),
    });
    expect(hold.status).toBe(200);
    const asGuest = await bookAndPay(t, host.token, intentBody(elsewhere.space, at(t, 2, 12), 1));
    // A stay of the host's that has ended and been paid out stays as it is.
    const past = await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: new Date(t.clock.now().getTime() - 72 * HOUR),
      status: 'completed',
    });
    await createPayout(t.db, { booking: past, host_id: host.userId, now: t.clock.now() });
    const thread = await call(t.app, 'POST', '/rest/v1/conversations', {
      token: guest.token,
      body: { space_id: space.id, body: 'Is there parking?' },
    });
    await call(t.app, 'POST', `/rest/v1/conversations/${thread.json.id}/messages`, {
      token: host.token,
      body: { body: 'Yes, two spaces' },
    });

    const res = await remove(host, `  ${host.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true, cancelled_bookings: 3 });

    // Sessions: the access token and the refresh token stop working at once.
    expect((await call(t.app, 'GET', '/rest/v1/profiles/me', { token: host.token })).status).toBe(
      401,
    );
    // GoTrue's answer to a token whose session is gone.
    expect((await call(t.app, 'GET', '/auth/v1/user', { token: host.token })).status).toBe(403);
    const refresh = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: host.refresh },
    });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    const signIn = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: host.email, password: host.password },
    });
    expect(signIn.status).toBe(400);

    // Profile, links and updates are gone; the public profile is a 404.
    expect((await call(t.app, 'GET', `/rest/v1/profiles/${host.userId}`)).status).toBe(404);
    const leftovers = await queryRows<{ n: number }>(
      t.db,
      sql`select ((select count(*) from profile_links where profile_id = ${host.userId})
        + (select count(*) from profile_updates where profile_id = ${host.userId})
        + (select count(*) from auth_sessions where user_id = ${host.userId}))::int as n`,
    );
    expect(leftovers[0]!.n).toBe(0);
    // The account row keeps the records' references but no identity.
    const [account] = await queryRows<{ email: string; deleted_at: Date | null }>(
      t.db,
      sql`select email, deleted_at from users where id = ${host.userId}`,
    );
    expect(account!.email).not.toContain('@');
    expect(account!.deleted_at).not.toBeNull();

    // Uploads: the photo with its smaller copy, and the profile picture, are deleted.
    expect(existsSync(storedFile(space.images[0]!))).toBe(false);
    expect(existsSync(storedFile(space.images[0]!.replace('.webp', '-400.webp')))).toBe(false);
    expect(existsSync(storedFile(avatar))).toBe(false);

    // The listing is unpublished, stripped of its pictures, and its calendar is closed.
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`)).status).toBe(404);
    const [listing] = await queryRows<{ is_published: boolean; images: string[] }>(
      t.db,
      sql`select is_published, images from spaces where id = ${space.id}`,
    );
    expect(listing).toEqual({ is_published: false, images: [] });
    const again = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 9, 10), 1),
    });
    expect(again.status).toBeGreaterThanOrEqual(400);

    // Future bookings: cancelled on the lifecycle and refunded in full, fee included.
    for (const booking of [
      { ...onListing, paidTotal: 5500 },
      { ...asGuest, paidTotal: 2750 },
    ]) {
      const row = await bookingRow(t, booking.intent.bookingId);
      expect(row).toMatchObject({ status: 'cancelled', cancellation_reason: 'account_deleted' });
      expect(row!.refund_id).not.toBeNull();
      expect(await refundsOf(booking.intent.bookingId)).toEqual([booking.paidTotal]);
      expect(await payoutStatus(booking.intent.bookingId)).toBe('cancelled');
    }
    const held = await bookingRow(t, hold.json.bookingId);
    expect(held).toMatchObject({ status: 'cancelled', refunded_amount: 0 });
    // Past records stay: the completed stay and its paid payout.
    expect((await bookingRow(t, past.id))!.status).toBe('completed');
    expect(await payoutStatus(past.id)).toBe('paid');

    // The guest of the booking on the listing is told, and the host of the one the host made.
    const mails = await outbox(t);
    const notice = mails.find(
      (m) =>
        m.to_address === guest.email &&
        m.kind === 'booking_cancelled_account_deleted' &&
        m.text_body.includes(onListing.intent.bookingId),
    );
    expect(notice?.text_body).toContain('the host closed their Rentspace account');
    expect(notice?.text_body).toContain('Refund: $55.00');
    expect(
      mails.some(
        (m) =>
          m.to_address === elsewhere.host.email &&
          m.text_body.includes(asGuest.intent.bookingId) &&
          m.kind === 'booking_cancelled_account_deleted',
      ),
    ).toBe(true);
    expect(mails.some((m) => m.to_address === host.email && m.kind === 'account_deleted')).toBe(
      true,
    );

    // Messages keep their text; the other person sees a removed user.
    const seen = await call(t.app, 'GET', `/rest/v1/conversations/${thread.json.id}`, {
      token: guest.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.json.conversation.other.full_name).toBe(REMOVED_USER_NAME);
    expect(JSON.stringify(seen.json)).toContain('Yes, two spaces');

    // The slot the guest had is bookable by no one (the listing is gone), and the guest's own
    // account is untouched.
    expect(await slotsOf(t, space.id)).toBe(2);
    expect((await call(t.app, 'GET', '/auth/v1/user', { token: guest.token })).status).toBe(200);
  });

  it('answers a replay after deletion with 401, and changes nothing more', async () => {
    const { host, space } = await createListing(t, { hourly_price: 2500 });
    const guest = await signUp(t.app);
    const booking = await bookAndPay(t, guest.token, intentBody(space, at(t, 6, 10), 1));
    expect((await remove(host)).status).toBe(200);
    const replay = await remove(host);
    expect(replay.status).toBe(401);
    expect(
      (await call(t.app, 'GET', '/rest/v1/account/export', { token: host.token })).status,
    ).toBe(401);
    // One refund, however often the deletion is asked for.
    expect(await refundsOf(booking.intent.bookingId)).toEqual([2750]);
    // The address is free: signing up with it again makes a new, empty account.
    const again = await signUp(t.app, host.email);
    expect(again.userId).not.toBe(host.userId);
    const fresh = await call(t.app, 'GET', '/rest/v1/account/export', { token: again.token });
    expect(fresh.json.listings).toEqual([]);
  });

  it('leaves no live booking on a listing whose host is deleted while guests are booking it', async () => {
    const { host, space } = await createListing(t, { hourly_price: 2500 });
    const guests = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const attempts = guests.map((guest, i) =>
      bookAndPay(t, guest.token, intentBody(space, at(t, 7, 10 + i), 1)).catch(() => null),
    );
    const [deleted] = await Promise.all([remove(host), ...attempts]);
    expect(deleted.status).toBe(200);
    const live = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bookings where space_id = ${space.id} and status in ('pending', 'confirmed')`,
    );
    expect(live[0]!.n).toBe(0);
    // Whatever was paid came back in full.
    const paid = await queryRows<{ id: string; refunded_amount: string; refund_id: string | null }>(
      t.db,
      sql`select id, refunded_amount, refund_id from bookings where space_id = ${space.id} and confirmed_at is not null`,
    );
    for (const booking of paid) {
      expect(Number(booking.refunded_amount)).toBe(2750);
      expect(await refundsOf(booking.id)).toEqual([2750]);
    }
  });

  it('keeps the refund owed when the provider is down, and the jobs send it once', async () => {
    const { host, space } = await createListing(t, { hourly_price: 2500 });
    const guest = await signUp(t.app);
    const booking = await bookAndPay(t, guest.token, intentBody(space, at(t, 8, 10), 1));
    const provider = t.services.payments;
    // Another instance whose provider cannot be reached for refunds.
    const down = t.sibling({
      payments: new Proxy(provider, {
        get(target, name) {
          if (name === 'refund') return () => Promise.reject(new Error('provider unreachable'));
          const value = Reflect.get(target, name);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    });
    const res = await call(down.app, 'POST', '/rest/v1/account/delete', {
      token: host.token,
      body: { email: host.email },
    });
    expect(res.status).toBe(200);
    const owed = await bookingRow(t, booking.intent.bookingId);
    expect(owed).toMatchObject({ status: 'cancelled', refunded_amount: 2750, refund_id: null });
    expect(await refundsOf(booking.intent.bookingId)).toEqual([]);
    const jobs = t.services.createJobRunner();
    await jobs.runOnce();
    await jobs.runOnce();
    expect(await refundsOf(booking.intent.bookingId)).toEqual([2750]);
    expect((await bookingRow(t, booking.intent.bookingId))!.refund_id).not.toBeNull();
  });
});
