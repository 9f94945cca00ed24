import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createBooking, createSpace } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('reviews: POST /rest/v1/bookings/{id}/review', () => {
  let t: TestApp;
  let host: Account;
  let guest: Account;
  let stranger: Account;
  let another: Account;
  let space: Awaited<ReturnType<typeof createSpace>>;
  let days = 10;

  /**
   * A booking of the listing that ended in the past few days, within the time to review (or
   * starts in the future when confirmed).
   */
  async function booking(
    user: Account,
    status: 'completed' | 'confirmed' | 'cancelled',
    target = space,
  ) {
    days += 2;
    const start = new Date(Date.now() + (status === 'completed' ? -days * 2 * HOUR : days * DAY));
    start.setUTCMinutes(0, 0, 0);
    return createBooking(t.db, { space: target, user_id: user.userId, status, start_time: start });
  }
  const review = (user: Account, bookingId: string, body: unknown) =>
    call(t.app, 'POST', `/rest/v1/bookings/${bookingId}/review`, { token: user.token, body });
  /** The host's review of the guest: it completes the pair and publishes both. */
  const hostReview = (bookingId: string) =>
    call(t.app, 'POST', `/rest/v1/bookings/${bookingId}/guest-review`, {
      token: host.token,
      body: { rating: 5, comment: 'A considerate guest.' },
    });
  const written = async (spaceId: string) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from reviews where space_id = ${spaceId} and author_role = 'guest'`,
      )
    )[0]?.n;
  const figures = async (spaceId: string) =>
    (
      await queryRows<{ rating: number; review_count: number }>(
        t.db,
        sql`select rating, review_count from spaces where id = ${spaceId}`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });
    [host, guest, stranger, another] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: guest.token,
      body: { full_name: 'Maya Chen' },
    });
    space = await createSpace(t.db, { user_id: host.userId, hourly_price: 2500, time_zone: 'UTC' });
  });
  afterAll(() => t.close());

  it("lets the guest of a completed booking review it once; the listing's rating and count follow once both sides have written", async () => {
    const stay = await booking(guest, 'completed');
    const pending = await call(t.app, 'GET', '/rest/v1/reviews/pending', { token: guest.token });
    expect(pending.json.data).toEqual([
      expect.objectContaining({
        booking_id: stay.id,
        space: expect.objectContaining({ id: space.id, title: space.title }),
      }),
    ]);

    const res = await review(guest, stay.id, { rating: 4, comment: '  Bright and quiet.  ' });
    expect(res.status).toBe(201);
    expect(res.json.review).toMatchObject({
      role: 'guest',
      space_id: space.id,
      booking_id: stay.id,
      rating: 4,
      comment: 'Bright and quiet.',
      full_name: 'Maya Chen',
      published_at: null,
    });
    // Waiting for the host's review: not shown, not counted.
    expect(res.json.space).toEqual({ id: space.id, rating: 0, review_count: 0 });
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/reviews`)).json.data).toEqual([]);

    const paired = await hostReview(stay.id);
    expect(paired.status).toBe(201);
    expect(paired.json.review.published_at).not.toBeNull();
    expect(paired.json.space).toEqual({ id: space.id, rating: 4, review_count: 1 });
    expect(await figures(space.id)).toEqual({ rating: 4, review_count: 1 });

    const listed = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/reviews`);
    expect(listed.json.data).toEqual([
      expect.objectContaining({
        rating: 4,
        comment: 'Bright and quiet.',
        full_name: 'Maya Chen',
        reply: null,
      }),
    ]);
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`)).json).toMatchObject({
      rating: 4,
      review_count: 1,
    });
    // The stay stays in the list until its 14 days are over, now with both reviews.
    expect(
      (await call(t.app, 'GET', '/rest/v1/reviews/pending', { token: guest.token })).json.data,
    ).toEqual([
      expect.objectContaining({
        booking_id: stay.id,
        mine: expect.objectContaining({ rating: 4 }),
        theirs: expect.objectContaining({ rating: 5, comment: 'A considerate guest.' }),
      }),
    ]);

    const again = await review(guest, stay.id, { rating: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('You have already reviewed this booking');
    expect(await figures(space.id)).toEqual({ rating: 4, review_count: 1 });
  });

  it('averages over every review of the listing', async () => {
    const second = await booking(stranger, 'completed');
    await review(stranger, second.id, { rating: 5, comment: 'Perfect for our shoot.' });
    expect((await hostReview(second.id)).json.space).toEqual({
      id: space.id,
      rating: 4.5,
      review_count: 2,
    });
    const third = await booking(another, 'completed');
    await review(another, third.id, { rating: 3, comment: 'Fine, a bit noisy.' });
    expect((await hostReview(third.id)).json.space).toEqual({
      id: space.id,
      rating: 4,
      review_count: 3,
    });
    expect((await call(t.app, 'GET', `/rest/v1/profiles/${host.userId}`)).json.stats).toEqual({
      total_listings: 1,
      total_reviews: 3,
      average_rating: 4,
    });
  });

  it('refuses a review without a completed booking of ones own, and stores nothing', async () => {
    const upcoming = await booking(guest, 'confirmed');
    const notYet = await review(guest, upcoming.id, { rating: 5, comment: 'Looking forward' });
    expect(notYet.status).toBe(403);
    expect(notYet.json.error.message).toBe('You can review a space once your booking is completed');
    const cancelled = await booking(guest, 'cancelled');
    expect((await review(guest, cancelled.id, { rating: 5, comment: 'x' })).status).toBe(403);

    const theirs = await booking(stranger, 'completed');
    const foreign = await review(guest, theirs.id, { rating: 1, comment: 'Not my booking' });
    expect(foreign.status).toBe(404);
    expect(
      (await review(guest, '00000000-0000-4000-8000-000000000000', { rating: 5, comment: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await review(host, theirs.id, { rating: 5, comment: 'Reviewing my own listing' })).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/rest/v1/bookings/${theirs.id}/review`, {
          body: { rating: 5, comment: 'anon' },
        })
      ).status,
    ).toBe(401);
    expect(await figures(space.id)).toEqual({ rating: 4, review_count: 3 });
  });

  it('lets a guest review a listing once, however many times they stayed', async () => {
    const listing = await createSpace(t.db, {
      user_id: host.userId,
      hourly_price: 1500,
      time_zone: 'UTC',
    });
    // Each completed booking the helper makes ended further back than the one before.
    const recent = await booking(guest, 'completed', listing);
    const older = await booking(guest, 'completed', listing);
    const pendingOf = async () =>
      (
        await call(t.app, 'GET', `/rest/v1/reviews/pending?space_id=${listing.id}`, {
          token: guest.token,
        })
      ).json.data.map((b: { booking_id: string }) => b.booking_id);
    // One invitation for the listing, for the most recent stay.
    expect(await pendingOf()).toEqual([recent.id]);

    expect((await review(guest, older.id, { rating: 5, comment: 'Lovely light.' })).status).toBe(
      201,
    );
    // The reviewed stay is the listing's one entry now: the more recent one is not offered.
    expect(await pendingOf()).toEqual([older.id]);
    await hostReview(older.id);
    const second = await review(guest, recent.id, { rating: 1, comment: 'Second opinion' });
    expect(second.status).toBe(409);
    expect(second.json.error.message).toBe('You have already reviewed this space');
    expect(await figures(listing.id)).toEqual({ rating: 5, review_count: 1 });
  });

  it('lets only one of two simultaneous reviews of a listing by one guest through', async () => {
    const listing = await createSpace(t.db, {
      user_id: host.userId,
      hourly_price: 1500,
      time_zone: 'UTC',
    });
    const [one, two] = [
      await booking(guest, 'completed', listing),
      await booking(guest, 'completed', listing),
    ];
    const results = await Promise.all([
      review(guest, one.id, { rating: 5, comment: 'One' }),
      review(guest, two.id, { rating: 2, comment: 'Two' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await written(listing.id)).toBe(1);
  });

  it('validates the rating (whole stars 1-5) and requires a comment', async () => {
    const listing = await createSpace(t.db, {
      user_id: host.userId,
      hourly_price: 1500,
      time_zone: 'UTC',
    });
    const stay = await booking(guest, 'completed', listing);
    for (const body of [
      { rating: 0, comment: 'x' },
      { rating: 6, comment: 'x' },
      { rating: 4.5, comment: 'x' },
      { rating: 4, comment: '  ' },
      { rating: 4, comment: 'x'.repeat(2001) },
    ]) {
      const res = await review(guest, stay.id, body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('validation_failed');
    }
    expect(
      (await call(t.app, 'GET', '/rest/v1/reviews/pending', { token: guest.token })).json.data.map(
        (b: { booking_id: string }) => b.booking_id,
      ),
    ).toContain(stay.id);
  });

  it('lets only one of two simultaneous submissions for a booking through', async () => {
    const other = await createSpace(t.db, {
      user_id: host.userId,
      hourly_price: 1000,
      time_zone: 'UTC',
    });
    const stay = await booking(guest, 'completed', other);
    const results = await Promise.all([
      review(guest, stay.id, { rating: 5, comment: 'One' }),
      review(guest, stay.id, { rating: 2, comment: 'Two' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await written(other.id)).toBe(1);
  });
});
