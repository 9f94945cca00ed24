import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ical, { ICalEventStatus, ICalEventRepeatingFreq } from 'ical-generator';
import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { queryRows } from '@rentspace/db';
import { createBooking } from '@rentspace/db/factories';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  createBookingTestApp,
  createListing,
  HOUR,
  type BookingTestApp,
} from '../bookings/testing.ts';
import { fetchFeed, DEFAULT_FETCH_RULES, isPublicAddress } from './fetch-feed.ts';

/** A local server whose answers the test sets: a feed body, a redirect or a status. */
async function feedServer() {
  const answers = new Map<string, { status: number; body?: string; location?: string }>();
  const server: Server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '') ?? { status: 404, body: 'no' };
    res.writeHead(answer.status, {
      'Content-Type': 'text/calendar',
      ...(answer.location ? { Location: answer.location } : {}),
    });
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { answers, origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

async function feedBlocks(t: BookingTestApp, spaceId: string) {
  const rows = await queryRows<{
    external_uid: string;
    start_time: Date | string;
    end_time: Date | string;
  }>(
    t.db,
    sql`select external_uid, start_time, end_time from space_availability
         where space_id = ${spaceId} and feed_id is not null order by start_time`,
  );
  return rows.map((row) => ({
    uid: row.external_uid,
    start: new Date(row.start_time).toISOString(),
    end: new Date(row.end_time).toISOString(),
  }));
}

/** Every feed due by the test's clock. */
async function makeDue(t: BookingTestApp) {
  const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
  await t.db.execute(sql`update calendar_feeds set sync_due_at = ${past}`);
}

describe('iCal export (docs/product/calendar-sync.md#export)', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await createBookingTestApp();
  });
  afterAll(() => t.close());

  it('serves confirmed bookings and own blocks, nothing of the guest, at a secret that regenerates', async () => {
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    const confirmed = await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: at(t, 2, 10),
      duration: 2,
    });
    await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: at(t, 3, 10),
      status: 'pending',
    });
    await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: at(t, 4, 10),
      status: 'cancelled',
    });
    const [block] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into space_availability (space_id, start_time, end_time)
          values (${space.id}, ${at(t, 5, 0).toISOString()}, ${at(t, 6, 0).toISOString()}) returning id`,
    );

    const sync = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/calendar-sync`, {
      token: host.token,
    });
    expect(sync.status).toBe(200);
    const url = new URL(sync.json.export_url);
    const secret = url.pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(16);

    const feed = await t.app.request(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
    const body = await feed.text();
    const events = parse(body);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`block-${block!.id}@${url.hostname}`, `booking-${confirmed.id}@${url.hostname}`].sort(),
    );
    const booked = events.find((event) => event.uid.startsWith('booking-'))!;
    expect(booked.startDate.toJSDate().toISOString()).toBe(at(t, 2, 10).toISOString());
    expect(booked.endDate.toJSDate().toISOString()).toBe(at(t, 2, 12).toISOString());
    // Nothing that names the guest: no attendee, organizer, or their address anywhere.
    for (const event of events) {
      expect(event.attendees).toEqual([]);
      expect(event.organizer ?? null).toBeNull();
      for (const property of event.component.getAllProperties()) {
        expect(String(property.getFirstValue())).not.toContain(guest.email);
      }
    }
    // The same events again: the tag answers 304. Stable UIDs on a second fetch.
    const again = await t.app.request(url.pathname, {
      headers: { 'If-None-Match': feed.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    // Compressed, the tag goes out weak, and comes back so: still the same events.
    const zipped = await t.app.request(url.pathname, { headers: { 'Accept-Encoding': 'gzip' } });
    const weak = zipped.headers.get('etag')!;
    expect(weak).toMatch(/^W\//);
    const zippedAgain = await t.app.request(url.pathname, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': weak },
    });
    expect(zippedAgain.status).toBe(304);

    const other = await signUp(t.app);
    expect(
      (
        await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/calendar-sync`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/calendar-sync`)).status).toBe(
      401,
    );
    expect(
      (
        await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/calendar-sync/export-secret`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);

    const regenerated = await call(
      t.app,
      'POST',
      `/rest/v1/spaces/${space.id}/calendar-sync/export-secret`,
      {
        token: host.token,
      },
    );
    expect(regenerated.status).toBe(200);
    expect(regenerated.json.export_url).not.toBe(sync.json.export_url);
    expect((await t.app.request(url.pathname)).status).toBe(404);
    const fresh = await t.app.request(new URL(regenerated.json.export_url).pathname);
    expect(fresh.status).toBe(200);
    expect(
      parse(await fresh.text())
        .map((event) => event.uid)
        .sort(),
    ).toEqual(events.map((event) => event.uid).sort());
    expect((await t.app.request(`/ical/${space.id}/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.app.request(`/ical/not-a-listing/${secret}.ics`)).status).toBe(404);
  });
});

describe('iCal import (docs/product/calendar-sync.md#import)', () => {
  let t: BookingTestApp;
  let feeds: Awaited<ReturnType<typeof feedServer>>;
  beforeAll(async () => {
    t = await createBookingTestApp({ env: { CALENDAR_IMPORT_ALLOW_PRIVATE: 'true' } });
    feeds = await feedServer();
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it('turns events into blocks by UID: moved, cancelled, recurring with EXDATE, all-day, zoned; idempotent', async () => {
    const { host, space } = await createListing(t);
    const day = (days: number) => at(t, days, 0);
    // Its Tokyo event names the zone without a VTIMEZONE (as many exports do).
    const calendar = ical({ name: 'Other platform' });
    calendar.createEvent({
      id: 'single',
      start: at(t, 2, 10),
      end: at(t, 2, 12),
      summary: 'Reserved',
    });
    const cancelled = calendar.createEvent({
      id: 'gone-later',
      start: at(t, 3, 10),
      end: at(t, 3, 11),
    });
    calendar.createEvent({
      id: 'weekly',
      start: at(t, 7, 8),
      end: at(t, 7, 9),
      repeating: { freq: ICalEventRepeatingFreq.DAILY, count: 4, exclude: [at(t, 8, 8)] },
    });
    calendar.createEvent({ id: 'allday', start: day(11), end: day(12), allDay: true });
    // 10:00 to 11:00 in Tokyo (UTC+9, no daylight saving): the local fields say 10:00.
    const tokyoDay = day(12);
    const local = (hour: number) =>
      new Date(tokyoDay.getUTCFullYear(), tokyoDay.getUTCMonth(), tokyoDay.getUTCDate(), hour);
    calendar.createEvent({ id: 'tokyo', start: local(10), end: local(11), timezone: 'Asia/Tokyo' });
    calendar.createEvent({
      id: 'declined',
      start: at(t, 13, 10),
      end: at(t, 13, 11),
      status: ICalEventStatus.CANCELLED,
    });
    feeds.answers.set('/a.ics', { status: 200, body: calendar.toString() });

    const added = await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/calendar-feeds`, {
      token: host.token,
      body: { name: 'Airbnb', url: `${feeds.origin}/a.ics` },
    });
    expect(added.status, added.text).toBe(201);
    const [feed] = added.json.feeds;
    expect(feed).toMatchObject({
      name: 'Airbnb',
      last_error: null,
      blocked_count: 7,
      conflicts: [],
    });
    expect(feed.last_synced_at).not.toBeNull();
    const tokyoStart = new Date(
      Date.UTC(tokyoDay.getUTCFullYear(), tokyoDay.getUTCMonth(), tokyoDay.getUTCDate(), 1),
    );
    const expected = [
      { uid: 'single', start: at(t, 2, 10), end: at(t, 2, 12) },
      { uid: 'gone-later', start: at(t, 3, 10), end: at(t, 3, 11) },
      { uid: expect.stringMatching(/^weekly#/), start: at(t, 7, 8), end: at(t, 7, 9) },
      { uid: expect.stringMatching(/^weekly#/), start: at(t, 9, 8), end: at(t, 9, 9) },
      { uid: expect.stringMatching(/^weekly#/), start: at(t, 10, 8), end: at(t, 10, 9) },
      { uid: 'allday', start: day(11), end: day(12) },
      { uid: 'tokyo', start: tokyoStart, end: new Date(tokyoStart.getTime() + HOUR) },
    ].map((row) => ({ ...row, start: row.start.toISOString(), end: row.end.toISOString() }));
    const sortByStart = (rows: { start: string; uid: unknown }[]) =>
      [...rows].sort(
        (a, b) => a.start.localeCompare(b.start) || String(a.uid).localeCompare(String(b.uid)),
      );
    expect(sortByStart(await feedBlocks(t, space.id))).toEqual(sortByStart(expected));
    // The grid shows them as blocked.
    const grid = await call(
      t.app,
      'GET',
      `/rest/v1/spaces/${space.id}/availability?from=${at(t, 2, 0).toISOString()}&to=${at(t, 3, 0).toISOString()}`,
    );
    expect(grid.json.data).toEqual([
      {
        start_time: at(t, 2, 10).toISOString(),
        end_time: at(t, 2, 12).toISOString(),
        kind: 'blocked',
      },
    ]);

    // A second sync of the same feed changes nothing.
    const before = await queryRows<{ id: string }>(
      t.db,
      sql`select id from space_availability where space_id = ${space.id} order by id`,
    );
    await makeDue(t);
    expect((await t.services.createJobRunner().runOnce()).syncedCalendars).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      await queryRows(
        t.db,
        sql`select id from space_availability where space_id = ${space.id} order by id`,
      ),
    ).toEqual(before);

    // The single event moves, one is cancelled (STATUS:CANCELLED) and the all-day one disappears.
    const next = ical({ name: 'Other platform' });
    next.createEvent({ id: 'single', start: at(t, 2, 14), end: at(t, 2, 16) });
    next.createEvent({
      id: 'gone-later',
      start: at(t, 3, 10),
      end: at(t, 3, 11),
      status: ICalEventStatus.CANCELLED,
    });
    void cancelled;
    feeds.answers.set('/a.ics', { status: 200, body: next.toString() });
    const synced = await call(
      t.app,
      'POST',
      `/rest/v1/spaces/${space.id}/calendar-feeds/${feed.id}/sync`,
      {
        token: host.token,
      },
    );
    expect(synced.status).toBe(200);
    expect(await feedBlocks(t, space.id)).toEqual([
      { uid: 'single', start: at(t, 2, 14).toISOString(), end: at(t, 2, 16).toISOString() },
    ]);

    // A failed fetch is the feed's last error and keeps its blocks.
    feeds.answers.set('/a.ics', { status: 500, body: 'down' });
    const failed = await call(
      t.app,
      'POST',
      `/rest/v1/spaces/${space.id}/calendar-feeds/${feed.id}/sync`,
      {
        token: host.token,
      },
    );
    expect(failed.json.feeds[0].last_error).toBe('The calendar answered HTTP 500');
    expect(await feedBlocks(t, space.id)).toHaveLength(1);

    // Removing the feed removes its blocks.
    const removed = await call(
      t.app,
      'DELETE',
      `/rest/v1/spaces/${space.id}/calendar-feeds/${feed.id}`,
      {
        token: host.token,
      },
    );
    expect(removed.json.feeds).toEqual([]);
    expect(await feedBlocks(t, space.id)).toEqual([]);
  });

  it('keeps an event over a booking as a conflict the host sees, cleared when it moves away', async () => {
    const { host, space } = await createListing(t);
    const guest = await signUp(t.app);
    await t.db.execute(sql`update profiles set full_name = 'Ana Lopez' where id = ${guest.userId}`);
    const booking = await createBooking(t.db, {
      space,
      user_id: guest.userId,
      start_time: at(t, 4, 10),
      duration: 2,
    });
    const over = ical();
    over.createEvent({
      id: 'clash',
      start: at(t, 4, 11),
      end: at(t, 4, 13),
      summary: 'Reserved elsewhere',
    });
    feeds.answers.set('/clash.ics', { status: 200, body: over.toString() });
    const added = await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/calendar-feeds`, {
      token: host.token,
      body: { name: 'Vrbo', url: `${feeds.origin}/clash.ics` },
    });
    expect(added.json.feeds[0]).toMatchObject({
      blocked_count: 0,
      conflicts: [
        {
          uid: 'clash',
          summary: 'Reserved elsewhere',
          start_time: at(t, 4, 11).toISOString(),
          end_time: at(t, 4, 13).toISOString(),
          conflict_booking_id: booking.id,
          conflict_guest_name: 'Ana Lopez',
        },
      ],
    });
    expect(await feedBlocks(t, space.id)).toEqual([]);

    const moved = ical();
    moved.createEvent({ id: 'clash', start: at(t, 4, 14), end: at(t, 4, 15) });
    feeds.answers.set('/clash.ics', { status: 200, body: moved.toString() });
    const synced = await call(
      t.app,
      'POST',
      `/rest/v1/spaces/${space.id}/calendar-feeds/${added.json.feeds[0].id}/sync`,
      { token: host.token },
    );
    expect(synced.json.feeds[0]).toMatchObject({ blocked_count: 1, conflicts: [] });
  });

  it('reads a zone the feed defines (VTIMEZONE), and expands only the booking window', async () => {
    const { host, space } = await createListing(t, { booking_window_months: 1 });
    const calendar = ical();
    calendar.timezone({
      name: 'Asia/Tokyo',
      generator: (zone) => (tzlib_get_ical_block(zone) as string[])[0]!,
    });
    const day = at(t, 3, 0);
    const local = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10);
    calendar.createEvent({
      id: 'zoned',
      start: local,
      end: new Date(local.getTime() + HOUR),
      timezone: 'Asia/Tokyo',
    });
    calendar.createEvent({
      id: 'forever',
      start: at(t, 1, 7),
      end: at(t, 1, 8),
      repeating: { freq: ICalEventRepeatingFreq.DAILY },
    });
    feeds.answers.set('/zone.ics', { status: 200, body: calendar.toString() });
    const added = await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/calendar-feeds`, {
      token: host.token,
      body: { name: 'Zoned', url: `${feeds.origin}/zone.ics` },
    });
    expect(added.json.feeds[0].last_error).toBeNull();
    const blocks = await feedBlocks(t, space.id);
    const zoned = blocks.find((row) => row.uid === 'zoned')!;
    expect(zoned.start).toBe(
      new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 1),
      ).toISOString(),
    );
    const daily = blocks.filter((row) => row.uid.startsWith('forever#'));
    // Daily for ever, but only about a month of it: the listing takes nothing later.
    expect(daily.length).toBeGreaterThanOrEqual(27);
    expect(daily.length).toBeLessThanOrEqual(32);
  });

  it('validates with the shared schema, at most five feeds, each once', async () => {
    const { host, space } = await createListing(t);
    const path = `/rest/v1/spaces/${space.id}/calendar-feeds`;
    const bad = await call(t.app, 'POST', path, {
      token: host.token,
      body: { name: '', url: 'ftp://x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['name', 'url']);
    feeds.answers.set('/empty.ics', { status: 200, body: ical().toString() });
    for (let index = 0; index < 5; index += 1) {
      const ok = await call(t.app, 'POST', path, {
        token: host.token,
        body: { name: `Feed ${index}`, url: `${feeds.origin}/empty.ics?${index}` },
      });
      expect(ok.status).toBe(201);
    }
    const sixth = await call(t.app, 'POST', path, {
      token: host.token,
      body: { name: 'Six', url: `${feeds.origin}/empty.ics?6` },
    });
    expect(sixth.status).toBe(409);
    const other = await signUp(t.app);
    const foreign = await call(t.app, 'POST', path, {
      token: other.token,
      body: { name: 'Mine', url: `${feeds.origin}/empty.ics` },
    });
    expect(foreign.status).toBe(404);
  });

  it("refuses the listing's own export however it is written, and says a page that is no calendar in its own words", async () => {
    const { host, space } = await createListing(t);
    const sync = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}/calendar-sync`, {
      token: host.token,
    });
    const own = new URL(sync.json.export_url);
    const add = (url: string) =>
      call(t.app, 'POST', `/rest/v1/spaces/${space.id}/calendar-feeds`, {
        token: host.token,
        body: { name: 'Mine', url },
      });
    const shouted = new URL(own.href);
    shouted.hostname = own.hostname.toUpperCase();
    for (const url of [
      own.href,
      own.href.replace(space.id, space.id.toUpperCase()),
      shouted.href,
      own.href.replace('/ical/', '/%69cal/'),
    ]) {
      const refused = await add(url);
      expect(refused.status, url).toBe(400);
      expect(refused.json.error.fields.url).toEqual([
        'That is this listing’s own export: importing it would block every booking twice',
      ]);
    }
    feeds.answers.set('/robots.txt', { status: 200, body: 'User-agent: *\nDisallow:\n' });
    const page = await add(`${feeds.origin}/robots.txt`);
    expect(page.json.feeds[0].last_error).toBe('The address did not answer with an iCalendar feed');
  });

  it('lets two instances sync at once without a duplicate', async () => {
    const { host, space } = await createListing(t);
    const calendar = ical();
    calendar.createEvent({ id: 'once', start: at(t, 6, 10), end: at(t, 6, 11) });
    feeds.answers.set('/race.ics', { status: 200, body: calendar.toString() });
    await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/calendar-feeds`, {
      token: host.token,
      body: { name: 'Race', url: `${feeds.origin}/race.ics` },
    });
    // This listing's feed is due; the other tests' feeds are not.
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const later = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();
    await t.db.execute(
      sql`update calendar_feeds set sync_due_at = case when space_id = ${space.id} then ${past}::timestamptz else ${later}::timestamptz end`,
    );
    await t.db.execute(sql`delete from space_availability where space_id = ${space.id}`);
    const runs = await Promise.all([
      t.services.createJobRunner().runOnce(),
      t.services.createJobRunner().runOnce(),
    ]);
    // The due feed was claimed by one of them only.
    expect(runs[0]!.syncedCalendars + runs[1]!.syncedCalendars).toBe(1);
    expect(await feedBlocks(t, space.id)).toHaveLength(1);
  });

  it('syncs a new calendar at once and gives it to the job runner one interval later, by the clock', async () => {
    const { host, space } = await createListing(t);
    const calendar = ical();
    calendar.createEvent({ id: 'soon', start: at(t, 4, 10), end: at(t, 4, 11) });
    feeds.answers.set('/next.ics', { status: 200, body: calendar.toString() });
    const added = await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/calendar-feeds`, {
      token: host.token,
      body: { name: 'Next', url: `${feeds.origin}/next.ics` },
    });
    expect(added.status, added.text).toBe(201);
    expect(await feedBlocks(t, space.id)).toHaveLength(1);
    const [feed] = await queryRows<{ sync_due_at: string }>(
      t.db,
      sql`select sync_due_at from calendar_feeds where space_id = ${space.id}`,
    );
    // CALENDAR_SYNC_MINUTES' default on from the test's clock, not from the database's time.
    expect(new Date(feed!.sync_due_at).getTime()).toBe(t.clock.now().getTime() + 15 * 60_000);
  });
});

describe('import fetch rules (docs/decisions/0036-calendar-sync.md)', () => {
  let feeds: Awaited<ReturnType<typeof feedServer>>;
  beforeAll(async () => {
    feeds = await feedServer();
    feeds.answers.set('/ok.ics', { status: 200, body: ical().toString() });
  });
  afterAll(() => feeds.close());
  const strict = { ...DEFAULT_FETCH_RULES, timeoutMs: 3000 };

  it('names only public addresses public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
  });

  it('refuses loopback by literal and by name, and a redirect to it, unless allowed', async () => {
    await expect(fetchFeed(`${feeds.origin}/ok.ics`, strict)).rejects.toThrow(/private or local/);
    const port = new URL(feeds.origin).port;
    await expect(fetchFeed(`http://localhost:${port}/ok.ics`, strict)).rejects.toThrow(
      /private or local/,
    );
    await expect(fetchFeed(`http://[::1]:${port}/ok.ics`, strict)).rejects.toThrow(
      /private or local/,
    );
    expect(await fetchFeed(`${feeds.origin}/ok.ics`, { ...strict, allowPrivate: true })).toContain(
      'BEGIN:VCALENDAR',
    );
    expect(
      await fetchFeed(`${feeds.origin}/ok.ics`, { ...strict, trustedOrigins: [feeds.origin] }),
    ).toContain('BEGIN:VCALENDAR');
    // A trusted origin's redirect to anywhere else is checked again.
    feeds.answers.set('/hop.ics', { status: 302, location: `http://localhost:${port}/ok.ics` });
    await expect(
      fetchFeed(`${feeds.origin}/hop.ics`, { ...strict, trustedOrigins: [feeds.origin] }),
    ).rejects.toThrow(/private or local/);
  });

  it('says in plain words why a calendar could not be reached', async () => {
    const allowed = { ...strict, allowPrivate: true };
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchFeed(`http://127.0.0.1:${port}/ok.ics`, allowed)).rejects.toThrow(
      /^The calendar's server refused the connection$/,
    );
    // A name no resolver knows (the .invalid domain is reserved for that).
    await expect(fetchFeed('https://calendar.rentspace.invalid/ok.ics', allowed)).rejects.toThrow(
      /^The calendar's address (was not found: no server is named calendar\.rentspace\.invalid|could not be looked up just now \(calendar\.rentspace\.invalid\))$/,
    );
  });

  it('stops at the redirect limit, the size limit and the timeout', async () => {
    const allowed = { ...strict, allowPrivate: true };
    for (let index = 0; index < 5; index += 1) {
      feeds.answers.set(`/loop${index}`, { status: 302, location: `/loop${index + 1}` });
    }
    await expect(fetchFeed(`${feeds.origin}/loop0`, allowed)).rejects.toThrow(
      /redirected more than 3/,
    );
    feeds.answers.set('/big.ics', { status: 200, body: 'x'.repeat(4096) });
    await expect(
      fetchFeed(`${feeds.origin}/big.ics`, { ...allowed, maxBytes: 1024 }),
    ).rejects.toThrow(/larger than/);
    const slow = createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
    await expect(fetchFeed(address, { ...allowed, timeoutMs: 300 })).rejects.toThrow(
      /did not answer within/,
    );
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });
});
