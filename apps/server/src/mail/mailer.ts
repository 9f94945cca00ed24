import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { queryRows, type Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';

export interface Mailer {
  /** Sends queued outbox messages by SMTP; returns how many went out. A no-op without SMTP. */
  flush(): Promise<number>;
  readonly enabled: boolean;
  close(): void;
}

const BATCH = 20;

/** Attempts before a message that keeps failing for now is given up (its error stays for admins). */
export const MAIL_ATTEMPTS = 10;
/** The longest wait between two attempts. */
const MAX_DELAY_SECONDS = 3600;

/**
 * Seconds to wait after the `attempts`-th failed attempt: `retrySeconds`, then twice as long each
 * time, at most an hour (30 s, 1, 2, 4, 8, 16, 32 min, then hourly: about 4 hours in all).
 */
export function retryDelaySeconds(attempts: number, retrySeconds: number): number {
  return Math.min(retrySeconds * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS);
}

/**
 * A refusal the SMTP server means for good (a 5xx answer: no such mailbox, message refused);
 * anything else (connection refused or cut, a time-out, a 4xx answer) may pass on a later attempt.
 */
function isFinal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivers the outbox. Several instances may flush at once: each message is claimed with
 * FOR UPDATE SKIP LOCKED and marked sent before sending, so it goes out once. A failure clears
 * the claim and records the error; a failure for now (the SMTP server down or busy) is tried again
 * later, waiting twice as long each time (docs/decisions/0034-dependency-failures.md), a final one
 * (a 5xx answer) or the last of MAIL_ATTEMPTS is not, and an admin sees it.
 */
export function createMailer(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  from: string;
  smtpUrl?: string;
  transport?: Transporter;
  /** Seconds before the first retry of a failed delivery (then doubling). */
  retrySeconds?: number;
}): Mailer {
  const retrySeconds = deps.retrySeconds ?? 30;
  const { smtpUrl } = deps;
  // The SMTP client loads only for an instance that sends mail.
  const transport: Promise<Transporter> | undefined = deps.transport
    ? Promise.resolve(deps.transport)
    : smtpUrl
      ? import('nodemailer').then(({ createTransport }) =>
          // Bounded waits: a server that accepts connections but does not answer fails the attempt.
          createTransport({
            url: smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          }),
        )
      : undefined;
  return {
    enabled: Boolean(transport),
    async flush() {
      if (!transport) return 0;
      const smtp = await transport;
      const now = deps.clock.now().toISOString();
      const claimed = await queryRows<{
        id: string;
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string | null;
        attempts: number;
      }>(
        deps.db,
        sql`update outbox_emails set sent_at = ${now}::timestamptz, attempts = attempts + 1
            where id in (select id from outbox_emails where sent_at is null
                           and (error is null or next_attempt_at <= ${now}::timestamptz)
                         order by created_at limit ${BATCH} for update skip locked)
            returning id, to_address, subject, text_body, html_body, attempts`,
      );
      let sent = 0;
      for (const mail of claimed) {
        try {
          await smtp.sendMail({
            from: deps.from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            // Notifications carry an HTML part rendered from the same template as the text.
            ...(mail.html_body ? { html: mail.html_body } : {}),
          });
          sent += 1;
        } catch (error) {
          const retry = !isFinal(error) && mail.attempts < MAIL_ATTEMPTS;
          const next = retry
            ? new Date(
                deps.clock.now().getTime() + retryDelaySeconds(mail.attempts, retrySeconds) * 1000,
              ).toISOString()
            : null;
          deps.logger.warn(
            { err: error, mailId: mail.id, attempts: mail.attempts, retryAt: next },
            'mail delivery failed',
          );
          await deps.db.execute(
            sql`update outbox_emails set sent_at = null, next_attempt_at = ${next}::timestamptz,
                error = ${String((error as Error).message ?? error).slice(0, 500)}
                where id = ${mail.id}`,
          );
        }
      }
      return sent;
    },
    close() {
      void transport?.then((smtp) => smtp.close());
    },
  };
}
