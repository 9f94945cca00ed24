import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { call, createTestApp, uniqueEmail, type TestApp } from '../../test/harness.ts';
import { CONTACT_LIMITS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  subject: 'billing',
  message: 'My receipt shows the wrong company name. Can you correct it?',
  ...overrides,
});

/** A distinct client address per test, so the per-client limit of one test does not hit another. */
let client = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });

async function stored(email: string) {
  return queryRows<{ name: string; email: string; subject: string; message: string }>(
    t.db,
    sql`select name, email, subject, message from contact_messages where email = ${email}`,
  );
}

async function outbox(email: string) {
  return queryRows<{ subject: string; text_body: string; kind: string }>(
    t.db,
    sql`select subject, text_body, kind from outbox_emails where to_address = ${email}`,
  );
}

describe('POST /rest/v1/contact', () => {
  it('stores the message and queues a confirmation to the sender', async () => {
    const body = valid({ email: '  Ada.Mixed@Example.TEST ' });
    const res = await call(t.app, 'POST', '/rest/v1/contact', { body });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ received: true, id: expect.any(String) });
    expect(await stored('ada.mixed@example.test')).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada.mixed@example.test',
        subject: 'billing',
        message: body.message,
      },
    ]);
    const [mail] = await outbox('ada.mixed@example.test');
    expect(mail).toMatchObject({ subject: 'We received your message', kind: 'contact_received' });
    expect(mail!.text_body).toContain('(Billing)');
    expect(mail!.text_body).toContain('within one business day');
    // Nothing the sender typed goes out again: the form cannot mail arbitrary text to others.
    expect(mail!.text_body).not.toContain('receipt');
    expect(mail!.text_body).not.toContain('Ada');
  });

  it("names each invalid field with the form's messages and stores nothing", async () => {
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
      [{ subject: 'spam' }, 'subject', 'Please choose a subject'],
      [{ message: '' }, 'message', 'Message is required'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Use at most 5000 characters'],
      [{ name: 'x'.repeat(121) }, 'name', 'Use at most 120 characters'],
    ];
    for (const [override, field, message] of cases) {
      const res = await call(t.app, 'POST', '/rest/v1/contact', {
        body: valid({ email, ...override }),
        headers: from(),
      });
      expect(res.status, field).toBe(400);
      expect(res.json.error.fields[field], field).toContain(message);
    }
    const missing = await call(t.app, 'POST', '/rest/v1/contact', { body: {}, headers: from() });
    expect(Object.keys(missing.json.error.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    expect(await stored(email)).toEqual([]);
    expect(await outbox(email)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/contact', {
      body: 'name=Ada',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('keeps every message but confirms to one address at most three times an hour', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < CONTACT_LIMITS.confirmationsPerAddressPerHour + 2; i++) {
      expect(
        (await call(t.app, 'POST', '/rest/v1/contact', { body: valid({ email }), headers: from() }))
          .status,
      ).toBe(201);
    }
    expect(await stored(email)).toHaveLength(CONTACT_LIMITS.confirmationsPerAddressPerHour + 2);
    expect(await outbox(email)).toHaveLength(CONTACT_LIMITS.confirmationsPerAddressPerHour);
  });

  it('slows down one client sending many messages with 429', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.77' };
    const trusting = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      for (let i = 0; i < CONTACT_LIMITS.perClientPerHour; i++) {
        expect(
          (await call(trusting.app, 'POST', '/rest/v1/contact', { body: valid(), headers })).status,
        ).toBe(201);
      }
      const refused = await call(trusting.app, 'POST', '/rest/v1/contact', {
        body: valid(),
        headers,
      });
      expect(refused.status).toBe(429);
      expect(refused.json.error.message).toMatch(
        /^Too many messages\. Please try again in \d+ minutes?\.$/,
      );
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      const other = await call(trusting.app, 'POST', '/rest/v1/contact', {
        body: valid(),
        headers: { 'X-Forwarded-For': '203.0.113.78' },
      });
      expect(other.status).toBe(201);
    } finally {
      await trusting.close();
    }
  });
});
