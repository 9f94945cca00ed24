import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { setAdmin } from './rights.ts';

describe('granting and revoking admin rights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('grants and revokes by e-mail, whatever its case', async () => {
    const { email, token } = await signUp(t.app);
    expect(await setAdmin(t.db, email.toUpperCase(), true)).toEqual({ email, is_admin: true });
    expect((await call(t.app, 'GET', '/rest/v1/profiles/me', { token })).json.is_admin).toBe(true);
    await setAdmin(t.db, email, false);
    expect((await call(t.app, 'GET', '/rest/v1/profiles/me', { token })).json.is_admin).toBe(false);
  });

  it('reports an unknown e-mail', async () => {
    expect(await setAdmin(t.db, 'nobody@example.test', true)).toBeUndefined();
  });

  it('ignores is_admin typed at sign-up', async () => {
    const account = { email: 'sneaky@example.test', password: 'long-enough-pw' };
    await call(t.app, 'POST', '/auth/v1/signup', {
      body: { ...account, data: { is_admin: true } },
    });
    const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', { body: account });
    const me = await call(t.app, 'GET', '/rest/v1/profiles/me', { token: res.json.access_token });
    expect(me.json.is_admin).toBe(false);
  });
});
