import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import {
  call,
  createTestApp,
  signUp,
  TEST_SECRET,
  uniqueEmail,
  type TestApp,
} from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';
import { databaseLimiters } from './rate-limits.ts';

describe('auth errors and rules', () => {
  let t: TestApp;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('refuses a password under 8 characters with weak_password and its reasons', async () => {
    const res = await call(t.app, 'POST', '/auth/v1/signup', {
      body: { email: uniqueEmail(), password: '1234567' },
    });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('weak_password');
    expect(res.json.weak_password.reasons).toEqual(['length']);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('accepts a long password and does not truncate it', async () => {
    const email = uniqueEmail();
    const long = 'p'.repeat(72) + 'tail-that-matters';
    expect(
      (await call(t.app, 'POST', '/auth/v1/signup', { body: { email, password: long } })).status,
    ).toBe(200);
    const truncated = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password: 'p'.repeat(72) },
    });
    expect(truncated.status).toBe(400);
    const full = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password: long },
    });
    expect(full.status).toBe(200);
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await call(t.app, 'POST', '/auth/v1/signup', {
      body: { email: 'not-an-email', password: 'long-enough-password' },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_failed');
  });

  it('answers a taken e-mail like a new one, without a session, and creates nothing', async () => {
    const { email } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/auth/v1/signup', {
      body: { email: email.toUpperCase(), password: 'another-password' },
    });
    expect(res.status).toBe(200);
    expect(res.json.access_token).toBeUndefined();
    expect(res.json.email).toBe(email);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where lower(email) = ${email}`,
    );
    expect(rows[0]!.n).toBe(1);
    // The original password still works; the second one does not.
    const signIn = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password: 'another-password' },
    });
    expect(signIn.status).toBe(400);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { email } = await signUp(t.app);
    const unknown = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: uniqueEmail(), password: 'whatever-password' },
    });
    const wrong = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password: 'whatever-password' },
    });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json).toMatchObject({
      code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('creates a profile with is_admin false for a new account', async () => {
    const { token } = await signUp(t.app);
    const me = await call(t.app, 'GET', '/rest/v1/profiles/me', { token });
    expect(me.status).toBe(200);
    expect(me.json.is_admin).toBe(false);
  });

  it('creates a missing profile row on the admin look-up (PGRST116 rule)', async () => {
    const { token, userId } = await signUp(t.app);
    await t.db.execute(sql`delete from profiles where id = ${userId}`);
    const me = await call(t.app, 'GET', '/rest/v1/profiles/me', { token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: userId, is_admin: false });
  });

  it('rotates refresh tokens and revokes the session on reuse after the grace interval', async () => {
    const { refresh, token } = await signUp(t.app);
    const first = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: refresh },
    });
    expect(first.status).toBe(200);
    expect(first.json.refresh_token).not.toBe(refresh);

    // Within the 10 s grace interval the spent token yields the same current token (no fork).
    const again = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: refresh },
    });
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(first.json.refresh_token);

    clock.advance(11_000);
    const reuse = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: refresh },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.code).toBe('refresh_token_already_used');
    // The whole session is gone: the child token and the access tokens stop working.
    const child = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.json.refresh_token },
    });
    expect(child.json.code).toBe('refresh_token_not_found');
    const user = await call(t.app, 'GET', '/auth/v1/user', { token });
    expect(user.status).toBe(403);
    expect(user.json.code).toBe('session_not_found');
  });

  it('does not fork a session under 20 parallel refreshes of one token', async () => {
    const { refresh } = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
          body: { refresh_token: refresh },
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.refresh_token)).size).toBe(1);
  });

  it('answers an unknown refresh token with refresh_token_not_found', async () => {
    const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('refresh_token_not_found');
    expect(res.json.msg).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('logs out: the refresh token and the access token stop working', async () => {
    const { token, refresh } = await signUp(t.app);
    expect((await call(t.app, 'POST', '/auth/v1/logout?scope=local', { token })).status).toBe(204);
    expect((await call(t.app, 'GET', '/auth/v1/user', { token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/rest/v1/profiles/me', { token })).status).toBe(401);
    const refreshed = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: refresh },
    });
    expect(refreshed.status).toBe(400);
  });

  it('signs out other sessions when the password changes', async () => {
    const { email, password, token: first } = await signUp(t.app);
    const second = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password },
    });
    const changed = await call(t.app, 'PUT', '/auth/v1/user', {
      token: second.json.access_token,
      body: { password: 'a-brand-new-password', current_password: password },
    });
    expect(changed.status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/v1/user', { token: first })).status).toBe(403);
    expect(
      (await call(t.app, 'GET', '/auth/v1/user', { token: second.json.access_token })).status,
    ).toBe(200);
  });

  describe('access tokens that must be refused', () => {
    const key = new TextEncoder().encode(TEST_SECRET);
    async function claimsOf() {
      const { token, userId } = await signUp(t.app);
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      return { token, userId, payload };
    }
    const sign = (payload: Record<string, unknown>, secret = key) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(secret);

    it('alg none', async () => {
      const { payload } = await claimsOf();
      const token = new UnsecuredJWT(payload).encode();
      expect((await call(t.app, 'GET', '/auth/v1/user', { token })).status).toBe(403);
      expect((await call(t.app, 'GET', '/rest/v1/profiles/me', { token })).status).toBe(401);
    });
    it('a wrong signature', async () => {
      const { payload } = await claimsOf();
      const token = await sign(
        payload,
        new TextEncoder().encode('another-secret-of-sufficient-length-000'),
      );
      expect((await call(t.app, 'GET', '/rest/v1/profiles/me', { token })).status).toBe(401);
    });
    it('an expired token', async () => {
      const { payload } = await claimsOf();
      const token = await sign({ ...payload, exp: Math.floor(clock.now().getTime() / 1000) - 10 });
      expect((await call(t.app, 'GET', '/rest/v1/profiles/me', { token })).status).toBe(401);
    });
    it('a wrong audience', async () => {
      const { payload } = await claimsOf();
      const token = await sign({ ...payload, aud: 'service_role' });
      expect((await call(t.app, 'GET', '/rest/v1/profiles/me', { token })).status).toBe(401);
    });
    it('tampered claims', async () => {
      const { token, payload } = await claimsOf();
      const [header, , signature] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...payload, sub: '00000000-0000-0000-0000-000000000000' }),
      ).toString('base64url');
      expect(
        (
          await call(t.app, 'GET', '/rest/v1/profiles/me', {
            token: `${header}.${forged}.${signature}`,
          })
        ).status,
      ).toBe(401);
    });
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_SIGNUP_PER_HOUR: '3',
      },
    });
  });
  afterAll(() => t.close());

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await call(t.app, 'POST', '/auth/v1/signup', {
            body: { email: uniqueEmail(), password: 'long-enough-pw' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(t.app, 'POST', '/auth/v1/signup', {
      body: { email: uniqueEmail(), password: 'long-enough-pw' },
    });
    expect(limited.json.code).toBe('over_request_rate_limit');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('ignores a client-set X-Forwarded-For without a trusted proxy', async () => {
    const res = await call(t.app, 'POST', '/auth/v1/signup', {
      body: { email: uniqueEmail(), password: 'long-enough-pw' },
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(res.status).toBe(429);
  });
});

describe('rate limits shared through the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '2' } });
  });
  afterAll(() => t.close());

  it('counts sign-ups on one instance against the other', async () => {
    const shared = { limiterFactory: databaseLimiters(t.db) };
    const first = t.sibling(shared).app;
    const second = t.sibling(shared).app;
    const body = () => ({ body: { email: uniqueEmail(), password: 'long-enough-pw' } });
    expect((await call(first, 'POST', '/auth/v1/signup', body())).status).toBe(200);
    expect((await call(second, 'POST', '/auth/v1/signup', body())).status).toBe(200);
    expect((await call(first, 'POST', '/auth/v1/signup', body())).status).toBe(429);
    expect((await call(second, 'POST', '/auth/v1/signup', body())).status).toBe(429);
  });
});
