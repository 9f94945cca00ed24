import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createReview } from '@rentspace/db/factories';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from '../bookings/testing.ts';

describe('the space page reads: GET /rest/v1/spaces/{id}, availability and reviews', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('shows public fields and the host summary, hiding the street address from strangers', async () => {
    const { host, space } = await createListing(t, {
      street_address: '1 Hidden Lane',
      unit_number: '4B',
      postal_code: '10001',
    });
    const res = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: space.id,
      title: space.title,
      hourly_price: 2500,
      currency: 'USD',
      time_zone: 'UTC',
      street_address: null,
      unit_number: null,
      postal_code: null,
      address_visible: false,
      is_owner: false,
      host: { id: host.userId, response_rate: 95, response_time: 'within an hour' },
    });
    const owner = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, { token: host.token });
    expect(owner.json).toMatchObject({
      street_address: '1 Hidden Lane',
      unit_number: '4B',
      postal_code: '10001',
      is_owner: true,
    });
    expect((await t.services.publicApi.getSpace(space.id))?.street_address).toBeNull();
  });

  it('reveals the address to a guest only once their booking is confirmed', async () => {
    const { space } = await createListing(t, { street_address: '2 Secret Road' });
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 9, 10), 1),
    });
    expect(
      (await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, { token: guest.token })).json
        .street_address,
    ).toBeNull();
    await call(t.app, 'POST', '/functions/v1/sandbox/confirm', {
      body: {
        clientSecret: hold.json.clientSecret,
        card: { number: '4242 4242 4242 4242', exp_month: 1, exp_year: 2099, cvc: '123' },
      },
    });
    const after = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, { token: guest.token });
    expect(after.json).toMatchObject({ street_address: '2 Secret Road', address_visible: true });
  });

  it("says 'Space not found' for an unknown id and for someone else's unpublished listing", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const res = await call(t.app, 'GET', `/rest/v1/spaces/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Space not found');
    }
    const { host, space } = await createListing(t, { is_published: false });
    expect(
      (await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, { token: guest.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, { token: host.token })).status,
    ).toBe(200);
    expect(await t.services.publicApi.getSpace(space.id)).toBeNull();
  });

  it('lists booked, held and blocked slots in a range, ignoring cancelled bookings and expired holds', async () => {
    const { space } = await createListing(t);
    await bookAndPay(t, guest.token, intentBody(space, at(t, 1, 10), 2));
    const held = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 1, 14), 1),
    });
    const cancelled = await bookAndPay(t, guest.token, intentBody(space, at(t, 1, 16), 1));
    await call(t.app, 'POST', `/rest/v1/bookings/${cancelled.intent.bookingId}/cancel`, {
      token: guest.token,
    });
    await t.db.execute(sql`insert into space_availability (space_id, start_time, end_time)
      values (${space.id}, ${at(t, 1, 19).toISOString()}::timestamptz, ${at(t, 1, 21).toISOString()}::timestamptz)`);
    const range = `from=${encodeURIComponent(at(t, 1, 0).toISOString())}&to=${encodeURIComponent(at(t, 2, 0).toISOString())}`;
    const res = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/availability?${range}`);
    expect(res.json.data).toEqual([
      {
        start_time: at(t, 1, 10).toISOString(),
        end_time: at(t, 1, 12).toISOString(),
        kind: 'booked',
      },
      {
        start_time: at(t, 1, 14).toISOString(),
        end_time: at(t, 1, 15).toISOString(),
        kind: 'held',
      },
      {
        start_time: at(t, 1, 19).toISOString(),
        end_time: at(t, 1, 21).toISOString(),
        kind: 'blocked',
      },
    ]);
    expect(held.status).toBe(200);
    t.clock.advance(16 * 60_000);
    const later = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/availability?${range}`);
    expect(later.json.data.map((slot: { kind: string }) => slot.kind)).toEqual([
      'booked',
      'blocked',
    ]);
    const bad = await call(
      t.app,
      'GET',
      `/rest/v1/spaces/${space.id}/availability?from=yesterday&to=${at(t, 2, 0).toISOString()}`,
    );
    expect(bad.status).toBe(400);
  });

  it('lists reviews newest first with the author name, and none for a new listing', async () => {
    const { space } = await createListing(t);
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/reviews`)).json).toEqual({
      data: [],
    });
    const author = await signUp(t.app);
    await t.db.execute(
      sql`insert into profiles (id, full_name) values (${author.userId}, 'Ada Guest') on conflict (id) do update set full_name = 'Ada Guest'`,
    );
    await createReview(t.db, {
      space_id: space.id,
      user_id: author.userId,
      rating: 4,
      comment: 'Good light',
      created_at: new Date('2026-01-01T00:00:00Z'),
    });
    await createReview(t.db, {
      space_id: space.id,
      user_id: author.userId,
      rating: 5,
      comment: 'Even better',
      created_at: new Date('2026-02-01T00:00:00Z'),
    });
    const res = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/reviews`);
    expect(res.json.data.map((r: { comment: string }) => r.comment)).toEqual([
      'Even better',
      'Good light',
    ]);
    expect(res.json.data[0]).toMatchObject({
      rating: 5,
      full_name: 'Ada Guest',
      created_at: '2026-02-01T00:00:00.000Z',
    });
    expect(await t.services.publicApi.listSpaceReviews(space.id)).toHaveLength(2);
  });
});
