import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createSpace, createUser } from '@rentspace/db/factories';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';

async function token(t: TestApp, user: { email: string; password: string }) {
  const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email: user.email, password: user.password },
  });
  return res.json.access_token as string;
}

describe('revenue in the reporting currency (/rest/v1/admin/exchange-rates)', () => {
  let t: TestApp;
  let adminToken: string;
  let guestToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    const guest = await createUser(t.db);
    const host = await createUser(t.db);
    adminToken = await token(t, admin);
    guestToken = await token(t, guest);
    // Paid: $22.00 (1 h at $20 + fee), €11.00 (1 h at €10 + fee), ¥3,300 (1 h at ¥3,000 + fee).
    for (const [currency, hourly_price] of [
      ['USD', 2000],
      ['EUR', 1000],
      ['JPY', 3000],
    ] as const) {
      const space = await createSpace(t.db, { user_id: host.id, currency, hourly_price });
      await createBooking(t.db, { space, user_id: guest.id });
    }
  });
  afterAll(() => t.close());

  const get = () => call(t.app, 'GET', '/rest/v1/admin/exchange-rates', { token: adminToken });
  const post = (body: unknown, as = adminToken) =>
    call(t.app, 'POST', '/rest/v1/admin/exchange-rates', { token: as, body });

  it('says which rates are missing instead of guessing a total', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      reporting_currency: 'USD',
      rates: null,
      revenue_total: null,
      missing: ['EUR', 'JPY'],
    });
    const partial = await post({ date: '2026-11-01', rates: { EUR: 1.1 } });
    expect(partial.json).toMatchObject({ revenue_total: null, missing: ['JPY'] });
  });

  it('totals every currency at the latest date’s rates', async () => {
    const res = await post({ date: '2026-11-20', rates: { EUR: 1.08, JPY: 0.0067 } });
    // $22.00 + €11.00 x 1.08 ($11.88) + ¥3,300 x 0.0067 ($22.11) = $55.99
    expect(res.json).toEqual({
      reporting_currency: 'USD',
      rates: { date: '2026-11-20', rates: { EUR: 1.08, JPY: 0.0067 } },
      revenue_total: 2200 + 1188 + 2211,
      missing: [],
    });
    // An older date does not replace the latest.
    await post({ date: '2026-10-01', rates: { EUR: 2, JPY: 1 } });
    expect((await get()).json.revenue_total).toBe(5599);
  });

  it('refuses bad rates with the field, and anyone but an admin', async () => {
    const bad = await post({ date: '2026-11-21', rates: { EUR: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBeTruthy();
    const none = await post({ date: '2026-11-21', rates: {} });
    expect(none.status).toBe(400);
    expect((await post({ date: 'yesterday', rates: { EUR: 1 } })).status).toBe(400);
    expect((await post({ date: '2026-11-21', rates: { EUR: 1 } }, guestToken)).status).toBe(403);
    expect(
      (await call(t.app, 'GET', '/rest/v1/admin/exchange-rates', { token: guestToken })).status,
    ).toBe(403);
    expect((await get()).json.rates.date).toBe('2026-11-20');
  });
});

describe('REPORTING_CURRENCY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REPORTING_CURRENCY: 'EUR' } });
  });
  afterAll(() => t.close());

  it('totals in the configured currency', async () => {
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    const res = await call(t.app, 'GET', '/rest/v1/admin/exchange-rates', {
      token: await token(t, admin),
    });
    expect(res.json).toEqual({
      reporting_currency: 'EUR',
      rates: null,
      revenue_total: 0,
      missing: [],
    });
  });
});
