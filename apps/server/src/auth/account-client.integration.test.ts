import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoTrueClient } from '@supabase/auth-js';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';
import { hideAccountLinkTokens } from '../admin/routes.ts';

// Forgotten passwords, changing the password and the address, and sessions, driven by the
// browser's own session library against our /auth/v1 over real HTTP. Links are read from the outbox.
const SITE = 'http://localhost:3000';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('account links, password and sessions with @supabase/auth-js', () => {
  let t: TestApp;
  let url: string;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMIT_SIGNUP_EMAILS_PER_HOUR: '5' } });
    url = await t.listen();
  });
  afterAll(() => t.close());

  const newClient = (userAgent?: string) =>
    new GoTrueClient({
      url: `${url}/auth/v1`,
      storage: memoryStorage(),
      storageKey: 'test',
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      headers: userAgent ? { 'User-Agent': userAgent } : {},
    });
  async function signedIn(email: string, password: string, userAgent?: string) {
    const client = newClient(userAgent);
    const { error } = await client.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return client;
  }
  const mails = (to: string) =>
    queryRows<{ kind: string; text_body: string }>(
      t.db,
      sql`select kind, text_body from outbox_emails where to_address = ${to} order by created_at, id`,
    );
  /** The newest link of a kind mailed to an address (recover mails after answering: wait for it). */
  async function linkIn(to: string, kind: string): Promise<URL> {
    await expect
      .poll(async () => (await mails(to)).filter((mail) => mail.kind === kind).length)
      .toBeGreaterThan(0);
    const mail = (await mails(to)).filter((row) => row.kind === kind).at(-1)!;
    return new URL(/http\S+\/auth\/v1\/verify\S+/.exec(mail.text_body)![0]);
  }
  const follow = (link: URL | string) =>
    fetch(`${url}${typeof link === 'string' ? link : link.pathname + link.search}`, {
      redirect: 'manual',
    });
  const tokenOf = (link: URL) => link.searchParams.get('token')!;

  it('resets a forgotten password: same answer for anyone, link once, sessions ended', async () => {
    const owner = await createUser(t.db);
    const laptop = await signedIn(owner.email, owner.password);
    const phone = await signedIn(owner.email, owner.password);

    const stranger = await newClient().resetPasswordForEmail(uniqueEmail('nobody'), {
      redirectTo: `${SITE}/reset-password`,
    });
    const asked = await newClient().resetPasswordForEmail(owner.email, {
      redirectTo: `${SITE}/reset-password`,
    });
    expect(asked).toEqual(stranger);
    expect(asked.error).toBeNull();

    const link = await linkIn(owner.email, 'password_recovery');
    expect(link.origin).toBe(SITE);
    expect(link.searchParams.get('type')).toBe('recovery');
    // The stored token is a hash, not the token in the link.
    const stored = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from account_links where purpose = 'recovery'`,
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(tokenOf(link));

    // Following the link hands it to the reset page in the fragment, spending nothing.
    const opened = await follow(link);
    expect(opened.status).toBe(303);
    const page = new URL(opened.headers.get('location')!);
    expect(`${page.origin}${page.pathname}`).toBe(`${SITE}/reset-password`);
    const tokenHash = new URLSearchParams(page.hash.slice(1)).get('token_hash')!;
    expect(tokenHash).toBe(tokenOf(link));

    const browser = newClient();
    const events: string[] = [];
    browser.onAuthStateChange((event) => events.push(event));
    const verified = await browser.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(owner.email);
    expect(events).toContain('PASSWORD_RECOVERY');

    const weak = await browser.updateUser({ password: 'short' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const same = await browser.updateUser({ password: owner.password });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    const reset = await browser.updateUser({ password: 'a-fresh-password' });
    expect(reset.error).toBeNull();

    // Every refresh token of the account is revoked, the reset session's too.
    for (const client of [laptop, phone, browser]) {
      const refreshed = await client.refreshSession();
      expect(refreshed.error?.code).toBe('refresh_token_not_found');
    }
    const old = await newClient().signInWithPassword({
      email: owner.email,
      password: owner.password,
    });
    expect(old.error?.code).toBe('invalid_credentials');
    await signedIn(owner.email, 'a-fresh-password');

    // The link worked once.
    const again = await newClient().verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
    const reopened = new URL((await follow(link)).headers.get('location')!);
    expect(reopened.pathname).toBe('/reset-password');
    expect(new URLSearchParams(reopened.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('lets a reset link work for one hour only', async () => {
    const owner = await createUser(t.db);
    await newClient().resetPasswordForEmail(owner.email);
    const link = await linkIn(owner.email, 'password_recovery');
    clock.set(new Date(clock.now().getTime() + 3600_000 + 1000));
    try {
      const late = await newClient().verifyOtp({ type: 'recovery', token_hash: tokenOf(link) });
      expect(late.error?.code).toBe('otp_expired');
    } finally {
      clock.set(new Date());
    }
  });

  it('never redirects outside SITE_URL', async () => {
    const owner = await createUser(t.db);
    await newClient().resetPasswordForEmail(owner.email, {
      redirectTo: 'https://evil.example/steal',
    });
    const link = await linkIn(owner.email, 'password_recovery');
    expect(new URL(link.searchParams.get('redirect_to')!).origin).toBe(SITE);
    for (const target of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      link.searchParams.set('redirect_to', target);
      const location = new URL((await follow(link)).headers.get('location')!);
      expect(location.origin).toBe(SITE);
    }
    link.searchParams.set('redirect_to', `${SITE}/reset-password?from=mail`);
    const inside = new URL((await follow(link)).headers.get('location')!);
    expect(inside.search).toBe('?from=mail');
  });

  it('changes the password with the current one, and signs out the other sessions', async () => {
    const owner = await createUser(t.db);
    const here = await signedIn(owner.email, owner.password);
    const elsewhere = await signedIn(owner.email, owner.password);

    const bare = await here.updateUser({ password: 'another-password' });
    expect(bare.error?.status).toBe(400);
    expect(bare.error?.code).toBe('reauthentication_needed');
    const wrong = await here.updateUser({
      password: 'another-password',
      current_password: 'not-my-password',
    });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const same = await here.updateUser({
      password: owner.password,
      current_password: owner.password,
    });
    expect(same.error?.code).toBe('same_password');
    const weak = await here.updateUser({ password: 'short', current_password: owner.password });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await here.updateUser({
      password: 'another-password',
      current_password: owner.password,
    });
    expect(changed.error).toBeNull();
    expect((await elsewhere.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await here.refreshSession()).error).toBeNull();
    await signedIn(owner.email, 'another-password');
  });

  it('changes the e-mail address by a link to the new one, with a notice to the old', async () => {
    const owner = await createUser(t.db);
    const client = await signedIn(owner.email, owner.password);
    const next = uniqueEmail('moved');
    const asked = await client.updateUser({ email: next });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(owner.email);
    expect(asked.data.user?.new_email).toBe(next);
    expect((await client.getUser()).data.user?.new_email).toBe(next);
    expect((await mails(owner.email)).map((mail) => mail.kind)).toEqual(['email_change_notice']);
    expect((await mails(owner.email))[0]!.text_body).toContain(next);

    const link = await linkIn(next, 'email_change');
    expect(link.origin).toBe(SITE);
    const early = await newClient().signInWithPassword({ email: next, password: owner.password });
    expect(early.error?.code).toBe('invalid_credentials');

    const opened = new URL((await follow(link)).headers.get('location')!);
    expect(opened.pathname).toBe('/email-changed');
    const tokenHash = new URLSearchParams(opened.hash.slice(1)).get('token_hash')!;
    const confirmed = await newClient().verifyOtp({ type: 'email_change', token_hash: tokenHash });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email).toBe(next);

    await signedIn(next, owner.password);
    const old = await newClient().signInWithPassword({
      email: owner.email,
      password: owner.password,
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const user = (await client.getUser()).data.user;
    expect(user?.email).toBe(next);
    expect(user?.new_email).toBeUndefined();
    const again = await newClient().verifyOtp({ type: 'email_change', token_hash: tokenHash });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('answers a change to a registered address alike, and mails its owner instead', async () => {
    const owner = await createUser(t.db);
    const taken = await createUser(t.db);
    const client = await signedIn(owner.email, owner.password);
    const asked = await client.updateUser({ email: taken.email });
    expect(asked.error).toBeNull();
    expect((await mails(taken.email)).map((mail) => mail.kind)).toEqual(['email_change_taken']);
    expect((await mails(owner.email)).map((mail) => mail.kind)).toEqual([]);
  });

  it('lists the sessions with their device, ends one, then all others', async () => {
    const owner = await createUser(t.db);
    const here = await signedIn(owner.email, owner.password, FIREFOX);
    const phone = await signedIn(owner.email, owner.password);
    const tablet = await signedIn(owner.email, owner.password);
    const other = await signedIn((await createUser(t.db)).email, 'correct-horse-battery-staple');
    const token = (await here.getSession()).data.session!.access_token;
    const api = (path: string, method = 'GET', bearer = token) =>
      fetch(`${url}/auth/v1${path}`, { method, headers: { Authorization: `Bearer ${bearer}` } });

    const listed = (await (await api('/sessions')).json()) as {
      sessions: { id: string; device: string; current: boolean; last_used_at: string }[];
    };
    expect(listed.sessions).toHaveLength(3);
    const current = listed.sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.device).toBe('Firefox on Windows');
    expect(Date.parse(current[0]!.last_used_at)).not.toBeNaN();

    const phoneId = JSON.parse(
      Buffer.from(
        (await phone.getSession()).data.session!.access_token.split('.')[1]!,
        'base64url',
      ).toString(),
    ).session_id as string;
    const othersToken = (await other.getSession()).data.session!.access_token;
    expect((await api(`/sessions/${phoneId}`, 'DELETE', othersToken)).status).toBe(404);
    expect((await api('/sessions/not-an-id', 'DELETE')).status).toBe(404);
    expect((await api(`/sessions/${phoneId}`, 'DELETE')).status).toBe(204);
    expect((await phone.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await tablet.refreshSession()).error).toBeNull();

    expect((await here.signOut({ scope: 'others' })).error).toBeNull();
    expect((await tablet.refreshSession()).error?.code).toBe('refresh_token_not_found');
    const left = (await (await api('/sessions')).json()) as { sessions: unknown[] };
    expect(left.sessions).toHaveLength(1);
    expect((await other.getUser()).error).toBeNull();
  });
});

describe('limits on reset and verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_SIGNUP_EMAILS_PER_HOUR: '2',
        RATE_LIMIT_VERIFY_PER_5_MIN: '3',
      },
    });
  });
  afterAll(() => t.close());
  const post = (path: string, body: unknown, ip: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });

  it('mails one address a limited number of links, registered or not', async () => {
    const registered = await createUser(t.db);
    for (const email of [registered.email, uniqueEmail()]) {
      expect((await post('/auth/v1/recover', { email }, '10.0.0.1')).status).toBe(200);
      expect((await post('/auth/v1/recover', { email }, '10.0.0.2')).status).toBe(200);
      const refused = await post('/auth/v1/recover', { email }, '10.0.0.3');
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('over_email_send_rate_limit');
    }
  });

  it('limits the links a client address may try', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i += 1)
      attempts.push(
        (await post('/auth/v1/verify', { type: 'recovery', token_hash: `guess-${i}` }, '10.0.0.9'))
          .status,
      );
    expect(attempts).toEqual([403, 403, 403, 429]);
  });
});

describe('reset links in the admin outbox', () => {
  it('are hidden from admins when SMTP delivers the mail, shown when the outbox is the mailbox', () => {
    const text =
      'Follow this link:\nhttp://localhost:3000/auth/v1/verify?token=abc_DEF-1&type=recovery';
    expect(hideAccountLinkTokens('password_recovery', text)).toBe(
      'Follow this link:\nhttp://localhost:3000/auth/v1/verify?token=(hidden)&type=recovery',
    );
    expect(hideAccountLinkTokens('email_change', text)).not.toContain('abc_DEF-1');
    expect(hideAccountLinkTokens('signup_confirmation', text)).toBe(text);
  });
});

describe('a reset link for an address still waiting for its sign-up link', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_CONFIRM_EMAIL: 'true' } });
    url = await t.listen();
  });
  afterAll(() => t.close());

  it('confirms the address and drops the password of whoever signed up with it', async () => {
    const client = () =>
      new GoTrueClient({
        url: `${url}/auth/v1`,
        storage: memoryStorage(),
        storageKey: 'test',
        autoRefreshToken: false,
        detectSessionInUrl: false,
      });
    const email = uniqueEmail('waiting');
    // Someone else signs up with the address first, with a password of their own.
    await client().signUp({ email, password: 'not-the-owners-password' });
    const refused = await client().signInWithPassword({
      email,
      password: 'not-the-owners-password',
    });
    expect(refused.error?.code).toBe('email_not_confirmed');

    // The address's owner asks for a reset and follows the link.
    await client().resetPasswordForEmail(email);
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ text_body: string }>(
              t.db,
              sql`select text_body from outbox_emails where to_address = ${email} and kind = 'password_recovery'`,
            )
          ).length,
      )
      .toBe(1);
    const [mail] = await queryRows<{ text_body: string }>(
      t.db,
      sql`select text_body from outbox_emails where to_address = ${email} and kind = 'password_recovery'`,
    );
    const token = new URL(
      /http\S+\/auth\/v1\/verify\S+/.exec(mail!.text_body)![0],
    ).searchParams.get('token')!;
    const owner = client();
    expect((await owner.verifyOtp({ type: 'recovery', token_hash: token })).error).toBeNull();

    // The first sign-up's password opens nothing, before the owner chooses theirs or after.
    const squatter = await client().signInWithPassword({
      email,
      password: 'not-the-owners-password',
    });
    expect(squatter.error?.code).toBe('invalid_credentials');
    expect((await owner.updateUser({ password: 'the-owners-password' })).error).toBeNull();
    const signedIn = await client().signInWithPassword({ email, password: 'the-owners-password' });
    expect(signedIn.error).toBeNull();
  });
});
