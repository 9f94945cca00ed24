import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoTrueClient } from '@supabase/auth-js';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
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

  it('signs up (no session), signs in, reads the user, refreshes and signs out', async () => {
    const client = newClient(url);
    const email = uniqueEmail();
    const signUp = await client.signUp({ email, password: 'a-long-password' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.confirmation_sent_at).toBeUndefined();

    const signIn = await client.signInWithPassword({ email, password: 'a-long-password' });
    expect(signIn.error).toBeNull();
    const user = await client.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(signIn.data.user?.id);

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
    const email = uniqueEmail();
    await client.signUp({ email, password: 'a-long-password' });
    await client.signInWithPassword({ email, password: 'a-long-password' });
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
    const email = uniqueEmail();
    await issuer.signUp({ email, password: 'a-long-password' });
    const { data } = await issuer.signInWithPassword({ email, password: 'a-long-password' });
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

describe('@supabase/auth-js with AUTH_CONFIRM_EMAIL', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_CONFIRM_EMAIL: 'true' } });
    url = await t.listen();
  });
  afterAll(() => t.close());

  it('signs up, is told to confirm, resends, verifies the link, then signs in', async () => {
    const client = newClient(url);
    const email = uniqueEmail();
    const password = 'a-long-password';
    const signUp = await client.signUp({ email, password });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.confirmation_sent_at).toEqual(expect.any(String));

    const early = await client.signInWithPassword({ email, password });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');

    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    const mails = () =>
      queryRows<{ text_body: string }>(
        t.db,
        sql`select text_body from outbox_emails where to_address = ${email} order by created_at`,
      );
    await expect.poll(async () => (await mails()).length).toBe(2);
    const rows = await mails();
    const link = new URL(/http\S+\/auth\/v1\/verify\S+/.exec(rows[1]!.text_body)![0]);
    const verified = await client.verifyOtp({
      type: 'signup',
      token_hash: link.searchParams.get('token')!,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const signedIn = await client.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toBeTruthy();
  });
});
