import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import { openSessionsOn, type OpenSessions } from './open-sessions.ts';

/** At most two seconds: a notice arrives a moment after its commit. */
const POLL = { timeout: 2_000, interval: 10 };

describe('sessions kept open by each instance (SESSION_CACHE_SECONDS)', () => {
  let t: TestApp;
  let siblingSessions: OpenSessions;
  let sibling: TestApp['app'];
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_CACHE_SECONDS: '30' } });
    siblingSessions = openSessionsOn(t.database, 30);
    await siblingSessions.start();
    sibling = t.sibling({ openSessions: siblingSessions }).app;
  });
  afterAll(async () => {
    await siblingSessions.stop();
    await t.close();
  });

  const user = (app: TestApp['app'], token: string) =>
    call(app, 'GET', '/auth/v1/user', { token }).then((res) => res.status);

  /** Runs `write` with the database's closing notices held back (the triggers of migration 0030). */
  async function withoutNotices<T>(write: () => Promise<T>): Promise<T> {
    await t.db.execute(sql`alter table auth_sessions disable trigger auth_sessions_revoked`);
    try {
      return await write();
    } finally {
      await t.db.execute(sql`alter table auth_sessions enable trigger auth_sessions_revoked`);
    }
  }

  it('answers a session it found open without reading it again, until its closing is announced', async () => {
    const { token, userId } = await signUp(t.app);
    expect(await user(t.app, token)).toBe(200);
    expect(t.openSessions.size).toBeGreaterThan(0);
    // Revoked in the database with its notice held back: the instance still answers from what it
    // keeps, which shows it did not read the session again.
    await withoutNotices(() =>
      t.db.execute(sql`update auth_sessions set revoked_at = now() where user_id = ${userId}`),
    );
    expect(await user(t.app, token)).toBe(200);
    // The notice the trigger sends is what ends it.
    const { token: second, userId: secondUser } = await signUp(t.app);
    expect(await user(t.app, second)).toBe(200);
    await t.db.execute(
      sql`update auth_sessions set revoked_at = now() where user_id = ${secondUser}`,
    );
    await expect.poll(() => user(t.app, second), POLL).toBe(403);
    expect(await user(t.app, second)).toBe(403);
  });

  it("refuses a session signed out on one instance on another that kept it, once the database's notice arrives", async () => {
    const { token } = await signUp(t.app);
    expect(await user(sibling, token)).toBe(200);
    expect(await user(t.app, token)).toBe(200);
    expect((await call(t.app, 'POST', '/auth/v1/logout?scope=local', { token })).status).toBe(204);
    await expect.poll(() => user(sibling, token), POLL).toBe(403);
  });

  it('refuses a session signed out on the same instance at once, without waiting for the notice', async () => {
    const { token } = await signUp(t.app);
    expect(await user(t.app, token)).toBe(200);
    expect(await user(sibling, token)).toBe(200);
    await withoutNotices(async () => {
      const out = await call(t.app, 'POST', '/auth/v1/logout?scope=local', { token });
      expect(out.status).toBe(204);
    });
    expect(await user(t.app, token)).toBe(403);
    // The other instance, with no notice, still answers what it kept: the notice is its only news.
    expect(await user(sibling, token)).toBe(200);
  });

  it('refuses the other sessions at once after a password change on the same instance', async () => {
    const { email, password, token: first } = await signUp(t.app);
    const second = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password },
    });
    expect(await user(t.app, first)).toBe(200);
    const changed = await withoutNotices(() =>
      call(t.app, 'PUT', '/auth/v1/user', {
        token: second.json.access_token,
        body: { password: 'a-brand-new-password', current_password: password },
      }),
    );
    expect(changed.status).toBe(200);
    expect(await user(t.app, first)).toBe(403);
    expect(await user(t.app, second.json.access_token)).toBe(200);
  });

  it('refuses the sessions of a deleted account on every instance', async () => {
    const email = uniqueEmail();
    const { token } = await signUp(t.app, email);
    expect(await user(t.app, token)).toBe(200);
    expect(await user(sibling, token)).toBe(200);
    const deleted = await call(sibling, 'POST', '/rest/v1/account/delete', {
      token,
      body: { email },
    });
    expect(deleted.status).toBe(200);
    await expect.poll(() => user(t.app, token), POLL).not.toBe(200);
  });

  it('refuses a session that a reused refresh token closed, at once', async () => {
    const { token, refresh } = await signUp(t.app);
    expect(await user(t.app, token)).toBe(200);
    const rotated = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: refresh },
    });
    expect(rotated.status).toBe(200);
    // Past the reuse interval, the spent token is taken as stolen and the session revoked.
    await t.db.execute(
      sql`update refresh_tokens set updated_at = now() - interval '1 hour' where revoked`,
    );
    const reused = await withoutNotices(() =>
      call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: refresh },
      }),
    );
    expect(reused.status).toBe(400);
    expect(await user(t.app, rotated.json.access_token)).toBe(403);
  });
});
