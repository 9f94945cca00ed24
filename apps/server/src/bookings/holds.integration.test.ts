import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookingRow,
  createBookingTestApp,
  createListing,
  intentBody,
  slotsOf,
  type BookingTestApp,
} from './testing.ts';

const PATH = '/functions/v1/create-payment-intent';

describe('POST /functions/v1/create-payment-intent', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('holds the slot for 15 minutes and answers the create-payment-intent response with the server price', async () => {
    const { space } = await createListing(t, { hourly_price: 2500 });
    const res = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 1, 10), 2),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      platformFee: { amount: 500, percentage: 10 },
      provider: 'sandbox',
      subtotal: 5000,
      amount: 5500,
      currency: 'USD',
    });
    expect(res.json.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(Date.parse(res.json.holdExpiresAt) - t.clock.now().getTime()).toBe(15 * 60_000);
    const [row] = await queryRows<{ status: string; total_price: string }>(
      t.db,
      sql`select status, total_price from bookings where id = ${res.json.bookingId}`,
    );
    expect(row).toMatchObject({ status: 'pending' });
    expect(Number(row!.total_price)).toBe(5500);
    // The intent names its booking (a JSON object, not a string of one) and the booking its intent.
    const [intent] = await queryRows<{ kind: string; booking: string; attached: string }>(
      t.db,
      sql`select jsonb_typeof(i.metadata) as kind, i.metadata->>'booking_id' as booking, b.payment_intent_id as attached
          from sandbox_payment_intents i join bookings b on b.id = ${res.json.bookingId} where i.client_secret = ${res.json.clientSecret}`,
    );
    expect(intent).toMatchObject({ kind: 'object', booking: res.json.bookingId });
    expect(res.json.clientSecret.startsWith(`${intent!.attached}_secret_`)).toBe(true);
    const mine = await call(t.app, 'GET', '/rest/v1/bookings', { token: guest.token });
    expect(mine.json.data[0]).toMatchObject({
      id: res.json.bookingId,
      status: 'pending',
      space: { id: space.id, time_zone: 'UTC' },
    });
  });

  it('gives exactly one of 50 concurrent holds for one slot', async () => {
    const { space } = await createListing(t);
    const guests = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
    ]);
    const body = intentBody(space, at(t, 2, 14), 2);
    // Should this ever hang, the failure says how far the 50 requests got (and with what answers).
    const settled: number[] = [];
    const requests = Array.from({ length: 50 }, (_, i) =>
      call(t.app, 'POST', PATH, { token: guests[i % guests.length]!.token, body }).then(
        (res) => (settled.push(res.status), res),
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `after 20 s, ${settled.length} of 50 holds had answered: ${settled.join(', ')}`,
            ),
          ),
        20_000,
      );
    });
    const results = await Promise.race([Promise.all(requests), stuck]).finally(() =>
      clearTimeout(timer),
    );
    // One hold: the winning guest's ten requests all get it (their own, given back), the other
    // guests' forty are refused.
    const won = results.flatMap((r, i) =>
      r.status === 200 ? [{ r, guest: i % guests.length }] : [],
    );
    expect(new Set(won.map(({ r }) => r.json.bookingId)).size).toBe(1);
    expect(new Set(won.map(({ guest }) => guest)).size).toBe(1);
    expect(won).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.json).toEqual({
      error: { code: 'slot_unavailable', message: 'This time slot is not available' },
    });
    expect(await slotsOf(t, space.id)).toBe(1);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bookings where space_id = ${space.id}`,
    );
    expect(count!.n).toBe(1);
  });

  it('answers a request racing a placed hold for its slot by its own checks, then as taken', async () => {
    const { space } = await createListing(t, { hourly_price: 2500 });
    const body = intentBody(space, at(t, 2, 17), 1);
    const other = await signUp(t.app);
    // Whichever comes first, the wrong price is named as such, and the right one gets the slot.
    const [placed, tampered] = await Promise.all([
      call(t.app, 'POST', PATH, { token: guest.token, body }),
      call(t.app, 'POST', PATH, { token: other.token, body: { ...body, amount: 100 } }),
    ]);
    expect([placed.status, tampered.status]).toEqual([200, 409]);
    expect(tampered.json.error.code).toBe('price_mismatch');
    const [late, own] = await Promise.all([
      call(t.app, 'POST', PATH, { token: other.token, body }),
      call(t.app, 'POST', PATH, { token: guest.token, body: intentBody(space, at(t, 2, 17), 2) }),
    ]);
    expect([late.json.error.code, own.json.error.code]).toEqual([
      'slot_unavailable',
      'slot_unavailable',
    ]);
    expect(await slotsOf(t, space.id)).toBe(1);
  });

  it('lets a request have the slot when the hold it raced failed', async () => {
    const { space } = await createListing(t, { hourly_price: 2500 });
    const body = intentBody(space, at(t, 2, 19), 1);
    const other = await signUp(t.app);
    const [tampered, placed] = await Promise.all([
      call(t.app, 'POST', PATH, { token: other.token, body: { ...body, amount: 100 } }),
      call(t.app, 'POST', PATH, { token: guest.token, body }),
    ]);
    expect(tampered.json.error.code).toBe('price_mismatch');
    expect(placed.status).toBe(200);
  });

  it('lets back-to-back slots both succeed and refuses an overlap', async () => {
    const { space } = await createListing(t);
    const first = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 3, 10), 2),
    });
    const second = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 3, 12), 2),
    });
    const overlap = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 3, 11), 1),
    });
    expect([first.status, second.status, overlap.status]).toEqual([200, 200, 409]);
  });

  it('refuses a slot a live hold or a confirmed booking takes without writing anything', async () => {
    const { space } = await createListing(t);
    const held = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 6, 10), 2),
    });
    expect(held.status).toBe(200);
    const confirmed = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 6, 14), 1),
    });
    await t.db.execute(
      sql`update bookings set status = 'confirmed', confirmed_at = now() where id = ${confirmed.json.bookingId}`,
    );
    const other = await signUp(t.app);
    // Every write takes a transaction id; reading one takes one too. A refusal that tried an insert
    // (and rolled it back) would leave a gap of two or more between the readings. On a PostgreSQL
    // server the ids are the whole server's, taken by the other test files running at the same
    // time as well: a reading they widened is taken again. A refusal that writes never shows one.
    const xid = async () =>
      Number(
        (await queryRows<{ xid: string }>(t.db, sql`select pg_current_xact_id()::text as xid`))[0]!
          .xid,
      );
    for (const [hour, hours] of [
      [11, 1],
      [9, 2],
      [14, 1],
      [13, 2],
    ] as const) {
      let gap = Infinity;
      for (let reading = 0; gap > 1 && reading < 100; reading += 1) {
        if (reading > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        const before = await xid();
        const res = await call(t.app, 'POST', PATH, {
          token: other.token,
          body: intentBody(space, at(t, 6, hour), hours),
        });
        expect(res.status, `${hour}:00 for ${hours} h`).toBe(409);
        expect(res.json.error.code).toBe('slot_unavailable');
        gap = (await xid()) - before;
      }
      expect(gap, `${hour}:00 for ${hours} h`).toBe(1);
    }
    // Next to the taken slots, the slot is free.
    expect(
      (
        await call(t.app, 'POST', PATH, {
          token: other.token,
          body: intentBody(space, at(t, 6, 12), 2),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a different amount from the server total (price tampering)', async () => {
    const { space } = await createListing(t, { hourly_price: 2500 });
    const body = { ...intentBody(space, at(t, 1, 15), 2), amount: 100 };
    const res = await call(t.app, 'POST', PATH, { token: guest.token, body });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('price_mismatch');
    expect(await slotsOf(t, space.id)).toBe(0);
    const currency = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: { ...intentBody(space, at(t, 1, 15), 2), currency: 'EUR' },
    });
    expect(currency.json.error.code).toBe('currency_mismatch');
  });

  it('prices zero-decimal currencies in whole units', async () => {
    const { space } = await createListing(t, { hourly_price: 3333, currency: 'JPY' });
    const res = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 1, 9), 3),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      subtotal: 9999,
      platformFee: { amount: 1000 },
      amount: 10999,
      currency: 'JPY',
    });
  });

  it("refuses the guest's own listing, unpublished and unavailable listings", async () => {
    const { host, space } = await createListing(t);
    const own = await call(t.app, 'POST', PATH, {
      token: host.token,
      body: intentBody(space, at(t, 1, 10)),
    });
    expect(own.status).toBe(403);
    expect(own.json.error.code).toBe('own_listing');
    const { space: draft } = await createListing(t, { is_published: false });
    const unpublished = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(draft, at(t, 1, 10)),
    });
    expect(unpublished.status).toBe(404);
    expect(unpublished.json.error.message).toBe('Space not found');
    const { space: off } = await createListing(t, { available: false });
    const unavailable = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(off, at(t, 1, 10)),
    });
    expect(unavailable.status).toBe(409);
    expect(unavailable.json.error.code).toBe('space_unavailable');
  });

  it("uses the product's messages for a missing and a past date and time", async () => {
    const { space } = await createListing(t);
    const missing = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: { ...intentBody(space, at(t, 1, 10)), startTime: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.startTime).toContain('Please select a date and time');
    const past = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, -1, 10)),
    });
    expect(past.status).toBe(422);
    expect(past.json.error).toMatchObject({
      code: 'past_start',
      message: 'Please select a future date and time',
    });
  });

  it('enforces duration limits, offered options and start hours in the listing zone', async () => {
    const { space } = await createListing(t, { daily_price: 15000, time_zone: 'Asia/Tokyo' });
    const tooLong = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 1, 0), 25),
    });
    expect(tooLong.json.error).toMatchObject({
      code: 'invalid_duration',
      message: 'Hourly duration is 1–24 hours',
    });
    // An end before its start: the same 422, not the database's refusal of the range.
    const backwards = { ...intentBody(space, at(t, 1, 1)), endTime: at(t, 1, 0).toISOString() };
    const reversed = await call(t.app, 'POST', PATH, { token: guest.token, body: backwards });
    expect(reversed.status).toBe(422);
    expect(reversed.json.error).toMatchObject({
      code: 'invalid_duration',
      message: 'Hourly duration is 1–24 hours',
    });
    const noWeekly = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 1, 0), 1, 'week'),
    });
    expect(noWeekly.json.error.code).toBe('option_unavailable');
    // 10:00 UTC is 19:00 in Tokyo (bookable); 13:00 UTC is 22:00 there (not).
    const late = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 1, 13), 1),
    });
    expect(late.json.error).toMatchObject({
      code: 'outside_opening_hours',
      message: 'This time slot is not available',
    });
    const evening = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 1, 10), 1),
    });
    expect(evening.status).toBe(200);
    const days = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 2, 0), 2, 'day'),
    });
    expect(days.status).toBe(200);
    expect(days.json.subtotal).toBe(30000);
  });

  it('needs a signed-in guest and a valid body', async () => {
    const { space } = await createListing(t);
    expect(
      (await call(t.app, 'POST', PATH, { body: intentBody(space, at(t, 1, 10)) })).status,
    ).toBe(401);
    const bad = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: { spaceId: 'nope', duration: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('validation_failed');
  });

  it('frees an expired hold of the listing before placing a new one', async () => {
    const { space } = await createListing(t);
    const body = intentBody(space, at(t, 4, 10), 1);
    expect((await call(t.app, 'POST', PATH, { token: guest.token, body })).status).toBe(200);
    const other = await signUp(t.app);
    expect((await call(t.app, 'POST', PATH, { token: other.token, body })).status).toBe(409);
    t.clock.advance(16 * 60_000);
    expect((await call(t.app, 'POST', PATH, { token: other.token, body })).status).toBe(200);
  });

  it('still refuses a slot a live hold overlaps after freeing an expired one, and cancels its payment', async () => {
    const { space } = await createListing(t);
    const stale = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 5, 10), 1),
    });
    expect(stale.status).toBe(200);
    t.clock.advance(16 * 60_000);
    const live = await call(t.app, 'POST', PATH, {
      token: guest.token,
      body: intentBody(space, at(t, 5, 11), 1),
    });
    expect(live.status).toBe(200);

    const other = await signUp(t.app);
    // Intents whose booking never came to be (their holds were refused at the insert).
    const unplaced = () =>
      queryRows<{ status: string }>(
        t.db,
        sql`select i.status from sandbox_payment_intents i where not exists (select 1 from bookings b where b.id::text = i.metadata->>'booking_id')`,
      );
    const unplacedBefore = (await unplaced()).length;
    const both = await call(t.app, 'POST', PATH, {
      token: other.token,
      body: intentBody(space, at(t, 5, 10), 2),
    });
    expect(both.status).toBe(409);
    // The refused request's intent was opened before the insert; it is cancelled, so it can never be paid.
    const unplacedAfter = await unplaced();
    expect(unplacedAfter).toHaveLength(unplacedBefore + 1);
    expect(unplacedAfter.every((intent) => intent.status === 'canceled')).toBe(true);
    expect(both.json.error.code).toBe('slot_unavailable');
    expect(await bookingRow(t, stale.json.bookingId)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'hold_expired',
    });
    expect(await bookingRow(t, live.json.bookingId)).toMatchObject({ status: 'pending' });
    const [intent] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from sandbox_payment_intents where client_secret = ${stale.json.clientSecret}`,
    );
    expect(intent!.status).toBe('canceled');
    // Only the live hold keeps a slot; the refused request left nothing behind.
    expect(await slotsOf(t, space.id)).toBe(1);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bookings where user_id = ${other.userId}`,
    );
    expect(count!.n).toBe(0);
  });
});
