import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { call, createTestApp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';

const SIGNUP = '/auth/v1/signup';
const TOKEN = '/auth/v1/token?grant_type=password';
const SITE = 'http://localhost:3000';

describe('sign-up with AUTH_CONFIRM_EMAIL', () => {
  let t: TestApp;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { AUTH_CONFIRM_EMAIL: 'true', RATE_LIMIT_SIGNUP_EMAILS_PER_HOUR: '3' },
    });
  });
  afterAll(() => t.close());

  const signUp = (email: string, password = 'a-new-password') =>
    call(t.app, 'POST', SIGNUP, { body: { email, password } });
  const signIn = (email: string, password = 'a-new-password') =>
    call(t.app, 'POST', TOKEN, { body: { email, password } });
  const outbox = (to: string) =>
    queryRows<{ kind: string; text_body: string }>(
      t.db,
      sql`select kind, text_body from outbox_emails where to_address = ${to} order by created_at`,
    );
  /** The links mailed to an address, oldest first. */
  async function links(to: string): Promise<URL[]> {
    return (await outbox(to))
      .filter((mail) => mail.kind === 'signup_confirmation')
      .map((mail) => new URL(/http\S+\/auth\/v1\/verify\S+/.exec(mail.text_body)![0]));
  }
  const follow = (link: URL) => call(t.app, 'GET', `${link.pathname}${link.search}`);

  it("answers a registered and a new address alike, with GoTrue's user and no session", async () => {
    const registered = await createUser(t.db);
    const email = uniqueEmail();
    const fresh = await signUp(email);
    const taken = await signUp(registered.email);
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    const fields = (res: typeof fresh) => Object.keys(res.json).sort();
    expect(fields(taken)).toEqual(fields(fresh));
    expect(fresh.json.access_token).toBeUndefined();
    expect(fresh.json.confirmation_sent_at).toEqual(expect.any(String));
    expect(taken.json.confirmation_sent_at).toEqual(expect.any(String));
    // The new address gets a link, the registered one a notice.
    expect((await outbox(email)).map((mail) => mail.kind)).toEqual(['signup_confirmation']);
    expect((await outbox(registered.email)).map((mail) => mail.kind)).toEqual([
      'signup_existing_account',
    ]);
    expect((await call(t.app, 'GET', '/auth/v1/settings')).json.mailer_autoconfirm).toBe(false);
  });

  it('refuses password sign-in until the link is followed; the link works once', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const waiting = await signIn(email);
    expect(waiting.status).toBe(400);
    expect(waiting.json).toMatchObject({ code: 'email_not_confirmed', msg: 'Email not confirmed' });
    // A wrong password is still only that.
    expect((await signIn(email, 'not-the-password')).json.code).toBe('invalid_credentials');

    const [link] = await links(email);
    expect(link!.origin).toBe(SITE);
    expect(link!.searchParams.get('type')).toBe('signup');
    const followed = await follow(link!);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe(`${SITE}/`);
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.email_confirmed_at).toEqual(expect.any(String));

    const again = await follow(link!);
    expect(again.headers.get('location')).toBe(
      `${SITE}/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    );
    const posted = await call(t.app, 'POST', '/auth/v1/verify', {
      body: { type: 'signup', token_hash: link!.searchParams.get('token') },
    });
    expect(posted.status).toBe(403);
    expect(posted.json.code).toBe('otp_expired');
  });

  it('keeps only a hash of the token, and refuses a link after 24 hours', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const token = (await links(email))[0]!.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select c.token_hash from email_confirmations c join users u on u.id = c.user_id
          where u.email = ${email}`,
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    clock.advance(24 * 3600_000 + 1000);
    try {
      const late = await call(t.app, 'POST', '/auth/v1/verify', {
        body: { type: 'signup', token_hash: token },
      });
      expect(late.status).toBe(403);
      expect((await signIn(email)).json.code).toBe('email_not_confirmed');
    } finally {
      clock.advance(-(24 * 3600_000 + 1000));
    }
  });

  it('confirms the password of the sign-up that sent the link, not a later one', async () => {
    // Someone signs up with another person's address before and after them.
    const email = uniqueEmail();
    await signUp(email, 'squatters-password');
    await signUp(email, 'owners-password');
    await signUp(email, 'squatters-second-password');
    const [, ownersLink] = await links(email);
    expect((await follow(ownersLink!)).headers.get('location')).toBe(`${SITE}/`);
    expect((await signIn(email, 'owners-password')).status).toBe(200);
    expect((await signIn(email, 'squatters-password')).status).toBe(400);
    expect((await signIn(email, 'squatters-second-password')).status).toBe(400);
    // Every other link of the account is spent with it.
    for (const link of await links(email)) {
      expect((await follow(link)).headers.get('location')).toContain('error_code=otp_expired');
    }
    expect((await signIn(email, 'owners-password')).status).toBe(200);
  });

  it('resends a link to a waiting account only, answering every address alike, within limits', async () => {
    const waiting = uniqueEmail();
    await signUp(waiting);
    const confirmed = await createUser(t.db);
    const unknown = uniqueEmail();
    const answers = await Promise.all(
      [waiting, confirmed.email, unknown].map((email) =>
        call(t.app, 'POST', '/auth/v1/resend', { body: { type: 'signup', email } }),
      ),
    );
    expect(answers.map((res) => [res.status, res.json])).toEqual([
      [200, {}],
      [200, {}],
      [200, {}],
    ]);
    // The link is written after the answer.
    await expect.poll(async () => (await links(waiting)).length).toBe(2);
    expect(await outbox(confirmed.email)).toEqual([]);
    expect(await outbox(unknown)).toEqual([]);
    // The resent link works too.
    const [, resent] = await links(waiting);
    const verified = await call(t.app, 'POST', '/auth/v1/verify', {
      body: { type: 'signup', token_hash: resent!.searchParams.get('token') },
    });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ email: waiting, email_confirmed_at: expect.any(String) });
    expect(verified.json.access_token).toBeUndefined();

    // Three mails an hour per address, counted for every address alike.
    const limited = [];
    for (let i = 0; i < 3; i++)
      limited.push(
        await call(t.app, 'POST', '/auth/v1/resend', { body: { type: 'signup', email: unknown } }),
      );
    expect(limited.map((res) => res.status)).toEqual([200, 200, 429]);
    expect(limited[2]!.json.code).toBe('over_email_send_rate_limit');
    expect(Number(limited[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs in accounts made confirmed, as the demo data makes them', async () => {
    const user = await createUser(t.db);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});
