import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { NEWSLETTER_TEXT } from '@rentspace/core/contact/constants';
import { call, createTestApp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';

const clock = fixedClock(new Date());
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  // Each client address gets its own counters, so the tests below share one application.
  t = await createTestApp({
    clock,
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '3',
      RATE_LIMIT_NEWSLETTER_EMAILS_PER_DAY: '2',
    },
  });
  const admin = await createUser(t.db, { profile: { is_admin: true } });
  adminToken = (
    await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: admin.email, password: admin.password },
    })
  ).json.access_token;
});
afterAll(() => t.close());

let client = 0;
/** A new client address per call unless one is given, so the per-client limit stays out of the way. */
const signUp = (email: string, address = `198.51.100.${++client}`) =>
  call(t.app, 'POST', '/rest/v1/newsletter', {
    body: { email },
    headers: { 'X-Forwarded-For': address },
  });

async function mails(email: string) {
  return queryRows<{ kind: string; subject: string; text_body: string }>(
    t.db,
    sql`select kind, subject, text_body from outbox_emails where to_address = ${email} order by created_at, id`,
  );
}

/** The confirmation token of the newest confirmation mail to `email`. */
async function confirmToken(email: string) {
  const confirmations = (await mails(email)).filter((mail) => mail.kind === 'newsletter_confirm');
  const link = /http:\/\/localhost:3000\/newsletter\/confirm\?token=([\w-]+)/.exec(
    confirmations.at(-1)?.text_body ?? '',
  );
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  return link[1]!;
}

async function subscribers() {
  const res = await call(t.app, 'GET', '/rest/v1/admin/newsletter-subscribers?limit=100', {
    token: adminToken,
  });
  expect(res.status).toBe(200);
  return res.json.data.map((row: { email: string }) => row.email) as string[];
}

const confirm = (token: string) =>
  call(t.app, 'POST', '/rest/v1/newsletter/confirm', { body: { token } });

describe('newsletter sign-up with confirmation by e-mail', () => {
  it('keeps a new address unconfirmed, not a subscriber, until its link is followed once', async () => {
    const email = uniqueEmail('reader');
    const res = await signUp(email.toUpperCase());
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ received: true });

    const [mail] = await mails(email);
    expect(mail).toMatchObject({
      kind: 'newsletter_confirm',
      subject: 'Confirm your Rentspace newsletter subscription',
    });
    expect(mail!.text_body).toContain('expires in 48 hours');
    const token = await confirmToken(email);
    // Only a hash of the token is stored with the address.
    const [stored] = await queryRows<{ confirm_token_hash: string; confirmed_at: string | null }>(
      t.db,
      sql`select confirm_token_hash, confirmed_at from newsletter_subscribers where email = ${email}`,
    );
    expect(stored!.confirmed_at).toBeNull();
    expect(stored!.confirm_token_hash).not.toContain(token);
    expect(await subscribers()).not.toContain(email);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ confirmed: true });
    expect(await subscribers()).toContain(email);
    expect((await mails(email)).map((m) => m.kind)).toEqual([
      'newsletter_confirm',
      'newsletter_welcome',
    ]);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.json.error).toEqual({
      code: 'invalid_token',
      message: NEWSLETTER_TEXT.linkInvalid,
    });
  });

  it('refuses an unknown or expired link, and a late sign-up gets a fresh one', async () => {
    expect((await confirm('not-a-token')).status).toBe(400);
    const email = uniqueEmail('late');
    await signUp(email);
    const token = await confirmToken(email);
    // (The admin's session would have expired by then: the rows are read directly.)
    const confirmedAt = async () =>
      (
        await queryRows<{ confirmed_at: string | null }>(
          t.db,
          sql`select confirmed_at from newsletter_subscribers where email = ${email}`,
        )
      )[0]!.confirmed_at;
    clock.advance(49 * 3_600_000);
    try {
      expect((await confirm(token)).status).toBe(400);
      expect(await confirmedAt()).toBeNull();
      await signUp(email);
      const fresh = await confirmToken(email);
      expect(fresh).not.toBe(token);
      expect((await confirm(fresh)).status).toBe(200);
      expect(await confirmedAt()).not.toBeNull();
    } finally {
      clock.advance(-49 * 3_600_000);
    }
  });

  it('answers a new, a pending and a confirmed address alike', async () => {
    const fresh = uniqueEmail('fresh');
    const pending = uniqueEmail('pending');
    const confirmed = uniqueEmail('confirmed');
    await signUp(pending);
    await signUp(confirmed);
    await confirm(await confirmToken(confirmed));

    const answers = await Promise.all([signUp(fresh), signUp(pending), signUp(confirmed)]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.text).toBe(answers[0]!.text);
    }
    // The owner of a confirmed address learns by e-mail that nothing changed, with a way out.
    const [note] = (await mails(confirmed)).filter(
      (mail) => mail.kind === 'newsletter_already_subscribed',
    );
    expect(note!.text_body).toMatch(/\/newsletter\/unsubscribe\?id=[\w-]+&token=[\w-]+/);
  });

  it('answers 429 with Retry-After to a client signing up address after address', async () => {
    const flooder = '203.0.113.9';
    for (let i = 0; i < 3; i++)
      expect((await signUp(uniqueEmail('flood'), flooder)).status).toBe(202);
    const victim = uniqueEmail('victim');
    const refused = await signUp(victim, flooder);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate_limited');
    expect(refused.json.error.message).toMatch(
      /^Too many sign-ups\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mails(victim)).toEqual([]);
    expect((await signUp(uniqueEmail('other'), '203.0.113.10')).status).toBe(202);
  });

  it('mails one address at most twice a day, however many clients sign it up', async () => {
    const email = uniqueEmail('bombed');
    for (let i = 0; i < 5; i++) expect((await signUp(email)).status).toBe(202);
    expect(await mails(email)).toHaveLength(2);
    // The last link sent still works.
    expect((await confirm(await confirmToken(email))).status).toBe(200);
  });

  it('unsubscribes with the link of the welcome mail, and only with a valid one', async () => {
    const email = uniqueEmail('leaving');
    await signUp(email);
    await confirm(await confirmToken(email));
    const welcome = (await mails(email)).find((mail) => mail.kind === 'newsletter_welcome');
    const [, id, token] = /unsubscribe\?id=([\w-]+)&token=([\w-]+)/.exec(welcome!.text_body)!;

    const forged = await call(t.app, 'POST', '/rest/v1/newsletter/unsubscribe', {
      body: { id, token: `${token!.slice(0, -2)}xx` },
    });
    expect(forged.status).toBe(400);
    expect(await subscribers()).toContain(email);

    const res = await call(t.app, 'POST', '/rest/v1/newsletter/unsubscribe', {
      body: { id, token },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unsubscribed: true });
    expect(await subscribers()).not.toContain(email);
  });

  it('refuses an invalid address with the field', async () => {
    const res = await signUp('nope');
    expect(res.status).toBe(400);
    expect(res.json.error.fields.email).toEqual(['Please enter a valid email address']);
  });
});
