import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createReview, createUser } from '@rentspace/db/factories';
import { addTypes } from '../listings/testing.ts';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookAndPay,
  CARDS,
  createBookingTestApp,
  createListing,
  intentBody,
  outbox,
  pay,
  type BookingTestApp,
} from '../bookings/testing.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('moderation: hiding reviews and suspending listings (admins only)', () => {
  let t: BookingTestApp;
  let adminToken: string;
  let adminId: string;
  let guest: Account;
  let otherGuest: Account;

  beforeAll(async () => {
    t = await createBookingTestApp();
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    adminId = admin.id;
    adminToken = (
      await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: admin.email, password: admin.password },
      })
    ).json.access_token;
    guest = await signUp(t.app);
    otherGuest = await signUp(t.app);
    await addTypes(t.db);
  });
  afterAll(() => t.close());

  /** An admin action; `token: null` sends none. */
  const act = (path: string, body: Record<string, unknown>, token: string | null = adminToken) =>
    call(t.app, 'POST', `/rest/v1/admin/${path}`, { token: token ?? undefined, body });
  const report = (who: Account, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/rest/v1/reports', { token: who.token, body });
  const figures = async (spaceId: string) =>
    (await call(t.app, 'GET', `/rest/v1/spaces/${spaceId}`)).json as {
      rating: number;
      review_count: number;
    };
  const reviewIds = async (spaceId: string) =>
    (
      (await call(t.app, 'GET', `/rest/v1/spaces/${spaceId}/reviews`)).json.data as { id: string }[]
    ).map((review) => review.id);
  const searchIds = async (q: string) =>
    (
      (await call(t.app, 'GET', `/rest/v1/spaces?q=${encodeURIComponent(q)}`)).json.data as {
        id: string;
      }[]
    ).map((space) => space.id);

  it('refuses everyone but admins, signed out first, before anything is written', async () => {
    const { space } = await createListing(t);
    const review = await createReview(t.db, { space_id: space.id, user_id: guest.userId });
    const body = { reason: 'Abusive' };
    for (const path of [
      `reviews/${review.id}/hide`,
      `reviews/${review.id}/restore`,
      `listings/${space.id}/suspend`,
      `listings/${space.id}/lift`,
      `users/${guest.userId}/suspend`,
      `users/${guest.userId}/lift`,
    ]) {
      expect((await act(path, body, null)).status).toBe(401);
      expect((await act(path, body, guest.token)).status).toBe(403);
    }
    for (const path of ['search/users?q=a', 'search/listings?q=a', 'search/bookings?q=a']) {
      expect((await call(t.app, 'GET', `/rest/v1/admin/${path}`)).status).toBe(401);
      expect(
        (await call(t.app, 'GET', `/rest/v1/admin/${path}`, { token: guest.token })).status,
      ).toBe(403);
    }
    const [written] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where target_id in (${review.id}, ${space.id}, ${guest.userId})`,
    );
    expect(written!.n).toBe(0);
    expect((await figures(space.id)).review_count).toBe(1);
  });

  it('hides a review from the listing page and the figures, and restores it; twice is a 409', async () => {
    const { space } = await createListing(t);
    const kept = await createReview(t.db, { space_id: space.id, user_id: guest.userId, rating: 5 });
    const abusive = await createReview(t.db, {
      space_id: space.id,
      user_id: otherGuest.userId,
      rating: 1,
      comment: 'Insults',
    });
    expect(await figures(space.id)).toMatchObject({ rating: 3, review_count: 2 });

    const hidden = await act(`reviews/${abusive.id}/hide`, { reason: 'Insults the host' });
    expect(hidden.status).toBe(200);
    expect(hidden.json).toEqual({
      target_type: 'review',
      target_id: abusive.id,
      active: true,
      report_closed: false,
      cancelled_bookings: 0,
    });
    expect(await reviewIds(space.id)).toEqual([kept.id]);
    expect(await figures(space.id)).toMatchObject({ rating: 5, review_count: 1 });
    // Hidden reviews cannot be reported, nor replied to.
    expect(
      (await report(guest, { target_type: 'review', target_id: abusive.id, reason: 'spam' }))
        .status,
    ).toBe(404);

    const again = await act(`reviews/${abusive.id}/hide`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This review is already hidden');

    const admin = await call(t.app, 'GET', `/rest/v1/admin/listings/${space.id}/reviews`, {
      token: adminToken,
    });
    expect(admin.json.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: abusive.id, hidden_reason: 'Insults the host' }),
        expect.objectContaining({ id: kept.id, hidden_at: null }),
      ]),
    );

    expect((await act(`reviews/${abusive.id}/restore`, { reason: 'Appeal accepted' })).status).toBe(
      200,
    );
    expect((await reviewIds(space.id)).sort()).toEqual([kept.id, abusive.id].sort());
    expect(await figures(space.id)).toMatchObject({ rating: 3, review_count: 2 });
    const twice = await act(`reviews/${abusive.id}/restore`, { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe('This review is not hidden');

    const audit = await queryRows<{ action: string; reason: string; actor_id: string }>(
      t.db,
      sql`select action, reason, actor_id from audit_log where target_id = ${abusive.id} order by created_at`,
    );
    expect(audit).toEqual([
      { action: 'review_hidden', reason: 'Insults the host', actor_id: adminId },
      { action: 'review_restored', reason: 'Appeal accepted', actor_id: adminId },
    ]);
  });

  it("hides a host's review of a guest from the guest's profile", async () => {
    const { host, space } = await createListing(t);
    const about = await createReview(t.db, {
      space_id: space.id,
      user_id: host.userId,
      guest_id: guest.userId,
      author_role: 'host',
      rating: 2,
      comment: 'Left the kitchen in a state, and a phone number in the message',
    });
    const profile = () => call(t.app, 'GET', `/rest/v1/profiles/${guest.userId}/guest-reviews`);
    expect((await profile()).json.data.map((r: { id: string }) => r.id)).toContain(about.id);
    // The guest asks another host to book: their record on that host's requests shows the review.
    const requested = await createListing(t, { booking_mode: 'request' });
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: { ...intentBody(requested.space, at(t, 6, 10), 2), message: 'A quiet rehearsal.' },
    });
    expect(hold.status).toBe(200);
    expect((await pay(t, hold.json.clientSecret, CARDS.success)).json.status).toBe(
      'requires_capture',
    );
    const record = async () => {
      const inbox = await call(t.app, 'GET', '/rest/v1/booking-requests', {
        token: requested.host.token,
      });
      const mine = inbox.json.data.find((r: { id: string }) => r.id === hold.json.bookingId);
      return mine.guest.reviews.map((r: { comment: string }) => r.comment) as string[];
    };
    expect(await record()).toContain(about.comment);

    expect((await act(`reviews/${about.id}/hide`, { reason: 'Personal data' })).status).toBe(200);
    expect((await profile()).json.data.map((r: { id: string }) => r.id)).not.toContain(about.id);
    expect(await record()).not.toContain(about.comment);
  });

  it('hides a reported review from the queue and closes the report; a report about something else is refused', async () => {
    const { space } = await createListing(t);
    const review = await createReview(t.db, { space_id: space.id, user_id: otherGuest.userId });
    const other = await createReview(t.db, { space_id: space.id, user_id: guest.userId });
    const reported = await report(guest, {
      target_type: 'review',
      target_id: review.id,
      reason: 'offensive',
    });
    const reportId = reported.json.id as string;

    const elsewhere = await act(`reviews/${other.id}/hide`, { reason: 'x', report_id: reportId });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json.error.message).toBe('This report is about something else');
    expect(await reviewIds(space.id)).toContain(other.id);

    const unknown = await act(`reviews/${review.id}/hide`, {
      reason: 'x',
      report_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(await reviewIds(space.id)).toContain(review.id);

    const hidden = await act(`reviews/${review.id}/hide`, {
      reason: 'Removed: offensive',
      report_id: reportId,
    });
    expect(hidden.json.report_closed).toBe(true);
    const [closed] = await queryRows<{ status: string; resolution: string }>(
      t.db,
      sql`select status, resolution from reports where id = ${reportId}`,
    );
    expect(closed).toEqual({ status: 'closed', resolution: 'Removed: offensive' });
    const mails = await outbox(t);
    expect(mails).toContainEqual(
      expect.objectContaining({ to_address: guest.email, kind: 'report_closed' }),
    );
  });

  it('validates the reason and the ids', async () => {
    const { space } = await createListing(t);
    const empty = await act(`listings/${space.id}/suspend`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.reason).toEqual(['Write the reason']);
    expect((await act('listings/not-an-id/suspend', { reason: 'x' })).status).toBe(400);
    const missing = await act('listings/00000000-0000-4000-8000-000000000000/suspend', {
      reason: 'x',
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('Listing not found');
    expect(
      (await act('reviews/00000000-0000-4000-8000-000000000000/hide', { reason: 'x' })).json.error
        .message,
    ).toBe('Review not found');
  });

  it('suspends a reported listing: unpublished, out of search, not bookable, the owner told; lifting leaves it to the owner', async () => {
    const { host, space } = await createListing(t, { title: 'Suspicious studio' });
    await call(t.app, 'PUT', `/rest/v1/favorites/${space.id}`, { token: otherGuest.token });
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 3, 10), 2));
    expect(await searchIds('Suspicious studio')).toEqual([space.id]);
    const reported = await report(guest, {
      target_type: 'listing',
      target_id: space.id,
      reason: 'fraud',
    });

    const suspended = await act(`listings/${space.id}/suspend`, {
      reason: 'Asks guests to pay outside Rentspace',
      report_id: reported.json.id,
    });
    expect(suspended.status).toBe(200);
    expect(suspended.json).toMatchObject({ active: true, report_closed: true });

    expect(await searchIds('Suspicious studio')).toEqual([]);
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`)).status).toBe(404);
    const favorites = await call(t.app, 'GET', '/rest/v1/favorites', { token: otherGuest.token });
    expect(favorites.json.data).toEqual([
      expect.objectContaining({ id: space.id, is_published: false }),
    ]);
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: otherGuest.token,
      body: intentBody(space, at(t, 5, 10), 1),
    });
    expect(hold.status).toBe(409);
    expect(hold.json.error.message).toBe('This listing is suspended and cannot be booked.');
    // A booking made before stays.
    const [booking] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from bookings where id = ${intent.bookingId}`,
    );
    expect(booking!.status).toBe('confirmed');

    // The owner reads why in Messages and by e-mail, and can reply to appeal.
    const conversations = await call(t.app, 'GET', '/rest/v1/conversations', { token: host.token });
    const thread = conversations.json.data.find(
      (c: { space: { id: string } | null }) => c.space?.id === space.id,
    );
    expect(thread).toBeDefined();
    const messages = await call(t.app, 'GET', `/rest/v1/conversations/${thread.id}`, {
      token: host.token,
    });
    expect(JSON.stringify(messages.json)).toContain('Asks guests to pay outside Rentspace');
    const appeal = await call(t.app, 'POST', `/rest/v1/conversations/${thread.id}/messages`, {
      token: host.token,
      body: { body: 'This is a misunderstanding, please look again.' },
    });
    expect(appeal.status).toBe(201);
    expect(await outbox(t)).toContainEqual(
      expect.objectContaining({ to_address: host.email, kind: 'listing_suspended' }),
    );

    // The owner cannot lift it themself, nor publish it while suspended.
    const byOwner = await act(`listings/${space.id}/lift`, { reason: 'Mine' }, host.token);
    expect(byOwner.status).toBe(403);
    expect(byOwner.json.error.message).toBe('Admins only');
    const publish = await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/publication`, {
      token: host.token,
      body: { is_published: true },
    });
    expect(publish.status).toBe(409);
    expect(publish.json.error.message).toMatch(/suspended by our team/);
    // My Listings shows it suspended, with the reason, not as one more draft.
    const mine = async () =>
      (await call(t.app, 'GET', '/rest/v1/spaces/mine', { token: host.token })).json.data.find(
        (listing: { id: string }) => listing.id === space.id,
      );
    expect(await mine()).toMatchObject({
      is_published: false,
      suspended: true,
      suspension_reason: 'Asks guests to pay outside Rentspace',
    });

    const again = await act(`listings/${space.id}/suspend`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This listing is already suspended');

    expect((await act(`listings/${space.id}/lift`, { reason: 'Owner explained' })).status).toBe(
      200,
    );
    expect(await mine()).toMatchObject({ suspended: false, suspension_reason: null });
    expect(await searchIds('Suspicious studio')).toEqual([]);
    const republished = await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/publication`, {
      token: host.token,
      body: { is_published: true },
    });
    expect(republished.status).toBe(200);
    expect(await searchIds('Suspicious studio')).toEqual([space.id]);
    expect((await act(`listings/${space.id}/lift`, { reason: 'Again' })).json.error.message).toBe(
      'This listing is not suspended',
    );
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where target_id = ${space.id}::text order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'listing_suspended',
      'listing_suspension_lifted',
    ]);
  });

  it('finds members, listings and bookings, a page at a time', async () => {
    const name = `Findable ${Date.now()}`;
    const { host, space } = await createListing(t, { title: `${name} loft` });
    for (let i = 0; i < 3; i += 1) await createListing(t, { title: `${name} room ${i}` });
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 4, 10), 1));
    const search = (kind: string, q: string, extra = '') =>
      call(t.app, 'GET', `/rest/v1/admin/search/${kind}?q=${encodeURIComponent(q)}${extra}`, {
        token: adminToken,
      });

    const first = await search('listings', name, '&limit=3');
    expect(first.json.data).toHaveLength(3);
    expect(first.json.next_cursor).toBe('3');
    const second = await search('listings', name, `&limit=3&cursor=${first.json.next_cursor}`);
    expect(second.json.data).toHaveLength(1);
    expect(second.json.next_cursor).toBeNull();
    expect((await search('listings', space.id)).json.data).toEqual([
      expect.objectContaining({ id: space.id, owner_email: host.email, suspended_at: null }),
    ]);

    expect((await search('users', host.email.toUpperCase())).json.data).toEqual([
      expect.objectContaining({ id: host.userId, email: host.email, listings: 1 }),
    ]);
    const byGuest = await search('bookings', guest.email);
    expect(byGuest.json.data.map((b: { id: string }) => b.id)).toContain(intent.bookingId);
    expect((await search('bookings', intent.bookingId)).json.data).toEqual([
      expect.objectContaining({
        id: intent.bookingId,
        guest_email: guest.email,
        status: 'confirmed',
        time_zone: space.time_zone,
      }),
    ]);
    // Pattern characters are taken literally.
    expect((await search('users', '%')).json.data).toEqual([]);
    expect((await search('users', '')).status).toBe(400);
  });
});
