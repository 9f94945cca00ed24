import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { call, signUp } from '../../test/harness.ts';
import {
  HOUR,
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  slotsOf,
  type BookingTestApp,
} from './testing.ts';

const HOLD = '/functions/v1/create-payment-intent';
const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** The person's own event stream over real HTTP, its events collected as they come. */
async function ownStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const heard: { type: string; space_id?: string }[] = [];
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, boundary))?.[1];
        buffer = buffer.slice(boundary + 2);
        if (!data) continue;
        const event = JSON.parse(data) as { type: string; space_id?: string };
        if (event.type === 'ready') markReady();
        else heard.push(event);
      }
    }
  })().catch(() => {
    // Aborted by close().
  });
  await ready;
  return { heard, close: () => controller.abort() };
}

describe('blocked times and the host calendar (docs/product/booking-lifecycle.md#blocked-times)', () => {
  let t: BookingTestApp;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp();
    guest = await signUp(t.app);
    await t.db.execute(sql`update profiles set full_name = 'Ana Guest' where id = ${guest.userId}`);
  });
  afterAll(() => t.close());

  const block = (token: string, spaceId: string, body: unknown) =>
    call(t.app, 'POST', `/rest/v1/spaces/${spaceId}/blocks`, { token, body });
  const calendar = (token: string, spaceId: string, from: Date, to: Date) =>
    call(
      t.app,
      'GET',
      `/rest/v1/spaces/${spaceId}/calendar?from=${from.toISOString()}&to=${to.toISOString()}`,
      { token },
    );
  const hold = (body: ReturnType<typeof intentBody>, token = guest.token) =>
    call(t.app, 'POST', HOLD, { token, body });

  it('blocks an afternoon: the grid shows it blocked and a hold in it is refused with the spec message', async () => {
    const { host, space } = await createListing(t);
    const date = day(at(t, 2, 0));
    const res = await block(host.token, space.id, {
      date,
      whole_day: false,
      start: '13:00',
      end: '18:00',
      note: 'Photo shoot booked elsewhere',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      kind: 'block',
      start_time: at(t, 2, 13).toISOString(),
      end_time: at(t, 2, 18).toISOString(),
      note: 'Photo shoot booked elsewhere',
    });
    const grid = await call(
      t.app,
      'GET',
      `/rest/v1/spaces/${space.id}/availability?from=${at(t, 2, 0).toISOString()}&to=${at(t, 3, 0).toISOString()}`,
    );
    expect(grid.json.data).toEqual([
      {
        start_time: at(t, 2, 13).toISOString(),
        end_time: at(t, 2, 18).toISOString(),
        kind: 'blocked',
      },
    ]);
    // The note is the host's: the public grid never carries it.
    expect(grid.text).not.toContain('Photo shoot');
    const refused = await hold(intentBody(space, at(t, 2, 17), 2));
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'slot_unavailable',
      message: 'This time slot is not available',
    });
    expect((await hold(intentBody(space, at(t, 2, 18), 1))).status).toBe(200);
  });

  it('hides a listing blocked at the searched time from the date filter', async () => {
    const { host, space } = await createListing(t, { title: 'Blocked loft for search' });
    const date = day(at(t, 3, 0));
    const search = () =>
      call(t.app, 'GET', `/rest/v1/spaces?q=Blocked%20loft&date=${date}&start=14:00&duration=2`);
    expect((await search()).json.data.map((s: { id: string }) => s.id)).toEqual([space.id]);
    await block(host.token, space.id, { date, whole_day: false, start: '15:00', end: '16:00' });
    expect((await search()).json.data).toEqual([]);
  });

  it("closes a whole day from the listing's own midnight, several days at once", async () => {
    const { host, space } = await createListing(t, { time_zone: 'Asia/Tokyo' });
    const date = day(at(t, 5, 12));
    const res = await block(host.token, space.id, { date, end_date: day(at(t, 6, 12)) });
    expect(res.status).toBe(201);
    // Midnight in Tokyo (UTC+9) is 15:00 UTC the day before.
    expect(res.json.start_time).toBe(at(t, 4, 15).toISOString());
    expect(res.json.end_time).toBe(at(t, 6, 15).toISOString());
    expect(res.json.note).toBeNull();
  });

  it('refuses a time the clocks skip with its own words, and writes nothing', async () => {
    const { host, space } = await createListing(t, { time_zone: 'America/Chicago' });
    // 14 March 2027: at 02:00 Chicago's clocks go to 03:00, so 02:30 does not exist.
    const skipped = await block(host.token, space.id, {
      date: '2027-03-14',
      whole_day: false,
      start: '02:30',
      end: '03:15',
    });
    expect(skipped.status).toBe(422);
    expect(skipped.json.error).toMatchObject({
      code: 'clock_change',
      fields: {
        start: [
          'The clocks go forward in this time zone that day, and this time does not exist: choose times outside the skipped hour',
        ],
      },
    });
    expect(await slotsOf(t, space.id)).toBe(0);
    // The same night's real hours are blocked as asked.
    const real = await block(host.token, space.id, {
      date: '2027-03-14',
      whole_day: false,
      start: '03:00',
      end: '04:00',
    });
    expect(real.status).toBe(201);
  });

  it("names the listing's zone in a refusal as people read it", async () => {
    const { host, space } = await createListing(t, { time_zone: 'America/New_York' });
    // 15:00 to 17:00 UTC: 10:00 to 12:00 in New York, within its opening hours, in any season.
    await bookAndPay(t, guest.token, intentBody(space, at(t, 4, 15), 2));
    const over = await block(host.token, space.id, {
      date: day(at(t, 4, 15)),
      whole_day: true,
    });
    expect(over.status).toBe(409);
    expect(over.json.error.message).toContain('(America/New York)');
  });

  it('names blocked whole days by their days in a refusal, as the calendar shows them', async () => {
    const { host, space } = await createListing(t, { time_zone: 'America/New_York' });
    const first = day(at(t, 10, 15));
    const days = await block(host.token, space.id, {
      date: first,
      end_date: day(at(t, 12, 15)),
      whole_day: true,
    });
    expect(days.status).toBe(201);
    const over = await block(host.token, space.id, { date: day(at(t, 11, 15)), whole_day: true });
    expect(over.status).toBe(409);
    expect(over.json.error.message).toMatch(
      /^This time overlaps a time already blocked on \w{3}, \w{3} \d+.*\s–\s.+, whole days \(America\/New York\)\.$/,
    );
  });

  it('refuses a block over a confirmed booking or a live hold, naming it; a hold past its time gives way', async () => {
    const { host, space } = await createListing(t, { buffer_minutes: 30 });
    await bookAndPay(t, guest.token, intentBody(space, at(t, 4, 10), 2));
    const over = await block(host.token, space.id, {
      date: day(at(t, 4, 0)),
      whole_day: false,
      start: '11:00',
      end: '11:30',
    });
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe('slot_taken');
    expect(over.json.error.message).toMatch(
      /^This time overlaps the confirmed booking of Ana Guest on .*, 10:00\s–\s12:00 \(UTC\) or the 30-minute buffer after it\. A booking cannot be blocked\.$/,
    );
    // The buffer after the booking is kept free from blocks too; after it, the host may block.
    const inBuffer = await block(host.token, space.id, {
      date: day(at(t, 4, 0)),
      whole_day: false,
      start: '12:15',
      end: '13:00',
    });
    expect(inBuffer.status).toBe(409);
    const after = await block(host.token, space.id, {
      date: day(at(t, 4, 0)),
      whole_day: false,
      start: '12:30',
      end: '13:00',
    });
    expect(after.status).toBe(201);

    const held = await hold(intentBody(space, at(t, 5, 10), 1));
    expect(held.status).toBe(200);
    const overHold = await block(host.token, space.id, { date: day(at(t, 5, 0)) });
    expect(overHold.status).toBe(409);
    expect(overHold.json.error.message).toMatch(
      /^This time overlaps a booking Ana Guest is paying for on .*10:00\s–\s11:00 \(UTC\)/,
    );
    // Once the hold is past its 15 minutes, the block takes the day and the hold is cancelled.
    t.clock.advance(16 * 60_000);
    const late = await block(host.token, space.id, { date: day(at(t, 5, 0)) });
    expect(late.status).toBe(201);
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from bookings where id = ${held.json.bookingId}`,
    );
    expect(row!.status).toBe('cancelled');
  });

  it('lets only the owner or an admin block, read the calendar and unblock', async () => {
    const { host, space } = await createListing(t);
    const stranger = await signUp(t.app);
    const body = { date: day(at(t, 7, 0)) };
    for (const res of [
      await block(stranger.token, space.id, body),
      await calendar(stranger.token, space.id, at(t, 0, 0), at(t, 30, 0)),
      await block(host.token, '00000000-0000-4000-8000-000000000000', body),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Listing not found');
    }
    expect((await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/blocks`, { body })).status).toBe(
      401,
    );
    const admin = await createUser(t.db, {
      profile: { is_admin: true },
      password: 'admin-password-123',
    });
    const adminSession = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: admin.email, password: 'admin-password-123' },
    });
    const byAdmin = await block(adminSession.json.access_token, space.id, body);
    expect(byAdmin.status).toBe(201);
    const gone = await call(
      t.app,
      'DELETE',
      `/rest/v1/spaces/${space.id}/blocks/${byAdmin.json.id}`,
      {
        token: stranger.token,
      },
    );
    expect(gone.status).toBe(404);
    const removed = await call(
      t.app,
      'DELETE',
      `/rest/v1/spaces/${space.id}/blocks/${byAdmin.json.id}`,
      {
        token: host.token,
      },
    );
    expect(removed.status).toBe(204);
    expect(await slotsOf(t, space.id)).toBe(0);
    const again = await call(
      t.app,
      'DELETE',
      `/rest/v1/spaces/${space.id}/blocks/${byAdmin.json.id}`,
      {
        token: host.token,
      },
    );
    expect(again.json.error.message).toBe('Block not found');
  });

  it("never unblocks a booking's time", async () => {
    const { host, space } = await createListing(t);
    await bookAndPay(t, guest.token, intentBody(space, at(t, 8, 10), 1));
    const [slot] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from space_availability where space_id = ${space.id}`,
    );
    const res = await call(t.app, 'DELETE', `/rest/v1/spaces/${space.id}/blocks/${slot!.id}`, {
      token: host.token,
    });
    expect(res.status).toBe(404);
    expect(await slotsOf(t, space.id)).toBe(1);
  });

  it("names an imported calendar's event on the calendar and does not unblock it (its sync would put it back)", async () => {
    const { host, space } = await createListing(t);
    const [feed] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into calendar_feeds (space_id, name, url)
          values (${space.id}, 'Airbnb', 'https://calendar.example/airbnb.ics') returning id`,
    );
    const [imported] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into space_availability (space_id, start_time, end_time, feed_id, external_uid)
          values (${space.id}, ${at(t, 9, 10).toISOString()}, ${at(t, 9, 12).toISOString()},
                  ${feed!.id}, 'event-1@airbnb') returning id`,
    );
    const own = await block(host.token, space.id, { date: day(at(t, 10, 0)) });
    expect(own.json.imported_from).toBeNull();
    const read = await calendar(host.token, space.id, at(t, 9, 0), at(t, 11, 0));
    expect(read.json.data).toEqual([
      expect.objectContaining({ kind: 'block', id: imported!.id, imported_from: 'Airbnb' }),
      expect.objectContaining({ kind: 'block', id: own.json.id, imported_from: null }),
    ]);
    const res = await call(t.app, 'DELETE', `/rest/v1/spaces/${space.id}/blocks/${imported!.id}`, {
      token: host.token,
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({
      code: 'imported_block',
      message:
        'This time comes from an imported calendar. Change it in that calendar, or remove the calendar under Calendar sync.',
    });
    expect(await slotsOf(t, space.id)).toBe(2);
    const mine = await call(t.app, 'DELETE', `/rest/v1/spaces/${space.id}/blocks/${own.json.id}`, {
      token: host.token,
    });
    expect(mine.status).toBe(204);
    expect(await slotsOf(t, space.id)).toBe(1);
  });

  it('validates with the shared schema: fields named, nothing written', async () => {
    const { host, space } = await createListing(t);
    const cases: [unknown, string][] = [
      [{ date: 'tomorrow' }, 'date'],
      [{ date: day(at(t, 2, 0)), whole_day: false, start: '14:00' }, 'end'],
      [{ date: day(at(t, 2, 0)), whole_day: false, start: '14:00', end: '13:00' }, 'end'],
      [{ date: day(at(t, 2, 0)), whole_day: false, start: '14:10', end: '15:00' }, 'start'],
      [{ date: day(at(t, 2, 0)), end_date: day(at(t, 1, 0)) }, 'end_date'],
      [{ date: day(at(t, 2, 0)), note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await block(host.token, space.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.error.fields)).toContain(field);
    }
    const past = await block(host.token, space.id, { date: day(at(t, -2, 0)) });
    expect(past.status).toBe(422);
    expect(past.json.error.message).toBe('This time has already passed');
    expect(await slotsOf(t, space.id)).toBe(0);
  });

  it("shows the owner bookings with the guest's name and amount, holds and blocks, without contact details", async () => {
    const { host, space } = await createListing(t, { buffer_minutes: 15 });
    await bookAndPay(t, guest.token, intentBody(space, at(t, 9, 10), 2));
    const held = await hold(intentBody(space, at(t, 9, 15), 1));
    await block(host.token, space.id, {
      date: day(at(t, 10, 0)),
      whole_day: false,
      start: '09:00',
      end: '12:00',
      note: 'Cleaning',
    });
    const res = await calendar(host.token, space.id, at(t, 9, 0), at(t, 11, 0));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json.space).toEqual({
      id: space.id,
      title: space.title,
      time_zone: 'UTC',
      currency: 'USD',
      buffer_minutes: 15,
    });
    expect(res.json.data).toEqual([
      expect.objectContaining({
        kind: 'booking',
        status: 'confirmed',
        start_time: at(t, 9, 10).toISOString(),
        end_time: at(t, 9, 12).toISOString(),
        kept_until: new Date(at(t, 9, 12).getTime() + 15 * 60_000).toISOString(),
        guest_name: 'Ana Guest',
        total_price: 5500,
        payout: 4500,
        currency: 'USD',
      }),
      expect.objectContaining({
        kind: 'hold',
        id: held.json.bookingId,
        guest_name: 'Ana Guest',
        requested: false,
      }),
      expect.objectContaining({ kind: 'block', note: 'Cleaning' }),
    ]);
    expect(res.text).not.toContain(guest.email);
    // An admin refunded half of what the guest paid: the host is paid half of their payout.
    const bookingId = res.json.data[0].id as string;
    await t.db.execute(sql`update bookings set refunded_amount = 2750 where id = ${bookingId}`);
    const refunded = await calendar(host.token, space.id, at(t, 9, 0), at(t, 11, 0));
    expect(refunded.json.data[0]).toMatchObject({ id: bookingId, payout: 2250 });
    // A range too long or back to front is refused.
    expect((await calendar(host.token, space.id, at(t, 0, 0), at(t, 70, 0))).status).toBe(400);
    expect((await calendar(host.token, space.id, at(t, 2, 0), at(t, 1, 0))).status).toBe(400);
  });

  it("tells the owner's own stream of a block, a hold and its payment, and nobody else", async () => {
    const url = await t.listen();
    const { host, space } = await createListing(t);
    const other = await createListing(t);
    const [hostStream, otherStream] = await Promise.all([
      ownStream(`${url}/rest/v1/messages/stream`, host.token),
      ownStream(`${url}/rest/v1/messages/stream`, other.host.token),
    ]);
    try {
      await block(host.token, space.id, { date: day(at(t, 12, 0)) });
      await bookAndPay(t, guest.token, intentBody(space, at(t, 13, 10), 1));
      // The other host's own change comes after: once they hear it, they would have heard the rest.
      await block(other.host.token, other.space.id, { date: day(at(t, 12, 0)) });
      const calendarOf = (heard: { type: string; space_id?: string }[], id: string) =>
        heard.filter((event) => event.type === 'calendar' && event.space_id === id);
      // The block, the hold, its confirmation: three changes (the payment's in the same moment may fold).
      await expect
        .poll(() => calendarOf(hostStream.heard, space.id).length)
        .toBeGreaterThanOrEqual(2);
      await expect.poll(() => calendarOf(otherStream.heard, other.space.id).length).toBe(1);
      expect(calendarOf(otherStream.heard, space.id)).toEqual([]);
      expect(calendarOf(hostStream.heard, other.space.id)).toEqual([]);
    } finally {
      hostStream.close();
      otherStream.close();
    }
  });

  it('announces a calendar change only while its owner has a stream open', async () => {
    const url = await t.listen();
    const { host, space } = await createListing(t);
    // What every instance hears from the database (docs/decisions/0049-hold-cpu.md).
    const announced: string[] = [];
    const unsubscribe = t.realtime.subscribe({
      onChange: (event) => {
        if (event.table === 'calendar' && event.id === space.id) announced.push(event.type);
      },
      onClose: () => {},
      onMissed: () => {},
    });
    try {
      // No stream of the host's is open: nobody is told, and the database announces nothing, of a
      // block (the calendar row's trigger) or of a hold (the booking's trigger, migration 0028).
      expect((await block(host.token, space.id, { date: day(at(t, 30, 0)) })).status).toBe(201);
      expect((await hold(intentBody(space, at(t, 32, 10), 1))).status).toBe(200);
      const stream = await ownStream(`${url}/rest/v1/messages/stream`, host.token);
      try {
        expect((await block(host.token, space.id, { date: day(at(t, 31, 0)) })).status).toBe(201);
        expect((await hold(intentBody(space, at(t, 33, 10), 1))).status).toBe(200);
        await expect
          .poll(() => stream.heard.filter((e) => e.type === 'calendar' && e.space_id === space.id))
          .toHaveLength(2);
      } finally {
        stream.close();
      }
      // Notices come in the order of their changes: the first ones would have come before. One
      // each: a hold's calendar row is announced once, not by both triggers.
      expect(announced).toEqual(['INSERT', 'INSERT']);
    } finally {
      unsubscribe();
    }
  });

  it('lets exactly one of a block and a hold racing for one slot win, every time', async () => {
    const { host, space } = await createListing(t);
    const rounds = 25;
    for (let round = 0; round < rounds; round += 1) {
      const start = new Date(
        at(t, 20, 0).getTime() + round * 24 * HOUR + (10 + (round % 8)) * HOUR,
      );
      // The hold and the block overlap by a part of the hour, in either order.
      const date = day(start);
      const hour = start.getUTCHours();
      const text = (h: number, m: string) => `${String(h).padStart(2, '0')}:${m}`;
      const blockBody =
        round % 2 === 0
          ? { date, whole_day: false, start: text(hour, '00'), end: text(hour + 1, '00') }
          : { date, whole_day: false, start: text(hour, '30'), end: text(hour + 2, '00') };
      // One sets off at once, the other a moment later (the block, then the hold, in turn), so that
      // either may reach the slot first.
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const lag = [0, 2, 5, 10, 20][round % 5]!;
      const [blocked, held] = await Promise.all([
        pause(round % 2 === 0 ? lag : 0).then(() => block(host.token, space.id, blockBody)),
        pause(round % 2 === 1 ? lag : 0).then(() => hold(intentBody(space, start, 1))),
      ]);
      const wins = [blocked.status === 201, held.status === 200].filter(Boolean).length;
      expect(wins, `round ${round}: block ${blocked.status}, hold ${held.status}`).toBe(1);
      if (blocked.status !== 201) expect(blocked.status).toBe(409);
      if (held.status !== 200) expect(held.json.error.code).toBe('slot_unavailable');
    }
    expect(await slotsOf(t, space.id)).toBe(rounds);
  });
});
