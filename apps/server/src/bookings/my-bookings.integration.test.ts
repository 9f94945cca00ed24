import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/harness.ts';
import {
  HOUR,
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from './testing.ts';

type Guest = Awaited<ReturnType<typeof signUp>>;

describe("a guest's own bookings", () => {
  let t: BookingTestApp;
  let guest: Guest;
  let other: Guest;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const cancel = (token: string, id: string) =>
    call(t.app, 'POST', `/rest/v1/bookings/${id}/cancel`, { token });

  it('shows the confirmation details of a booking to its guest only', async () => {
    const { host, space } = await createListing(t, {
      title: 'Harbour Photo Studio',
      hourly_price: 2300,
      street_address: '12 Pier Road',
      unit_number: 'Unit 4',
      city: 'Portland',
      state: 'ME',
      postal_code: '04101',
      country: 'United States',
      cancellation_policy: 'moderate',
      time_zone: 'America/New_York',
    });
    const start = at(t, 3, 15); // 10:00 or 11:00 in New York, within its bookable hours
    const { intent } = await bookAndPay(t, guest.token, intentBody(space, start, 2));

    const res = await call(t.app, 'GET', `/rest/v1/bookings/${intent.bookingId}`, {
      token: guest.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json).toMatchObject({
      id: intent.bookingId,
      status: 'confirmed',
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 2 * HOUR).toISOString(),
      duration: 2,
      duration_unit: 'hour',
      unit_price: 2300,
      subtotal: 4600,
      platform_fee_percentage: 10,
      platform_fee_amount: 460,
      total_price: 5060,
      currency: 'USD',
      cancellation_policy: 'moderate',
      space: { id: space.id, title: 'Harbour Photo Studio', time_zone: 'America/New_York' },
      address: {
        street_address: '12 Pier Road',
        unit_number: 'Unit 4',
        city: 'Portland',
        state: 'ME',
        postal_code: '04101',
        country: 'United States',
      },
    });

    // Someone else, even the listing's host, finds no such booking; a made-up id is the same.
    for (const token of [other.token, host.token]) {
      const refused = await call(t.app, 'GET', `/rest/v1/bookings/${intent.bookingId}`, { token });
      expect(refused.status).toBe(404);
      expect(refused.json.error).toMatchObject({ code: 'not_found', message: 'Booking not found' });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      expect(
        (await call(t.app, 'GET', `/rest/v1/bookings/${id}`, { token: guest.token })).status,
      ).toBe(404);
    }
    expect((await call(t.app, 'GET', `/rest/v1/bookings/${intent.bookingId}`)).status).toBe(401);
  });

  it('keeps the address to itself while a booking is only held, and once it is cancelled', async () => {
    const { space } = await createListing(t, { street_address: '1 Hidden Lane' });
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: intentBody(space, at(t, 4, 10), 1),
    });
    const held = await call(t.app, 'GET', `/rest/v1/bookings/${hold.json.bookingId}`, {
      token: guest.token,
    });
    expect(held.json).toMatchObject({ status: 'pending', address: null });
    expect(held.text).not.toContain('1 Hidden Lane');

    const { intent } = await bookAndPay(t, guest.token, intentBody(space, at(t, 5, 10), 1));
    await cancel(guest.token, intent.bookingId);
    const cancelled = await call(t.app, 'GET', `/rest/v1/bookings/${intent.bookingId}`, {
      token: guest.token,
    });
    expect(cancelled.json).toMatchObject({ status: 'cancelled', address: null });
  });

  it('lists upcoming bookings first, the soonest first, then the others, the most recent first', async () => {
    const me = await signUp(t.app);
    const { space } = await createListing(t, { time_zone: 'UTC' });
    const slot = (days: number, hour: number, hours = 1) =>
      intentBody(space, at(t, days, hour), hours);
    const book = async (body: ReturnType<typeof slot>) =>
      (await bookAndPay(t, me.token, body)).intent.bookingId as string;
    // Times are set before the clock moves on, each in the order it was made.
    const slots = {
      dayOne: slot(1, 10),
      dayThree: slot(3, 10),
      dayFive: slot(5, 10),
      dayFour: slot(4, 10),
      dayTwo: slot(2, 10),
      underWay: slot(2, 17, 2),
      abandoned: slot(7, 10),
      someoneElse: slot(6, 12),
      held: slot(6, 10),
    };
    const dayOne = await book(slots.dayOne);
    const dayThree = await book(slots.dayThree);
    const dayFive = await book(slots.dayFive);
    const dayFour = await book(slots.dayFour);
    const dayTwo = await book(slots.dayTwo);
    const underWay = await book(slots.underWay);
    await cancel(me.token, dayFour);
    const abandoned = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: me.token,
      body: slots.abandoned,
    });
    await cancel(me.token, abandoned.json.bookingId);
    await bookAndPay(t, other.token, slots.someoneElse);

    // Day two, 18:00: days one and two have ended, the 17:00-19:00 booking is under way. The
    // session of two days ago has expired: sign in again.
    t.clock.set(at(t, 2, 18));
    const token = (
      await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: me.email, password: me.password },
      })
    ).json.access_token as string;
    const held = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token,
      body: slots.held,
    });
    expect(held.status).toBe(200);

    const res = await call(t.app, 'GET', '/rest/v1/bookings', { token });
    expect(res.status).toBe(200);
    const order = res.json.data.map((b: { id: string; status: string }) => [b.id, b.status]);
    expect(order).toEqual([
      [underWay, 'confirmed'],
      [dayThree, 'confirmed'],
      [dayFive, 'confirmed'],
      [held.json.bookingId, 'pending'],
      // A cancelled booking is no longer ahead, whatever its dates.
      [dayFour, 'cancelled'],
      [dayTwo, 'confirmed'],
      [dayOne, 'confirmed'],
    ]);
  });
});
