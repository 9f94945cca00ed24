import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookingRow,
  CARDS,
  createBookingTestApp,
  createListing,
  intentBody,
  pay,
  type BookingTestApp,
} from './testing.ts';

const PATH = '/functions/v1/create-payment-intent';

async function liveHolds(t: BookingTestApp, guestId: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from bookings where user_id = ${guestId} and status = 'pending'`,
  );
  return row!.n;
}

async function sandboxIntents(t: BookingTestApp) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from sandbox_payment_intents`,
  );
  return row!.n;
}

describe('hold limits (defaults: 3 live holds per guest, 1 per listing)', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    // Empty values: the configuration's defaults, not the test app's generous ones.
    t = await createBookingTestApp({
      env: { LIMIT_HOLDS_PER_GUEST: '', LIMIT_HOLDS_PER_GUEST_PER_LISTING: '' },
    });
  });
  afterAll(() => t.close());

  it('gives exactly 3 of 20 concurrent holds of one guest on 20 listings, and refuses the rest with 409', async () => {
    const guest = await signUp(t.app);
    const listings = await Promise.all(Array.from({ length: 20 }, () => createListing(t)));
    const results = await Promise.all(
      listings.map(({ space }, i) =>
        call(t.app, 'POST', PATH, {
          token: guest.token,
          body: intentBody(space, at(t, 1, 9 + (i % 10)), 1),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(results.find((r) => r.status === 409)!.json).toEqual({
      error: {
        code: 'hold_limit',
        message:
          'You already hold 3 time slots waiting for payment. Pay for one or let it expire before holding another.',
      },
    });
    expect(await liveHolds(t, guest.userId)).toBe(3);
    // The refused requests leave no intent open: every sandbox intent but the three is cancelled.
    const [intents] = await queryRows<{ open: number }>(
      t.db,
      sql`select count(*)::int as open from sandbox_payment_intents where status <> 'canceled'`,
    );
    expect(intents!.open).toBe(3);
  });

  it('gives exactly 1 of 20 concurrent holds of one guest on 20 slots of one listing', async () => {
    const guest = await signUp(t.app);
    const { space } = await createListing(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', PATH, {
          token: guest.token,
          body: intentBody(space, at(t, 2 + Math.floor(i / 10), 9 + (i % 10)), 1),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.find((r) => r.status === 409)!.json.error).toEqual({
      code: 'hold_limit',
      message:
        'You already hold a time slot of this space waiting for payment. Pay for it or let it expire before holding another.',
    });
    expect(await liveHolds(t, guest.userId)).toBe(1);
  });

  it('frees a place once a hold is paid or has expired', async () => {
    const guest = await signUp(t.app);
    const { space } = await createListing(t);
    const first = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 5, 10), 1),
    });
    expect(first.status).toBe(200);
    const second = intentBody(space, at(t, 5, 14), 1);
    expect((await call(t.app, 'POST', PATH, { token: guest.token, body: second })).status).toBe(
      409,
    );
    // Paid: a confirmed booking is no longer a hold.
    expect((await pay(t, first.json.clientSecret, CARDS.success)).status).toBe(200);
    const after = await call(t.app, 'POST', PATH, { token: guest.token, body: second });
    expect(after.status).toBe(200);
    // Expired: 15 minutes later the held slot counts no more.
    const third = intentBody(space, at(t, 6, 10), 1);
    expect((await call(t.app, 'POST', PATH, { token: guest.token, body: third })).status).toBe(409);
    t.clock.advance(16 * 60_000);
    expect((await call(t.app, 'POST', PATH, { token: guest.token, body: third })).status).toBe(200);
  });

  it('counts each guest on their own', async () => {
    const { space } = await createListing(t);
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const held = await Promise.all([
      call(t.app, 'POST', PATH, { token: a.token, body: intentBody(space, at(t, 7, 10), 1) }),
      call(t.app, 'POST', PATH, { token: b.token, body: intentBody(space, at(t, 7, 12), 1) }),
    ]);
    expect(held.map((r) => r.status)).toEqual([200, 200]);
  });
});

describe('hold limits from the configuration', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await createBookingTestApp({
      env: { LIMIT_HOLDS_PER_GUEST: '5', LIMIT_HOLDS_PER_GUEST_PER_LISTING: '2' },
    });
  });
  afterAll(() => t.close());

  it('takes LIMIT_HOLDS_PER_GUEST and LIMIT_HOLDS_PER_GUEST_PER_LISTING', async () => {
    const guest = await signUp(t.app);
    const { space } = await createListing(t);
    const onOne = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(t.app, 'POST', PATH, {
          token: guest.token,
          body: intentBody(space, at(t, 1, 9 + i), 1),
        }),
      ),
    );
    expect(onOne.filter((r) => r.status === 200)).toHaveLength(2);
    expect(onOne.find((r) => r.status === 409)!.json.error.message).toBe(
      'You already hold 2 time slots of this space waiting for payment. Pay for one or let it expire before holding another.',
    );
    const others = await Promise.all(Array.from({ length: 6 }, () => createListing(t)));
    const spread = await Promise.all(
      others.map(({ space: other }) =>
        call(t.app, 'POST', PATH, {
          token: guest.token,
          body: intentBody(other, at(t, 2, 10), 1),
        }),
      ),
    );
    expect(spread.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await liveHolds(t, guest.userId)).toBe(5);
  });
});

describe('a guest asking again for the slot they hold (defaults)', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await createBookingTestApp({
      env: { LIMIT_HOLDS_PER_GUEST: '', LIMIT_HOLDS_PER_GUEST_PER_LISTING: '' },
    });
  });
  afterAll(() => t.close());

  it("gives a guest their own unpaid hold back when they ask for the same slot again (a reload during checkout), and nobody else's", async () => {
    const guest = await signUp(t.app);
    const { space } = await createListing(t);
    const body = intentBody(space, at(t, 6, 10), 2);
    const first = await call(t.app, 'POST', PATH, { token: guest.token, body });
    expect(first.status).toBe(200);
    const again = await call(t.app, 'POST', PATH, { token: guest.token, body });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await liveHolds(t, guest.userId)).toBe(1);

    // Someone else asking for it is refused as before, and so is the guest asking for another
    // length of it: the listing's limit of one hold.
    const other = await signUp(t.app);
    const taken = await call(t.app, 'POST', PATH, { token: other.token, body });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('slot_unavailable');
    const intentsBefore = await sandboxIntents(t);
    const longer = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 6, 10), 3),
    });
    expect(longer.status).toBe(409);
    expect(longer.json.error.code).toBe('hold_limit');
    // Refused from the listing's first read, before a payment intent was opened for it.
    expect(await sandboxIntents(t)).toBe(intentsBefore);

    // The same request twice at once (a double click, a second tab): both get the one hold.
    const twice = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, 'POST', PATH, { token: guest.token, body })),
    );
    expect(twice.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(twice.map((r) => r.json.bookingId))).toEqual(new Set([first.json.bookingId]));
    expect(await liveHolds(t, guest.userId)).toBe(1);

    // Paid from the answer given back: one confirmed booking.
    expect((await pay(t, again.json.clientSecret, CARDS.success)).status).toBe(200);
    expect(await bookingRow(t, first.json.bookingId)).toMatchObject({ status: 'confirmed' });
    // Once paid it is not given back: the slot is taken.
    const paidAgain = await call(t.app, 'POST', PATH, { token: guest.token, body });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.json.error.code).toBe('slot_unavailable');
  });
});
