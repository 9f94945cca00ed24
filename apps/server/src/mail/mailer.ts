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

/**
 * Delivers the outbox. Several instances may flush at once: each message is claimed with
 * FOR UPDATE SKIP LOCKED and marked sent before sending, so it goes out once; a failure clears the
 * claim and records the error (it is not retried automatically, an admin can see it).
 */
export function createMailer(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  from: string;
  smtpUrl?: string;
  transport?: Transporter;
}): Mailer {
  const { smtpUrl } = deps;
  // The SMTP client loads only for an instance that sends mail.
  const transport: Promise<Transporter> | undefined = deps.transport
    ? Promise.resolve(deps.transport)
    : smtpUrl
      ? import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl))
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
      }>(
        deps.db,
        sql`update outbox_emails set sent_at = ${now}::timestamptz
            where id in (select id from outbox_emails where sent_at is null and error is null
                         order by created_at limit ${BATCH} for update skip locked)
            returning id, to_address, subject, text_body`,
      );
      let sent = 0;
      for (const mail of claimed) {
        try {
          await smtp.sendMail({
            from: deps.from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
          });
          sent += 1;
        } catch (error) {
          deps.logger.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
          await deps.db.execute(
            sql`update outbox_emails set sent_at = null, error = ${String((error as Error).message ?? error).slice(0, 500)} where id = ${mail.id}`,
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
