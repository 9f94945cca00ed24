import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { call, signUp } from '../../test/harness.ts';
import {
  HOUR,
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from '../bookings/testing.ts';
import { recordAudit } from './audit.ts';

async function signIn(t: BookingTestApp, user: { email: string; password: string }) {
  const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email: user.email, password: user.password },
  });
  return res.json.access_token as string;
}

/** The database's message when `query` is refused (drizzle wraps it in its own error). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'not refused';
}

describe('the audit log', () => {
  let t: BookingTestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let adminToken: string;
  let guest: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createBookingTestApp();
    admin = await createUser(t.db, { profile: { is_admin: true } });
    adminToken = await signIn(t, admin);
    guest = await signUp(t.app);
  });
  afterAll(() => t.close());

  const log = (query = '', token = adminToken) =>
    call(t.app, 'GET', `/rest/v1/admin/audit-log${query}`, { token });

  it('refuses to change or remove a row: UPDATE, DELETE and TRUNCATE raise', async () => {
    await recordAudit(t.db, {
      actorId: admin.id,
      action: 'test_action',
      targetType: 'listing',
      targetId: 'kept-row',
      before: { is_published: true },
      after: { is_published: false },
      reason: 'kept forever',
    });
    expect(
      await refusal(
        t.db.update(auditLog).set({ reason: 'changed' }).where(eq(auditLog.target_id, 'kept-row')),
      ),
    ).toMatch(/audit_log is append-only: UPDATE is not allowed/);
    expect(await refusal(t.db.delete(auditLog).where(eq(auditLog.target_id, 'kept-row')))).toMatch(
      /audit_log is append-only: DELETE is not allowed/,
    );
    expect(await refusal(t.db.execute(sql`truncate table audit_log`))).toMatch(
      /audit_log is append-only: TRUNCATE is not allowed/,
    );
    const [row] = await queryRows<{ reason: string; actor_email: string }>(
      t.db,
      sql`select reason, actor_email from audit_log where target_id = 'kept-row'`,
    );
    expect(row).toEqual({ reason: 'kept forever', actor_email: admin.email });
  });

  it('grants no other role the right to change it: a role given reading and adding rows cannot update or delete', async () => {
    const role = `audit_reader_${Math.random().toString(36).slice(2, 8)}`;
    await t.db.execute(sql.raw(`create role ${role}`));
    await t.db.execute(sql.raw(`grant select, insert on audit_log to ${role}`));
    const privileges = await queryRows<{ update: boolean; delete: boolean; truncate: boolean }>(
      t.db,
      sql`select has_table_privilege(${role}, 'audit_log', 'UPDATE') as update,
                 has_table_privilege(${role}, 'audit_log', 'DELETE') as delete,
                 has_table_privilege(${role}, 'audit_log', 'TRUNCATE') as truncate`,
    );
    expect(privileges[0]).toEqual({ update: false, delete: false, truncate: false });
    const publicGrants = await queryRows<{ privilege_type: string }>(
      t.db,
      sql`select privilege_type from information_schema.role_table_grants
          where table_name = 'audit_log' and grantee = 'PUBLIC'`,
    );
    expect(publicGrants).toEqual([]);
    await t.db.execute(sql.raw(`revoke all on audit_log from ${role}`));
    await t.db.execute(sql.raw(`drop role ${role}`));
  });

  it('records a payment confirmed, a refund and a payout released, with the product as actor', async () => {
    const { host, space } = await createListing(t, { cancellation_policy: 'flexible' });
    const kept = await bookAndPay(t, guest.token, intentBody(space, at(t, 1, 10), 1));
    const cancelled = await bookAndPay(t, guest.token, intentBody(space, at(t, 3, 10), 2));
    const cancel = await call(
      t.app,
      'POST',
      `/rest/v1/bookings/${cancelled.intent.bookingId}/cancel`,
      { token: guest.token },
    );
    expect(cancel.json.refund).toEqual({ amount: 5500, currency: 'USD' });

    const confirmed = await log(`?action=payment_confirmed&target_id=${kept.intent.bookingId}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toHaveLength(1);
    expect(confirmed.json.data[0]).toMatchObject({
      actor_id: null,
      actor_email: null,
      action: 'payment_confirmed',
      target_type: 'booking',
      before: { status: 'pending' },
      after: { status: 'confirmed', amount: 2750, currency: 'USD' },
      reason: null,
    });
    const refunds = await log(`?action=refund_sent&target_id=${cancelled.intent.bookingId}`);
    expect(refunds.json.data).toHaveLength(1);
    expect(refunds.json.data[0].after).toMatchObject({ amount: 5500, currency: 'USD' });

    // The host connects a payout account; 24 h after the stay the payout is released, once.
    const created = await call(t.app, 'POST', '/functions/v1/stripe-account', {
      token: host.token,
      body: { action: 'create' },
    });
    await call(t.app, 'POST', '/functions/v1/sandbox/onboarding/complete', {
      token: host.token,
      body: { accountId: created.json.accountId },
    });
    t.clock.set(new Date(at(t, 1, 11).getTime() + 25 * HOUR));
    const runner = t.services.createJobRunner();
    await runner.runOnce();
    await runner.runOnce();
    // A day later the tokens signed before have expired: sign in again.
    adminToken = await signIn(t, admin);
    guest.token = await signIn(t, guest);
    const payouts = await log('?action=payout_released&actor=system');
    expect(payouts.json.data).toHaveLength(1);
    expect(payouts.json.data[0]).toMatchObject({
      target_type: 'payout',
      before: { status: 'scheduled' },
      after: { status: 'paid', booking_id: kept.intent.bookingId, amount: 2250, currency: 'USD' },
    });
  });

  it('records an admin decision with its admin, and filters by actor, target and date, a page at a time', async () => {
    const suggested = await call(t.app, 'POST', '/rest/v1/space-types', {
      token: guest.token,
      body: { name: 'pottery', label: 'Pottery' },
    });
    expect(suggested.status).toBe(202);
    const approved = await call(
      t.app,
      'POST',
      `/rest/v1/admin/space-type-suggestions/${suggested.json.id}/approve`,
      { token: adminToken },
    );
    expect(approved.status).toBe(200);
    const mine = await log(`?actor=${encodeURIComponent(admin.email.toUpperCase())}`);
    expect(mine.json.data.map((row: { action: string }) => row.action)).toEqual([
      'space_type_approved',
      'test_action',
    ]);
    expect(mine.json.data[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_type: 'space_type_suggestion',
      target_id: suggested.json.id,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    // Paging: one row a page, newest first, every row once.
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next: { status: number; json: { data: { id: string }[]; next_cursor: string | null } } =
        await log(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.status).toBe(200);
      seen.push(...next.json.data.map((row) => row.id));
      cursor = next.json.next_cursor;
    }
    const all = await log('?limit=100');
    expect(seen).toEqual(all.json.data.map((row: { id: string }) => row.id));
    expect(seen.length).toBeGreaterThanOrEqual(5);
    // Dates are UTC days, both ends included; an entry's time is the database's, when it was written.
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await log(`?from=${today}&to=${today}&target_type=space_type_suggestion`)).json.data,
    ).toHaveLength(1);
    expect((await log('?to=2000-01-01')).json.data).toEqual([]);
  });

  it('answers 400 on a bad filter, 401 signed out and 403 to a non-admin', async () => {
    const bad = await log('?from=yesterday');
    expect(bad.status).toBe(400);
    expect((await log('?action=DROP TABLE')).status).toBe(400);
    // A range that ends before it starts matches nothing: refused under its last day.
    const backwards = await log('?from=2026-12-01&to=2026-11-01');
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.fields).toEqual({
      to: ['The last day cannot be before the first'],
    });
    expect((await log('?from=2026-11-01&to=2026-11-01')).status).toBe(200);
    expect((await call(t.app, 'GET', '/rest/v1/admin/audit-log')).status).toBe(401);
    expect((await log('', guest.token)).status).toBe(403);
  });
});
