import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxEmails, queryRows } from '@rentspace/db';
import { createSpace, createUser } from '@rentspace/db/factories';
import { startFakeSmtp } from '../../src/mail/fake-smtp.ts';
import { startSystem, type System } from '../system/instances.ts';
import { startProxy } from '../system/proxy.ts';
import { request, signUpAt } from '../system/api-client.ts';
import type { RunningServer } from '../system/app-process.ts';

/** Reads change events from an SSE stream until `predicate` holds or the time runs out. */
async function waitForEvent(
  url: string,
  predicate: (event: any) => boolean,
  trigger: () => Promise<void>,
  ms = 10_000,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let triggered = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      buffer += value;
      if (!triggered && buffer.includes('event: ready')) {
        triggered = true;
        await trigger();
      }
      for (const match of buffer.matchAll(/event: change\ndata: (.*)\n/g)) {
        if (predicate(JSON.parse(match[1]!))) return true;
      }
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

describe('two instances on one PostgreSQL behind a proxy', () => {
  let system: System;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    system = await startSystem({ pgPort: 55611 });
    smtp = await startFakeSmtp();
    const env = { SMTP_URL: smtp.url };
    a = await system.startInstance(3611, env);
    b = await system.startInstance(3612, env);
    proxy = await startProxy([a.url, b.url]);
  }, 240_000);
  afterAll(async () => {
    await proxy?.close();
    await system?.stop();
    await smtp?.close();
  });

  it('a session made on one instance works on the other, and logout on one ends it on both', async () => {
    const session = await signUpAt(a.url, `two-${Date.now()}@example.test`);
    expect((await request(b.url, 'GET', '/auth/v1/user', { token: session.token })).status).toBe(
      200,
    );
    const refreshed = await request(b.url, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh },
    });
    expect(refreshed.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect(
        (
          await request(proxy.url, 'GET', '/rest/v1/profiles/me', {
            token: refreshed.json.access_token,
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await request(a.url, 'POST', '/auth/v1/logout?scope=local', {
          token: refreshed.json.access_token,
        })
      ).status,
    ).toBe(204);
    expect(
      (await request(b.url, 'GET', '/auth/v1/user', { token: refreshed.json.access_token })).status,
    ).toBe(403);
  });

  it('a listing change made through one instance reaches a realtime client of the other', async () => {
    const host = await signUpAt(a.url, `host-${Date.now()}@example.test`);
    const space = await createSpace(system.db, { user_id: host.userId, is_published: true });
    const seen = await waitForEvent(
      `${b.url}/realtime/v1/changes?tables=spaces`,
      (event) => event.table === 'spaces' && event.type === 'UPDATE' && event.id === space.id,
      async () => {
        const res = await request(a.url, 'POST', `/rest/v1/spaces/${space.id}/availability`, {
          token: host.token,
          body: { available: false },
        });
        expect(res.status).toBe(200);
      },
    );
    expect(seen).toBe(true);
  });

  it('runs scheduled work once, not once per instance', async () => {
    const user = await createUser(system.db);
    const before = smtp.received.length;
    const rows = Array.from({ length: 30 }, (_, i) => ({
      to_address: user.email,
      subject: `Receipt ${i}`,
      text_body: 'Thanks',
      kind: 'test',
    }));
    await system.db.insert(outboxEmails).values(rows);
    // Both instances run their jobs every second; wait until the outbox is drained.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [left] = await queryRows<{ n: number }>(
        system.db,
        sql`select count(*)::int as n from outbox_emails where sent_at is null and kind = 'test'`,
      );
      if (left!.n === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const delivered = smtp.received
      .slice(before)
      .filter((mail) => /Subject: Receipt \d+/.test(mail.data));
    expect(delivered).toHaveLength(30);
    const subjects = new Set(delivered.map((mail) => /Subject: (Receipt \d+)/.exec(mail.data)![1]));
    expect(subjects.size).toBe(30);
    const sent = await system.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'test'));
    expect(sent).toHaveLength(30);
  });
});
