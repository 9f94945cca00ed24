import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { outboxEmails, queryRows } from '@rentspace/db';
import { createSpace, createUser } from '@rentspace/db/factories';
import { startSystem, type System } from '../system/instances.ts';
import { book, signUpAt } from '../system/api-client.ts';
import type { RunningServer } from '../system/app-process.ts';

const SMTP_PORT = 3502;

interface Delivered {
  subject: string;
  to: string[];
}

/**
 * A real SMTP server (the `smtp-server` package) on loopback that can be taken down, brought back
 * on the same port, and told to answer "try again later" (451) to every message for a while.
 */
function smtpServer() {
  const delivered: Delivered[] = [];
  let busy = false;
  let refused = 0;
  let server: SMTPServer | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        disableReverseLookup: true,
        onData(stream: SMTPServerDataStream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            if (busy) {
              refused += 1;
              const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
              return callback(error);
            }
            const text = Buffer.concat(chunks).toString('utf8');
            delivered.push({
              subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            });
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
    });
  return {
    url: `smtp://127.0.0.1:${SMTP_PORT}`,
    delivered,
    start,
    refusedCount: () => refused,
    setBusy(value: boolean) {
      busy = value;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const closing = server;
        server = undefined;
        closing.close(() => resolve());
      }),
  };
}

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  return check();
}

describe('SMTP server down and busy while two instances send the outbox', () => {
  let system: System;
  let a: RunningServer;
  let smtp: ReturnType<typeof smtpServer>;

  beforeAll(async () => {
    system = await startSystem({ pgPort: 55502 });
    smtp = smtpServer();
    await smtp.start();
    // Retries start after 1 s here (30 s by default), so the backoff shows in a short test.
    const env = { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' };
    a = await system.startInstance(3503, env);
    await system.startInstance(3504, env);
  }, 240_000);
  afterAll(async () => {
    await system?.stop();
    await smtp?.stop();
  });

  it('retries with backoff until the server takes the mail, and sends each mail once', async () => {
    const user = await createUser(system.db);
    const queue = (prefix: string, n: number) =>
      system.db.insert(outboxEmails).values(
        Array.from({ length: n }, (_, i) => ({
          to_address: user.email,
          subject: `${prefix} ${i}`,
          text_body: 'Thanks',
          kind: 'test',
        })),
      );
    const unsent = async () =>
      (
        await queryRows<{ n: number }>(
          system.db,
          sql`select count(*)::int as n from outbox_emails where sent_at is null`,
        )
      )[0]!.n;

    // Up: delivered.
    await queue('Before', 10);
    expect(
      await until(async () => smtp.delivered.length === 10 && (await unsent()) === 0, 20_000),
    ).toBe(true);

    // Down: mail queued by hand and by the product (a booking's receipts) waits in the outbox.
    await smtp.stop();
    const downSince = Date.now();
    await queue('Down', 20);
    const host = await signUpAt(a.url, `host-${Date.now()}@example.test`);
    const guest = await signUpAt(a.url, `guest-${Date.now()}@example.test`);
    const space = await createSpace(system.db, {
      user_id: host.userId,
      is_published: true,
      available: true,
      time_zone: 'UTC',
      currency: 'USD',
      hourly_price: 4000,
    });
    const start = new Date();
    start.setUTCHours(0, 0, 0, 0);
    const booked = await book(
      a.url,
      guest.token,
      space,
      new Date(start.getTime() + 3 * 86_400_000 + 10 * 3_600_000),
    );
    expect(booked.succeeded).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const downFor = (Date.now() - downSince) / 1000;
    const [down] = await queryRows<{
      waiting: number;
      max_attempts: number;
      without_retry: number;
    }>(
      system.db,
      sql`select count(*)::int as waiting, max(attempts)::int as max_attempts,
            count(*) filter (where next_attempt_at is null)::int as without_retry
          from outbox_emails where sent_at is null`,
    );
    // 20 by hand, the guest's and the host's receipts; all kept for a later attempt.
    expect(down!.waiting).toBe(22);
    expect(down!.without_retry).toBe(0);
    // Backoff: 1, 2, 4, 8 s between attempts, so at most 5 attempts in ~13 s (one a second
    // without it), on both instances together.
    expect(down!.max_attempts).toBeGreaterThanOrEqual(2);
    expect(down!.max_attempts).toBeLessThanOrEqual(Math.ceil(Math.log2(downFor + 1)) + 1);

    // Back, but answering "451 try again later" for a while: still kept, still retried.
    await smtp.start();
    smtp.setBusy(true);
    expect(await until(async () => smtp.refusedCount() > 0, 30_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    smtp.setBusy(false);
    await queue('After', 5);

    expect(await until(async () => (await unsent()) === 0, 90_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const rows = await queryRows<{ subject: string; to_address: string; attempts: number }>(
      system.db,
      sql`select subject, to_address, attempts from outbox_emails`,
    );
    const counts = new Map<string, number>();
    for (const mail of smtp.delivered) {
      const key = `${mail.to.join(',')}|${mail.subject}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // Every row delivered, exactly once; nothing delivered that is not in the outbox.
    for (const row of rows) expect(counts.get(`${row.to_address}|${row.subject}`)).toBe(1);
    expect(smtp.delivered).toHaveLength(rows.length);
    const attempts = rows.reduce((sum, row) => sum + row.attempts, 0);
    console.info(
      `faults: SMTP down ${Math.round(downFor)} s then answering 451: ${rows.length} mails (${down!.waiting} queued while down, 2 of them a booking's receipts), ` +
        `${attempts} delivery attempts (at most ${down!.max_attempts} per mail while down), ${smtp.refusedCount()} refused with 451, ` +
        `${smtp.delivered.length} delivered, each once, 0 lost`,
    );
  });
});
