import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoTrueClient } from '@supabase/auth-js';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';

// The browser's own session library, @supabase/auth-js, against our /auth/v1 over real HTTP.
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function newClient(url: string) {
  return new GoTrueClient({
    url: `${url}/auth/v1`,
    storage: memoryStorage(),
    storageKey: 'test',
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

describe('@supabase/auth-js against /auth/v1', () => {
  let t: TestApp;
  let url: string;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { REFRESH_TOKEN_REUSE_INTERVAL: '0' } });
    url = await t.listen();
  });
  afterAll(() => t.close());

  it('signs up, reads the user, refreshes and signs out', async () => {
    const client = newClient(url);
    const email = uniqueEmail();
    const signUp = await client.signUp({ email, password: 'a-long-password' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user?.email).toBe(email);

    const user = await client.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(signUp.data.user?.id);

    const before = (await client.getSession()).data.session!;
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before.refresh_token);

    expect((await client.signOut()).error).toBeNull();
    expect((await client.getSession()).data.session).toBeNull();
  });

  it('signs in with a password and rejects a wrong one with the GoTrue error', async () => {
    const email = uniqueEmail();
    await newClient(url).signUp({ email, password: 'a-long-password' });
    const client = newClient(url);
    const wrong = await client.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.code).toBe('invalid_credentials');
    const right = await client.signInWithPassword({ email, password: 'a-long-password' });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe(email);
  });

  it('reports a weak password with its reasons', async () => {
    const result = await newClient(url).signUp({ email: uniqueEmail(), password: 'short' });
    expect(result.error?.name).toBe('AuthWeakPasswordError');
    expect((result.error as { reasons?: string[] }).reasons).toEqual(['length']);
  });

  it('revokes the session when a spent refresh token is used again', async () => {
    const client = newClient(url);
    await client.signUp({ email: uniqueEmail(), password: 'a-long-password' });
    const spent = (await client.getSession()).data.session!.refresh_token;
    expect((await client.refreshSession()).error).toBeNull();

    // Someone replays the spent token: it is refused, and the whole session ends.
    const replay = await newClient(url).refreshSession({ refresh_token: spent });
    expect(replay.error?.code).toBe('refresh_token_already_used');

    // The owner's client learns its session is gone and signs out.
    const user = await client.getUser();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    expect((await client.getSession()).data.session).toBeNull();
  });

  it('signs out a client whose refresh token is invalid once its access token has expired', async () => {
    // Issue the session two hours ago, so its access token has expired by now.
    clock.set(new Date(Date.now() - 2 * 3600_000));
    const issuer = newClient(url);
    const { data } = await issuer.signUp({ email: uniqueEmail(), password: 'a-long-password' });
    clock.set(new Date());
    const client = newClient(url);
    const events: string[] = [];
    client.onAuthStateChange((event) => events.push(event));
    const result = await client.setSession({
      access_token: data.session!.access_token,
      refresh_token: 'not-a-real-token',
    });
    expect(result.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect((await client.getSession()).data.session).toBeNull();
  });
});
