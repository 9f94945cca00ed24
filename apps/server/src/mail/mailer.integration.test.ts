import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { signUp } from '../../test/harness.ts';
import {
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from '../bookings/testing.ts';
import { startFakeSmtp } from './fake-smtp.ts';
import { createMailer, MAIL_ATTEMPTS, retryDelaySeconds } from './mailer.ts';
import { queueMails } from './outbox.ts';

async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

describe('receipts by SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let t: BookingTestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createBookingTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Rentspace <receipts@rentspace.test>' },
    });
  });
  afterAll(async () => {
    t.services.mailer.close();
    await t.close();
    await smtp.close();
  });

  it('keeps the receipts in the outbox and delivers them to guest and host once', async () => {
    const guest = await signUp(t.app);
    const { host, space } = await createListing(t, { title: 'Harbour Studio' });
    await bookAndPay(t, guest.token, intentBody(space, at(t, 1, 10), 2));
    const received = await waitFor(
      () => smtp.received,
      (mails) => mails.length >= 2,
    );
    expect(received.map((mail) => mail.to[0])).toEqual(
      expect.arrayContaining([`<${guest.email}>`, `<${host.email}>`]),
    );
    expect(received[0]!.from).toBe('<receipts@rentspace.test>');
    expect(received.map((mail) => mail.data).join('\n')).toContain(
      'Subject: Booking Confirmed! Harbour Studio',
    );
    const rows = await waitFor(
      () =>
        queryRows<{ sent_at: Date | null; error: string | null }>(
          t.db,
          sql`select sent_at, error from outbox_emails`,
        ),
      (list) => list.every((row) => row.sent_at !== null),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.error === null)).toBe(true);
    // Another flush (another instance) sends nothing again.
    expect(await t.services.mailer.flush()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('records a delivery failure on the message and leaves it in the outbox', async () => {
    const refusing = await startFakeSmtp({ reject: true });
    try {
      await queueMails(t.db, [
        {
          to: 'nobody@example.test',
          subject: 'Hello',
          text: 'Body',
          kind: 'booking_cancelled_guest',
        },
      ]);
      const mailer = createMailer({
        db: t.db,
        clock: t.clock,
        logger: (await import('../logger.ts')).createLogger('silent'),
        from: 'x@rentspace.test',
        smtpUrl: refusing.url,
      });
      expect(await mailer.flush()).toBe(0);
      mailer.close();
      const [row] = await queryRows<{ sent_at: Date | null; error: string | null }>(
        t.db,
        sql`select sent_at, error from outbox_emails where to_address = 'nobody@example.test'`,
      );
      expect(row!.sent_at).toBeNull();
      expect(row!.error).toMatch(/550|recipient/i);
    } finally {
      await refusing.close();
    }
  });

  it('tries a mail again, later each time, while the SMTP server is down, and sends it once', async () => {
    const closed = await startFakeSmtp();
    await closed.close();
    const logger = (await import('../logger.ts')).createLogger('silent');
    const mailerAt = (smtpUrl: string) =>
      createMailer({ db: t.db, clock: t.clock, logger, from: 'x@rentspace.test', smtpUrl });
    await queueMails(t.db, [
      { to: 'later@example.test', subject: 'Later', text: 'Body', kind: 'booking_cancelled_guest' },
    ]);
    const read = async () =>
      (
        await queryRows<{
          sent_at: Date | null;
          error: string | null;
          attempts: number;
          next_attempt_at: Date | null;
        }>(
          t.db,
          sql`select sent_at, error, attempts, next_attempt_at from outbox_emails
              where to_address = 'later@example.test'`,
        )
      )[0]!;
    const down = mailerAt(closed.url);
    expect(await down.flush()).toBe(0);
    let row = await read();
    expect(row.sent_at).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(row.next_attempt_at!).getTime() - t.clock.now().getTime()).toBe(30_000);
    // Not before its time, by any instance.
    expect(await down.flush()).toBe(0);
    expect((await read()).attempts).toBe(1);
    t.clock.advance(30_000);
    expect(await down.flush()).toBe(0);
    row = await read();
    expect(row.attempts).toBe(2);
    expect(new Date(row.next_attempt_at!).getTime() - t.clock.now().getTime()).toBe(60_000);
    down.close();

    t.clock.advance(60_000);
    const before = smtp.received.length;
    const up = mailerAt(smtp.url);
    expect(await up.flush()).toBe(1);
    expect(await up.flush()).toBe(0);
    up.close();
    row = await read();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(3);
    expect(smtp.received.slice(before).map((mail) => mail.to[0])).toEqual(['<later@example.test>']);
  });

  it('gives a mail up after its last attempt', async () => {
    const closed = await startFakeSmtp();
    await closed.close();
    const mailer = createMailer({
      db: t.db,
      clock: t.clock,
      logger: (await import('../logger.ts')).createLogger('silent'),
      from: 'x@rentspace.test',
      smtpUrl: closed.url,
    });
    await queueMails(t.db, [
      { to: 'never@example.test', subject: 'Never', text: 'Body', kind: 'booking_cancelled_guest' },
    ]);
    for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt++) {
      await mailer.flush();
      t.clock.advance(retryDelaySeconds(attempt, 30) * 1000);
    }
    await mailer.flush();
    mailer.close();
    const [row] = await queryRows<{ attempts: number; next_attempt_at: Date | null }>(
      t.db,
      sql`select attempts, next_attempt_at from outbox_emails where to_address = 'never@example.test'`,
    );
    expect(row).toEqual({ attempts: MAIL_ATTEMPTS, next_attempt_at: null });
    expect(retryDelaySeconds(1, 30)).toBe(30);
    expect(retryDelaySeconds(MAIL_ATTEMPTS, 30)).toBe(3600);
  });
});
