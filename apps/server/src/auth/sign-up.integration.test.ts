import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { call, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import type { App } from '../app.ts';

const SIGNUP = '/auth/v1/signup';
const TOKEN = '/auth/v1/token?grant_type=password';

/** What a caller can compare between two answers: status, headers' names, the body's shape. */
function shape(res: { status: number; headers: Headers; json: Record<string, unknown> }) {
  return {
    status: res.status,
    headers: [...res.headers.keys()].filter((name) => name !== 'x-request-id').sort(),
    fields: Object.keys(res.json).sort(),
  };
}

const mails = (t: TestApp, to: string) =>
  queryRows<{ kind: string; subject: string; text_body: string }>(
    t.db,
    sql`select kind, subject, text_body from outbox_emails where to_address = ${to} order by created_at`,
  );

const signIn = (app: App, email: string, password: string) =>
  call(app, 'POST', TOKEN, { body: { email, password } });

describe('sign-up with addresses confirmed at once (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGNUP_EMAILS_PER_HOUR: '2' } });
  });
  afterAll(() => t.close());

  it('answers a registered and a new address with the same status and shape, without a session', async () => {
    const registered = await signUp(t.app);
    const taken = await call(t.app, 'POST', SIGNUP, {
      body: { email: registered.email, password: 'someone-elses-password' },
    });
    const fresh = await call(t.app, 'POST', SIGNUP, {
      body: { email: uniqueEmail(), password: 'a-new-password' },
    });
    expect(shape(taken)).toEqual(shape(fresh));
    expect(fresh.status).toBe(200);
    expect(fresh.json.access_token).toBeUndefined();
    expect(fresh.json.confirmation_sent_at).toBeUndefined();
    expect(taken.json).toMatchObject({ email: registered.email, identities: [] });
    // The registered account keeps its password; the caller's does not open it.
    expect((await signIn(t.app, registered.email, 'someone-elses-password')).status).toBe(400);
    expect((await signIn(t.app, registered.email, registered.password)).status).toBe(200);
  });

  it("gives an id that is no account's, so the public profile tells nothing either", async () => {
    const registered = await signUp(t.app);
    const email = uniqueEmail();
    const fresh = await call(t.app, 'POST', SIGNUP, {
      body: { email, password: 'a-new-password' },
    });
    const taken = await call(t.app, 'POST', SIGNUP, {
      body: { email: registered.email, password: 'a-new-password' },
    });
    const account = await signIn(t.app, email, 'a-new-password');
    expect(fresh.json.id).not.toBe(account.json.user.id);
    const profiles = await Promise.all(
      [fresh, taken].map((res) => call(t.app, 'GET', `/rest/v1/profiles/${res.json.id}`)),
    );
    expect(profiles.map((res) => res.status)).toEqual([404, 404]);
  });

  it('lets a new account sign in with its password at once, and mails it nothing', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', SIGNUP, { body: { email, password: 'a-new-password' } });
    const signedIn = await signIn(t.app, email, 'a-new-password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.email_confirmed_at).toEqual(expect.any(String));
    expect(await mails(t, email)).toEqual([]);
  });

  it('mails the owner of a registered address a notice instead, within the mail limit', async () => {
    const registered = await signUp(t.app);
    expect(await mails(t, registered.email)).toEqual([]);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        await call(t.app, 'POST', SIGNUP, {
          body: { email: registered.email, password: 'another-password' },
        }),
      );
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => JSON.stringify(shape(res)))).size).toBe(1);
    // Two sign-ups an hour may mail one address, whatever it is: the one that opened the account
    // mailed nothing but counted, the next one mailed the notice, the others nothing.
    const sent = await mails(t, registered.email);
    expect(sent.map((mail) => mail.kind)).toEqual(['signup_existing_account']);
    expect(sent[0]!.subject).toBe('You already have a Rentspace account');
    expect(sent[0]!.text_body).toContain('sign in with your password at http://localhost:3000');
  });

  it('says in its settings that addresses are confirmed at once', async () => {
    expect((await call(t.app, 'GET', '/auth/v1/settings')).json.mailer_autoconfirm).toBe(true);
  });
});
