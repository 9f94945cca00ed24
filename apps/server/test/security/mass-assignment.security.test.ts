import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, profiles, reviews, spaces } from '@rentspace/db';
import { createBooking } from '@rentspace/db/factories';
import { call, signUp } from '../harness.ts';
import {
  at,
  createBookingTestApp,
  createListing,
  type BookingTestApp,
} from '../../src/bookings/testing.ts';
import { addTypes, listingBody } from '../../src/listings/testing.ts';

/** Fields a client must never set: owner ids, statuses, prices the server computes, ratings, rights. */
describe('mass assignment', () => {
  let t: BookingTestApp;
  let me: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    me = await signUp(t.app);
    stranger = await signUp(t.app);
    await addTypes(t.db, ['studio']);
  });
  afterAll(() => t.close());

  it('a profile edit cannot grant admin rights or payout status', async () => {
    const res = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: me.token,
      body: {
        full_name: 'Me',
        is_admin: true,
        stripe_onboarding_complete: true,
        stripe_account_id: 'acct_x',
        id: stranger.userId,
        response_rate: 100,
      },
    });
    expect(res.status).toBeLessThan(300);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, me.userId));
    expect(row).toMatchObject({
      full_name: 'Me',
      is_admin: false,
      stripe_onboarding_complete: false,
      stripe_account_id: null,
    });
    const [theirs] = await t.db.select().from(profiles).where(eq(profiles.id, stranger.userId));
    expect(theirs!.full_name).not.toBe('Me');
  });

  it('a new listing belongs to its creator, with no rating, reviews or featured flags', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: me.token,
      body: {
        ...listingBody({ type: 'studio' }),
        is_published: false,
        user_id: stranger.userId,
        rating: 5,
        review_count: 99,
        featured: true,
        popular: true,
        great_value: true,
        created_at: '2001-01-01T00:00:00Z',
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(spaces).where(eq(spaces.id, res.json.id));
    expect(row).toMatchObject({
      user_id: me.userId,
      rating: 0,
      review_count: 0,
      featured: false,
      popular: false,
      great_value: false,
    });
    expect(row!.created_at.getUTCFullYear()).toBeGreaterThan(2001);
  });

  it('a payment intent cannot choose its own status, total or guest', async () => {
    const { space } = await createListing(t, { hourly_price: 2500 });
    const res = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: me.token,
      body: {
        spaceId: space.id,
        startTime: at(t, 2, 10).toISOString(),
        endTime: at(t, 2, 11).toISOString(),
        duration: 1,
        durationUnit: 'hour',
        amount: 2750,
        currency: 'USD',
        status: 'confirmed',
        total_price: 1,
        user_id: stranger.userId,
      },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json.bookingId));
    expect(row).toMatchObject({ status: 'pending', total_price: 2750, user_id: me.userId });
  });

  it("a review is about the booking's own listing, by its own guest", async () => {
    const { space } = await createListing(t);
    const { space: elsewhere } = await createListing(t);
    const stay = await createBooking(t.db, {
      space,
      user_id: me.userId,
      status: 'completed',
      start_time: at(t, -3, 10),
    });
    const res = await call(t.app, 'POST', `/rest/v1/bookings/${stay.id}/review`, {
      token: me.token,
      body: { rating: 4, comment: 'Good', space_id: elsewhere.id, user_id: stranger.userId },
    });
    expect(res.status).toBeLessThan(300);
    // The review waits for the host's (double-blind), but it is already the booking's own.
    const written = await t.db
      .select({ space_id: reviews.space_id, user_id: reviews.user_id })
      .from(reviews)
      .where(eq(reviews.booking_id, stay.id));
    expect(written).toEqual([{ space_id: space.id, user_id: me.userId }]);
    const [untouched] = await t.db
      .select({ review_count: spaces.review_count })
      .from(spaces)
      .where(eq(spaces.id, elsewhere.id));
    expect(untouched!.review_count).toBe(0);
  });
});
