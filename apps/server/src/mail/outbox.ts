import { outboxEmails, type Database } from '@rentspace/db';
import type { OutgoingMail } from './receipts.ts';

/** Stores messages in the outbox (admins read it; SMTP delivers it when configured). */
export async function queueMails(db: Database, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(outboxEmails).values(
    mails.map((mail) => ({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      kind: mail.kind,
    })),
  );
}
