import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createBooking } from '@rentspace/db/factories';
import { call, signUp } from '../../test/harness.ts';
import {
  createBookingTestApp,
  createListing,
  HOUR,
  type BookingTestApp,
} from '../bookings/testing.ts';
import type { WebHandler } from '../web/ssr.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * HOUR;

describe('reviews: both sides, double-blind, within 14 days', () => {
  let t: BookingTestApp;
  let host: Account;
  let guest: Account;
  let stranger: Account;
  let space: Awaited<ReturnType<typeof createListing>>['space'];
  let slot = 0;

  /** A completed one-hour booking of the guest that ended an hour before the clock's now. */
  async function stay(user = guest, target = space) {
    slot += 2;
    const start = new Date(t.clock.now().getTime() - (slot + 1) * HOUR);
    return createBooking(t.db, {
      space: target,
      user_id: user.userId,
      status: 'completed',
      start_time: start,
    });
  }
  /** Access tokens last an hour: after the clock moves days, everyone signs in again. */
  async function moveClock(to: Date) {
    t.clock.set(to);
    for (const account of [host, guest, stranger, ...extra]) {
      const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: account.email, password: account.password },
      });
      account.token = res.json.access_token;
    }
  }
  const extra: Account[] = [];
  const asGuest = (bookingId: string, body: unknown = { rating: 4, comment: 'Bright and calm.' }) =>
    call(t.app, 'POST', `/rest/v1/bookings/${bookingId}/review`, { token: guest.token, body });
  const asHost = (
    bookingId: string,
    body: unknown = { rating: 5, comment: 'Left it spotless.' },
    token = host.token,
  ) => call(t.app, 'POST', `/rest/v1/bookings/${bookingId}/guest-review`, { token, body });
  const pending = async (user: Account, role: 'guest' | 'host') =>
    (await call(t.app, 'GET', `/rest/v1/reviews/pending?role=${role}`, { token: user.token })).json
      .data as { booking_id: string; mine: unknown; theirs: unknown; published_at: unknown }[];
  const entry = async (user: Account, role: 'guest' | 'host', bookingId: string) =>
    (await pending(user, role)).find((item) => item.booking_id === bookingId);
  const listed = async (spaceId = space.id) =>
    (await call(t.app, 'GET', `/rest/v1/spaces/${spaceId}/reviews`)).json.data as {
      comment: string;
      reply: { comment: string } | null;
      id: string;
    }[];
  const aboutGuest = async (user = guest) =>
    (await call(t.app, 'GET', `/rest/v1/profiles/${user.userId}/guest-reviews`)).json;
  const rows = async (bookingId: string) =>
    (
      await queryRows<{ author_role: string; published_at: string | null; closes_at: string }>(
        t.db,
        sql`select author_role, published_at, closes_at from reviews
            where booking_id = ${bookingId} order by author_role`,
      )
    ).map((row) => ({
      role: row.author_role,
      published_at: row.published_at === null ? null : new Date(row.published_at),
      closes_at: new Date(row.closes_at),
    }));

  beforeAll(async () => {
    t = await createBookingTestApp();
    ({ host, space } = await createListing(t));
    [guest, stranger] = [await signUp(t.app), await signUp(t.app)];
    await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: host.token,
      body: { full_name: 'Sam Host' },
    });
  });
  afterAll(() => t.close());

  it('shows neither review until both are written, then both at the same moment', async () => {
    const booking = await stay();
    expect(await entry(host, 'host', booking.id)).toMatchObject({ mine: null, theirs: null });

    expect((await asGuest(booking.id)).status).toBe(201);
    // The host cannot read the guest's review yet, nor anyone else.
    expect(await entry(host, 'host', booking.id)).toMatchObject({ mine: null, theirs: null });
    expect(await entry(guest, 'guest', booking.id)).toMatchObject({
      mine: expect.objectContaining({ rating: 4 }),
      theirs: null,
      published_at: null,
    });
    expect(await listed()).toEqual([]);

    await moveClock(new Date(t.clock.now().getTime() + 3 * DAY));
    const second = await asHost(booking.id);
    expect(second.status).toBe(201);
    expect(second.json.review.published_at).toBe(t.clock.now().toISOString());
    const [guestSide, hostSide] = await rows(booking.id);
    expect(guestSide!.published_at).toEqual(t.clock.now());
    expect(hostSide!.published_at).toEqual(guestSide!.published_at);

    expect(await listed()).toEqual([expect.objectContaining({ comment: 'Bright and calm.' })]);
    expect(await aboutGuest()).toEqual({
      rating: 5,
      review_count: 1,
      data: [
        expect.objectContaining({
          rating: 5,
          comment: 'Left it spotless.',
          full_name: 'Sam Host',
          space: { id: space.id, title: space.title },
        }),
      ],
    });
    expect(await entry(guest, 'guest', booking.id)).toMatchObject({
      theirs: expect.objectContaining({ comment: 'Left it spotless.' }),
    });
    expect(await entry(host, 'host', booking.id)).toMatchObject({
      mine: expect.objectContaining({ comment: 'Left it spotless.' }),
      theirs: expect.objectContaining({ comment: 'Bright and calm.' }),
    });
  });

  it('publishes a lone review when its 14 days are over, and takes no review after', async () => {
    const booking = await stay(stranger);
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${booking.id}/review`, {
      token: stranger.token,
      body: { rating: 2, comment: 'Noisy street.' },
    });
    expect(res.status).toBe(201);
    const before = await queryRows<{ review_count: number }>(
      t.db,
      sql`select review_count from spaces where id = ${space.id}`,
    );
    const jobs = t.services.createJobRunner();

    // A minute before the end of the window: still hidden, and the host may still write.
    await moveClock(new Date(booking.end_time.getTime() + 14 * DAY - 60_000));
    expect((await jobs.runOnce()).publishedReviews).toBe(0);
    expect((await listed()).map((r) => r.comment)).not.toContain('Noisy street.');
    expect(await entry(host, 'host', booking.id)).toMatchObject({ theirs: null });

    await moveClock(new Date(booking.end_time.getTime() + 14 * DAY));
    const late = await asHost(booking.id);
    expect(late.status).toBe(403);
    expect(late.json.error.message).toBe('The 14 days to review this booking are over');
    expect((await jobs.runOnce()).publishedReviews).toBe(1);
    expect((await listed()).map((r) => r.comment)).toContain('Noisy street.');
    const [guestSide] = await rows(booking.id);
    expect(guestSide!.published_at).toEqual(guestSide!.closes_at);
    expect(
      await queryRows<{ review_count: number }>(
        t.db,
        sql`select review_count from spaces where id = ${space.id}`,
      ),
    ).toEqual([{ review_count: before[0]!.review_count + 1 }]);
    // The window is over: the stay leaves the lists, and a second run publishes nothing.
    expect(await entry(host, 'host', booking.id)).toBeUndefined();
    expect((await jobs.runOnce()).publishedReviews).toBe(0);
  });

  it("publishes a host's lone review of a guest on the guest's profile after 14 days", async () => {
    const other = await signUpGuest();
    const booking = await stay(other);
    expect((await asHost(booking.id, { rating: 3, comment: 'Came late.' })).status).toBe(201);
    expect(await aboutGuest(other)).toEqual({ rating: 0, review_count: 0, data: [] });
    await moveClock(new Date(booking.end_time.getTime() + 14 * DAY));
    expect((await t.services.createJobRunner().runOnce()).publishedReviews).toBe(1);
    expect(await aboutGuest(other)).toMatchObject({ rating: 3, review_count: 1 });
  });

  it('publishes both when the two sides write at the same moment', async () => {
    for (let round = 0; round < 4; round++) {
      const booking = await stay(await signUpGuest());
      const token = extra.find((account) => account.userId === booking.user_id)!.token;
      const [g, h] = await Promise.all([
        call(t.app, 'POST', `/rest/v1/bookings/${booking.id}/review`, {
          token,
          body: { rating: 5, comment: `Round ${round}` },
        }),
        asHost(booking.id),
      ]);
      expect([g.status, h.status]).toEqual([201, 201]);
      // Whichever came second saw the first and published both.
      expect([g.json.review.published_at, h.json.review.published_at].filter(Boolean)).toHaveLength(
        1,
      );
      const both = await rows(booking.id);
      expect(both).toHaveLength(2);
      expect(both[0]!.published_at).not.toBeNull();
      expect(both[1]!.published_at).toEqual(both[0]!.published_at);
    }
  });

  async function signUpGuest() {
    const account = await signUp(t.app);
    extra.push(account);
    return account;
  }

  it("refuses a review of someone else's booking, from either side", async () => {
    const booking = await stay();
    // A stranger is neither the guest nor the host; the guest is not the host.
    expect((await asHost(booking.id, undefined, stranger.token)).status).toBe(404);
    expect((await asHost(booking.id, undefined, guest.token)).status).toBe(404);
    const { host: otherHost } = await createListing(t);
    const foreign = await asHost(booking.id, undefined, otherHost.token);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.message).toBe('Booking not found');
    expect(await rows(booking.id)).toEqual([]);
    expect(
      (
        await call(t.app, 'POST', `/rest/v1/bookings/${booking.id}/guest-review`, {
          body: { rating: 5, comment: 'anon' },
        })
      ).status,
    ).toBe(401);
  });

  it('takes one review per side and booking: a replay is refused and changes nothing', async () => {
    const booking = await stay(await signUpGuest());
    const replays = await Promise.all([asHost(booking.id), asHost(booking.id)]);
    expect(replays.map((r) => r.status).sort()).toEqual([201, 409]);
    const again = await asHost(booking.id, { rating: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('You have already reviewed this booking');
    expect(await rows(booking.id)).toHaveLength(1);
    const invalid = await asHost(booking.id, { rating: 6, comment: '' });
    expect(invalid.status).toBe(400);
  });

  it('lets the host reply once, in public, under a published review of their listing', async () => {
    const [review] = await listed();
    const reply = (token: string, body: unknown = { comment: '  Thank you, come back soon!  ' }) =>
      call(t.app, 'POST', `/rest/v1/reviews/${review!.id}/reply`, { token, body });
    expect((await reply(guest.token)).status).toBe(404);
    expect((await reply(stranger.token)).status).toBe(404);
    const empty = await reply(host.token, { comment: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.comment).toEqual(['Please write a reply']);

    const both = await Promise.all([reply(host.token), reply(host.token)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const second = await reply(host.token, { comment: 'Another word' });
    expect(second.status).toBe(409);
    expect(second.json.error.message).toBe('You have already replied to this review');
    expect((await listed()).find((r) => r.id === review!.id)?.reply).toEqual({
      comment: 'Thank you, come back soon!',
      created_at: expect.any(String),
    });
  });

  it('takes no reply under a review that is not published yet', async () => {
    const author = await signUpGuest();
    const booking = await stay(author);
    const token = author.token;
    const written = await call(t.app, 'POST', `/rest/v1/bookings/${booking.id}/review`, {
      token,
      body: { rating: 4, comment: 'Fine.' },
    });
    const res = await call(t.app, 'POST', `/rest/v1/reviews/${written.json.review.id}/reply`, {
      token: host.token,
      body: { comment: 'Thanks' },
    });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Review not found');
  });
});

describe('reviews: publication empties the kept pages of every instance', () => {
  let t: BookingTestApp;
  let renders = 0;
  const web: WebHandler = {
    assets: async (_c, next) => next(),
    render: async () => {
      renders += 1;
      return new Response(`<html>render ${renders}</html>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    },
  };
  beforeAll(async () => {
    t = await createBookingTestApp({ deps: { web }, env: { PAGE_CACHE_SECONDS: '60' } });
  });
  afterAll(() => t.close());

  /** Visits the page until it is rendered afresh (the database's notice arrives a moment later). */
  async function renderedAgain(path: string) {
    const before = renders;
    for (let i = 0; i < 100 && renders === before; i++) {
      await call(t.app, 'GET', path);
      if (renders === before) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return renders > before;
  }

  it('renders the listing page afresh after the job publishes and after a reply on another instance', async () => {
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    const booking = await createBooking(t.db, {
      space,
      user_id: guest.userId,
      status: 'completed',
      start_time: new Date(t.clock.now().getTime() - 3 * HOUR),
    });
    const path = `/space/${space.id}`;
    await call(t.app, 'GET', path);
    const kept = renders;
    await call(t.app, 'GET', path);
    expect(renders).toBe(kept);

    // Written through another instance: this one's pages are emptied by the database's notice.
    const sibling = t.sibling().app;
    const written = await call(sibling, 'POST', `/rest/v1/bookings/${booking.id}/review`, {
      token: guest.token,
      body: { rating: 5, comment: 'Great.' },
    });
    expect(written.status).toBe(201);
    await renderedAgain(path);

    t.clock.set(new Date(booking.end_time.getTime() + 14 * DAY));
    await call(t.app, 'GET', path);
    expect((await t.services.createJobRunner().runOnce()).publishedReviews).toBe(1);
    expect(await renderedAgain(path)).toBe(true);
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`)).json).toMatchObject({
      rating: 5,
      review_count: 1,
    });

    await call(t.app, 'GET', path);
    const signedIn = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: host.email, password: host.password },
    });
    const reply = await call(sibling, 'POST', `/rest/v1/reviews/${written.json.review.id}/reply`, {
      token: signedIn.json.access_token,
      body: { comment: 'Thank you!' },
    });
    expect(reply.status).toBe(201);
    expect(await renderedAgain(path)).toBe(true);
  });
});
