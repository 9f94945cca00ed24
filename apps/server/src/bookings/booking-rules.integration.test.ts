import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pgErrorCode, PG, queryRows } from '@rentspace/db';
import { createBooking } from '@rentspace/db/factories';
import { call, signUp } from '../../test/harness.ts';
import { addTypes, listingBody } from '../listings/testing.ts';
import {
  at,
  createBookingTestApp,
  createListing,
  intentBody,
  slotsOf,
  type BookingTestApp,
} from './testing.ts';

const PATH = '/functions/v1/create-payment-intent';
const WEEKDAYS_10_TO_16 = [null, ...Array.from({ length: 5 }, () => ({ from: 10, to: 16 })), null];

/** Days from the clock's today to the next given weekday (0 Sunday), at least one. */
function daysUntil(t: BookingTestApp, weekday: number): number {
  const today = t.clock.now().getUTCDay();
  return ((weekday - today + 7) % 7) + (weekday === today ? 7 : 0);
}

describe('booking rules on holds (docs/product/booking-lifecycle.md#booking-rules)', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  const hold = (body: ReturnType<typeof intentBody>) =>
    call(t.app, 'POST', PATH, { token: guest.token, body });

  it('refuses a start outside the opening hours with the spec message, and takes one inside', async () => {
    const { space } = await createListing(t, { opening_hours: WEEKDAYS_10_TO_16 });
    const saturday = daysUntil(t, 6);
    const monday = daysUntil(t, 1);
    for (const start of [at(t, saturday, 12), at(t, monday, 9), at(t, monday, 17)]) {
      const res = await hold(intentBody(space, start));
      expect(res.status, start.toISOString()).toBe(422);
      expect(res.json.error).toMatchObject({
        code: 'outside_opening_hours',
        message: 'This time slot is not available',
      });
    }
    // The last start may run past it: opening hours are hours to start in.
    expect((await hold(intentBody(space, at(t, monday, 16), 3))).status).toBe(200);
    expect((await hold(intentBody(space, at(t, monday, 10)))).status).toBe(200);
    expect(await slotsOf(t, space.id)).toBe(2);
  });

  it('judges opening hours in the listing time zone', async () => {
    // Tokyo is UTC+9: 10:00 there is 01:00 UTC, which the listing's UTC neighbours would refuse.
    const { space } = await createListing(t, {
      time_zone: 'Asia/Tokyo',
      opening_hours: Array.from({ length: 7 }, () => ({ from: 10, to: 12 })),
    });
    expect((await hold(intentBody(space, at(t, 2, 1)))).status).toBe(200);
    expect((await hold(intentBody(space, at(t, 2, 10)))).json.error.code).toBe(
      'outside_opening_hours',
    );
  });

  it('refuses a start inside the minimum notice, and after the booking window', async () => {
    const { space } = await createListing(t, { min_notice_hours: 24, booking_window_months: 1 });
    // The clock is at 06:00: 10:00 tomorrow is 28 hours ahead, 10:00 today only 4.
    const soon = await hold(intentBody(space, at(t, 0, 10)));
    expect(soon.status).toBe(422);
    expect(soon.json.error).toMatchObject({
      code: 'short_notice',
      message: 'Book at least 24 hours before the start',
      fields: { startTime: ['Book at least 24 hours before the start'] },
    });
    const far = await hold(intentBody(space, at(t, 40, 10)));
    expect(far.status).toBe(422);
    expect(far.json.error).toMatchObject({
      code: 'beyond_booking_window',
      message: 'This listing takes bookings up to 1 month ahead',
    });
    expect((await hold(intentBody(space, at(t, 1, 10)))).status).toBe(200);
    expect((await hold(intentBody(space, at(t, 20, 10)))).status).toBe(200);
  });

  it('refuses rentals shorter or longer than the listing allows, in hours of any option', async () => {
    const { space } = await createListing(t, {
      min_rental_duration: 2,
      max_rental_duration: 4,
      daily_price: 10000,
    });
    const short = await hold(intentBody(space, at(t, 3, 10), 1));
    expect(short.status).toBe(422);
    expect(short.json.error).toMatchObject({
      code: 'below_minimum_rental',
      message: 'The minimum rental is 2 hours',
      fields: { duration: ['The minimum rental is 2 hours'] },
    });
    const long = await hold(intentBody(space, at(t, 3, 10), 5));
    expect(long.json.error).toMatchObject({
      code: 'above_maximum_rental',
      message: 'The maximum rental is 4 hours',
    });
    const day = await hold(intentBody(space, at(t, 3, 10), 1, 'day'));
    expect(day.json.error.code).toBe('above_maximum_rental');
    expect((await hold(intentBody(space, at(t, 3, 10), 4))).status).toBe(200);
  });

  it('keeps the buffer free after each booking, and shows bookings by their own times', async () => {
    const { space } = await createListing(t, { buffer_minutes: 60 });
    expect((await hold(intentBody(space, at(t, 4, 12)))).status).toBe(200);
    // 13:00 is the buffer after 12:00-13:00; 10:00-11:00 would need 11:00-12:00 free after it.
    for (const start of [at(t, 4, 13), at(t, 4, 11)]) {
      const res = await hold(intentBody(space, start));
      expect(res.status, start.toISOString()).toBe(409);
      expect(res.json.error).toEqual({
        code: 'slot_unavailable',
        message: 'This time slot is not available',
      });
    }
    expect((await hold(intentBody(space, at(t, 4, 14)))).status).toBe(200);
    expect((await hold(intentBody(space, at(t, 4, 10)))).status).toBe(200);
    const from = at(t, 4, 0).toISOString();
    const to = at(t, 5, 0).toISOString();
    const grid = await call(
      t.app,
      'GET',
      `/rest/v1/spaces/${space.id}/availability?from=${from}&to=${to}`,
    );
    expect(grid.status).toBe(200);
    expect(
      (grid.json.data ?? grid.json).map((slot: { start_time: string; end_time: string }) => [
        new Date(slot.start_time).getUTCHours(),
        new Date(slot.end_time).getUTCHours(),
      ]),
    ).toEqual([
      [10, 11],
      [12, 13],
      [14, 15],
    ]);
  });

  it('lets the database refuse bookings closer than the buffer, whatever the code checked', async () => {
    const { space } = await createListing(t, { buffer_minutes: 30 });
    // Written straight into the table, as no code path would: only the database stands guard.
    const booked = await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: at(t, 6, 10),
      status: 'confirmed',
    });
    const near = createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: new Date(at(t, 6, 11).getTime() + 15 * 60_000),
      status: 'confirmed',
    });
    await expect(near).rejects.toSatisfy((error) => pgErrorCode(error) === PG.exclusionViolation);
    const [row] = await queryRows<{ end_time: Date }>(
      t.db,
      sql`select end_time from space_availability where booking_id = ${booked.id}`,
    );
    expect(new Date(row!.end_time).getTime()).toBe(at(t, 6, 11).getTime() + 30 * 60_000);
    // Exactly the buffer after it is free.
    await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: new Date(at(t, 6, 11).getTime() + 30 * 60_000),
      status: 'confirmed',
    });
  });

  it('gives exactly one of 50 concurrent holds of neighbouring slots closer than the buffer', async () => {
    const { space } = await createListing(t, { buffer_minutes: 60 });
    const guests = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    // Half ask for 10:00-11:00, half for 11:00-12:00: the slots do not overlap, so no hold in
    // flight answers for another; only the buffer the database keeps can refuse them.
    const bodies = [intentBody(space, at(t, 8, 10)), intentBody(space, at(t, 8, 11))];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t.app, 'POST', PATH, { token: guests[i % 5]!.token, body: bodies[i % 2]! }),
      ),
    );
    // One hold. The winning guest's four other requests for the same slot get that same hold
    // back (their own); every other request is refused.
    const won = results.flatMap((r, i) => (r.status === 200 ? [{ r, asked: i % 10 }] : []));
    expect(new Set(won.map(({ r }) => r.json.bookingId)).size).toBe(1);
    expect(new Set(won.map(({ asked }) => asked)).size).toBe(1);
    expect(won).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(45);
    expect(await slotsOf(t, space.id)).toBe(1);
  });
});

describe('free-slot suggestions (GET /rest/v1/spaces/{id}/suggestions)', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  const suggestions = (spaceId: string, start: Date, duration = 2) =>
    call(
      t.app,
      'GET',
      `/rest/v1/spaces/${spaceId}/suggestions?start=${encodeURIComponent(start.toISOString())}&duration=${duration}&unit=hour`,
    );

  it('offers the nearest starts the server would take for the same length, around a taken one', async () => {
    const { space } = await createListing(t, { buffer_minutes: 60 });
    expect(
      (
        await call(t.app, 'POST', PATH, {
          token: guest.token,
          body: intentBody(space, at(t, 3, 12), 2),
        })
      ).status,
    ).toBe(200);
    // 12:00-14:00 held, 14:00-15:00 its buffer: 12:00 is refused, and so are 11:00 and 13:00.
    const refused = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 3, 11), 2),
    });
    expect(refused.status).toBe(409);
    const res = await suggestions(space.id, at(t, 3, 11));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(
      res.json.data.map((slot: { start_time: string }) => new Date(slot.start_time).getUTCHours()),
    ).toEqual([9, 15, 16]);
    // Each one is taken when asked for.
    const [first] = res.json.data as { start_time: string; end_time: string }[];
    const placed = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, new Date(first!.start_time), 2),
    });
    expect(placed.status).toBe(200);
  });

  it('answers 400 for a bad query and 404 for a listing that is not listed', async () => {
    const { space } = await createListing(t);
    expect(
      (await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/suggestions?start=soon&duration=2`))
        .status,
    ).toBe(400);
    const { space: draft } = await createListing(t, { is_published: false });
    expect((await suggestions(draft.id, at(t, 3, 10))).status).toBe(404);
  });
});

describe('booking rules in the listing form (POST and PUT /rest/v1/spaces)', () => {
  let t: BookingTestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    host = await signUp(t.app);
    await addTypes(t.db);
  });
  afterAll(() => t.close());

  it('starts every listing at 09:00 to 21:00 every day, no notice, 12 months, no buffer', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody(),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      opening_hours: Array.from({ length: 7 }, () => ({ from: 9, to: 21 })),
      min_notice_hours: 0,
      booking_window_months: 12,
      buffer_minutes: 0,
      min_rental_duration: 1,
    });
  });

  it('stores the rules a host sets and shows them on the listing page', async () => {
    const rules = {
      opening_hours: WEEKDAYS_10_TO_16,
      min_notice_hours: 48,
      booking_window_months: 3,
      buffer_minutes: 30,
      min_rental_duration: 2,
      max_rental_duration: 8,
      // No daily rate: no day fits rentals of at most 8 hours (docs/decisions/0058).
      daily_price: null,
    };
    const created = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ ...rules, is_published: true }),
    });
    expect(created.status).toBe(201);
    const page = await call(t.app, 'GET', `/rest/v1/spaces/${created.json.id}`);
    expect(page.json).toMatchObject(rules);
    const edited = await call(t.app, 'PUT', `/rest/v1/spaces/${created.json.id}`, {
      token: host.token,
      body: listingBody({ ...rules, buffer_minutes: 120, is_published: true }),
    });
    expect(edited.status).toBe(200);
    expect(edited.json.buffer_minutes).toBe(120);
  });

  it('refuses rules off the lists, a day that ends before it starts, and a week with no open day', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({
        min_notice_hours: 5,
        booking_window_months: 24,
        buffer_minutes: 45,
        opening_hours: [{ from: 18, to: 9 }, null, null, null, null, null, null],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      min_notice_hours: ['Choose a notice from the list'],
      booking_window_months: ['Choose a booking window from the list'],
      buffer_minutes: ['Choose a buffer from the list'],
      'opening_hours.0.to': ['The last start must be at or after the first'],
    });
    const closed = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ opening_hours: Array.from({ length: 7 }, () => null) }),
    });
    expect(closed.status).toBe(400);
    expect(closed.json.error.fields.opening_hours).toEqual([
      'Open the listing on at least one day',
    ]);
  });
});
