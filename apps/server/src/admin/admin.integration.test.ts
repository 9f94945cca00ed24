import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  bookings,
  contactMessages,
  newsletterSubscribers,
  outboxEmails,
  queryRows,
} from '@rentspace/db';
import { createBooking, createSpace, createUser } from '@rentspace/db/factories';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';

const NOW = new Date('2026-03-20T12:00:00Z');
const at = (iso: string) => new Date(iso);

async function token(t: TestApp, user: { email: string; password: string }) {
  const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email: user.email, password: user.password },
  });
  return res.json.access_token as string;
}

describe('admin analytics', () => {
  let t: TestApp;
  let adminToken: string;
  let guestToken: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(NOW) });
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    const guest = await createUser(t.db);
    const host = await createUser(t.db);
    adminToken = await token(t, admin);
    guestToken = await token(t, guest);

    // Two USD listings (rated 4 and 5), one JPY listing (unrated, unavailable).
    const usd = await createSpace(t.db, {
      user_id: host.id,
      currency: 'USD',
      hourly_price: 5000,
      rating: 4,
      review_count: 2,
    });
    const usd2 = await createSpace(t.db, {
      user_id: host.id,
      currency: 'USD',
      hourly_price: 2000,
      rating: 5,
      review_count: 1,
    });
    const jpy = await createSpace(t.db, {
      user_id: host.id,
      currency: 'JPY',
      hourly_price: 3000,
      rating: 0,
      available: false,
    });

    // March: USD 2 h (10000 + 1000 fee) confirmed, USD 1 h (2000 + 200) completed, USD cancelled (ignored).
    await createBooking(t.db, {
      space: usd,
      user_id: guest.id,
      duration: 2,
      start_time: at('2026-04-01T10:00:00Z'),
      created_at: at('2026-03-05T10:00:00Z'),
    });
    await createBooking(t.db, {
      space: usd2,
      user_id: guest.id,
      status: 'completed',
      start_time: at('2026-03-02T10:00:00Z'),
      created_at: at('2026-03-01T09:00:00Z'),
    });
    await createBooking(t.db, {
      space: usd,
      user_id: guest.id,
      status: 'cancelled',
      duration: 3,
      start_time: at('2026-04-02T10:00:00Z'),
      created_at: at('2026-03-06T10:00:00Z'),
    });
    // February: USD 1 h (5000 + 500). January: nothing. December: JPY 2 h (6000 + 600).
    await createBooking(t.db, {
      space: usd,
      user_id: guest.id,
      start_time: at('2026-02-10T10:00:00Z'),
      created_at: at('2026-02-09T10:00:00Z'),
    });
    await createBooking(t.db, {
      space: jpy,
      user_id: guest.id,
      duration: 2,
      status: 'completed',
      start_time: at('2025-12-10T10:00:00Z'),
      created_at: at('2025-12-01T10:00:00Z'),
    });
    // A pending hold is not revenue until it is paid.
    await createBooking(t.db, {
      space: usd2,
      user_id: guest.id,
      status: 'pending',
      start_time: at('2026-04-05T10:00:00Z'),
      created_at: at('2026-03-19T10:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('computes every figure per currency, cancelled and unpaid bookings excluded', async () => {
    const res = await call(t.app, 'GET', '/rest/v1/admin/stats', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      revenue: [
        { currency: 'JPY', total: 6600, bookings: 1, fees: 600 },
        { currency: 'USD', total: 11000 + 2200 + 5500, bookings: 3, fees: 1000 + 200 + 500 },
      ],
      active_listings: 2,
      average_rating: 4.5,
      users: 3,
      bookings: 4,
      // Growth covers the currencies with revenue in this or last month.
      revenue_growth: [{ currency: 'USD', current: 13200, previous: 5500, percent: 140 }],
    });
  });

  it('lists monthly platform fees newest first, per currency, without empty months', async () => {
    const res = await call(t.app, 'GET', '/rest/v1/admin/monthly-fees', { token: adminToken });
    expect(res.json.data).toEqual([
      { month: '2026-03-01', total_fees: 1200, total_bookings: 2, currency: 'USD' },
      { month: '2026-02-01', total_fees: 500, total_bookings: 1, currency: 'USD' },
      { month: '2025-12-01', total_fees: 600, total_bookings: 1, currency: 'JPY' },
    ]);
    // The view of monthly platform fees gives the same rows (docs/product/admin-and-analytics.md#monthly-platform-fees).
    const view = await queryRows<{ month: string; total_fees: string | number }>(
      t.db,
      sql`select month::text as month, total_fees from total_platform_fees order by month desc, currency`,
    );
    expect(view.map((row) => [row.month, Number(row.total_fees)])).toEqual([
      ['2026-03-01', 1200],
      ['2026-02-01', 500],
      ['2025-12-01', 600],
    ]);
  });

  it('leaves out months still to come, as the revenue series does', async () => {
    await t.db.execute(
      sql`insert into booking_monthly_totals (month, currency, bookings, revenue, fees) values ('2026-04-01', 'USD', 1, 1100, 100)`,
    );
    try {
      const res = await call(t.app, 'GET', '/rest/v1/admin/monthly-fees', { token: adminToken });
      expect(res.json.data.map((row: { month: string }) => row.month)).toEqual([
        '2026-03-01',
        '2026-02-01',
        '2025-12-01',
      ]);
    } finally {
      await t.db.execute(sql`delete from booking_monthly_totals where month = '2026-04-01'`);
    }
  });

  it('gives a series with every one of the last 12 months, zeros included', async () => {
    const res = await call(t.app, 'GET', '/rest/v1/admin/revenue-series', { token: adminToken });
    expect(res.json.months).toHaveLength(12);
    expect(res.json.months[11]).toBe('2026-03-01');
    const usd = res.json.series.find((s: { currency: string }) => s.currency === 'USD');
    expect(usd.points.slice(-4).map((p: { revenue: number }) => p.revenue)).toEqual([
      0, 0, 5500, 13200,
    ]);
  });

  it('follows a cancellation of a paid booking', async () => {
    const [paid] = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.created_at, at('2026-02-09T10:00:00Z')));
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, paid!.id));
    const res = await call(t.app, 'GET', '/rest/v1/admin/monthly-fees', { token: adminToken });
    expect(res.json.data.map((row: { month: string }) => row.month)).toEqual([
      '2026-03-01',
      '2025-12-01',
    ]);
  });

  it('shows contact messages, newsletter sign-ups and the outbox, newest first, paged', async () => {
    for (let i = 0; i < 3; i++) {
      await t.db.insert(contactMessages).values({
        name: `Person ${i}`,
        email: `p${i}@example.test`,
        subject: 'general',
        message: `Hello ${i}`,
        created_at: new Date(NOW.getTime() - i * 1000),
      });
    }
    await t.db.insert(newsletterSubscribers).values([
      { email: 'reader@example.test', confirmed_at: NOW },
      // Signed up later but never confirmed: not a subscriber.
      { email: 'unconfirmed@example.test', created_at: new Date(NOW.getTime() + 1000) },
    ]);
    await t.db.insert(outboxEmails).values({
      to_address: 'guest@example.test',
      subject: 'Your booking',
      text_body: 'Thanks',
      kind: 'booking_confirmed',
    });
    const first = await call(t.app, 'GET', '/rest/v1/admin/contact-messages?limit=2', {
      token: adminToken,
    });
    expect(first.json.data.map((m: { name: string }) => m.name)).toEqual(['Person 0', 'Person 1']);
    const second = await call(
      t.app,
      'GET',
      `/rest/v1/admin/contact-messages?limit=2&cursor=${first.json.next_cursor}`,
      { token: adminToken },
    );
    expect(second.json.data.map((m: { name: string }) => m.name)).toEqual(['Person 2']);
    expect(second.json.next_cursor).toBeNull();
    expect(
      (await call(t.app, 'GET', '/rest/v1/admin/newsletter-subscribers', { token: adminToken }))
        .json.data,
    ).toEqual([
      {
        id: expect.any(String),
        email: 'reader@example.test',
        created_at: expect.any(String),
        confirmed_at: NOW.toISOString(),
      },
    ]);
    expect(
      (await call(t.app, 'GET', '/rest/v1/admin/outbox', { token: adminToken })).json.data[0]
        .subject,
    ).toBe('Your booking');
    expect(
      (await call(t.app, 'GET', '/rest/v1/admin/outbox?cursor=garbage', { token: adminToken }))
        .status,
    ).toBe(400);
  });

  it('pages through rows that share a millisecond without skipping or repeating any', async () => {
    // Five mails queued in one millisecond (as one insert queues a booking's two receipts).
    for (let i = 0; i < 5; i++) {
      await t.db
        .execute(sql`insert into outbox_emails (to_address, subject, text_body, kind, created_at)
        values (${`tie${i}@example.test`}, ${`Tie ${i}`}, 'x', 'booking_confirmed', timestamptz '2020-01-01 00:00:00.000' + ${i * 100} * interval '1 microsecond')`);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        t.app,
        'GET',
        `/rest/v1/admin/outbox?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        { token: adminToken },
      );
      expect(res.status).toBe(200);
      seen.push(...res.json.data.map((m: { subject: string }) => m.subject));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen.filter((subject) => subject.startsWith('Tie '))).toEqual([
      'Tie 4',
      'Tie 3',
      'Tie 2',
      'Tie 1',
      'Tie 0',
    ]);
  });

  it('answers 401 signed out and 403 to a signed-in non-admin on every admin endpoint', async () => {
    for (const path of [
      'stats',
      'monthly-fees',
      'revenue-series',
      'contact-messages',
      'newsletter-subscribers',
      'outbox',
      'space-type-suggestions',
    ]) {
      expect((await call(t.app, 'GET', `/rest/v1/admin/${path}`)).status, path).toBe(401);
      const forbidden = await call(t.app, 'GET', `/rest/v1/admin/${path}`, { token: guestToken });
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.json.error.code).toBe('forbidden');
    }
  });
});
