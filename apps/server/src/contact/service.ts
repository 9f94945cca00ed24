import { countOf } from '@rentspace/core/intl';
import { contactMessages, type Database } from '@rentspace/db';
import type { Contact } from '@rentspace/core/contact/schemas';
import type { ContactSubject } from '@rentspace/core/contact/constants';
import { queueMails } from '../mail/outbox.ts';
import type { OutgoingMail } from '../mail/receipts.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Logger } from '../logger.ts';
import { memoryLimiters, type LimiterFactory } from '../auth/rate-limits.ts';
import { enforce, spend } from '../http/limits.ts';

export const SUBJECT_LABELS: Readonly<Record<ContactSubject, string>> = {
  general: 'General inquiry',
  support: 'Support',
  billing: 'Billing',
  partnership: 'Partnership',
};

/** Messages one address may send per hour; confirmation mails one address may receive per hour. */
export const CONTACT_LIMITS = { perClientPerHour: 10, confirmationsPerAddressPerHour: 3 };

/**
 * The sender's confirmation. It repeats nothing the sender typed except the chosen subject, so the
 * form cannot be used to mail someone else arbitrary text.
 */
export function contactConfirmation(
  contact: Pick<Contact, 'email' | 'subject'>,
  siteUrl: string,
): OutgoingMail {
  return {
    to: contact.email,
    kind: 'contact_received',
    subject: 'We received your message',
    text: [
      'Hello,',
      '',
      `Thank you for contacting Rentspace. We received your message (${SUBJECT_LABELS[contact.subject]}) and will reply to this address within one business day.`,
      'Live chat is open Monday to Friday, 9 am to 6 pm PST.',
      '',
      `Answers to common questions: ${siteUrl}/help`,
      '',
      'If you did not write to us, you can ignore this e-mail.',
      '',
      'Rentspace Support, Tampa, Florida',
    ].join('\n'),
  };
}

/** Stores contact messages (admins read them) and confirms each to its sender by e-mail. */
export function createContactService(deps: {
  db: Database;
  mailer?: Mailer;
  logger: Logger;
  siteUrl: string;
  limiters?: LimiterFactory;
}) {
  const factory = deps.limiters ?? memoryLimiters;
  const perClient = factory('contact_client', CONTACT_LIMITS.perClientPerHour, 3600);
  const perAddress = factory(
    'contact_address',
    CONTACT_LIMITS.confirmationsPerAddressPerHour,
    3600,
  );

  return {
    async send(contact: Contact, client: string): Promise<{ id: string; confirmation: boolean }> {
      await enforce(
        perClient,
        client,
        (seconds) =>
          `Too many messages. Please try again in ${countOf(Math.max(1, Math.ceil(seconds / 60)), 'minute')}.`,
      );
      // The message is always kept; only a flood of confirmations to one address is held back.
      const confirm = (await spend(perAddress, contact.email)) === null;
      const id = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values(contact)
          .returning({ id: contactMessages.id });
        if (confirm) await queueMails(tx, [contactConfirmation(contact, deps.siteUrl)]);
        return row!.id;
      });
      deps.mailer
        ?.flush()
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'mail flush failed'));
      return { id, confirmation: confirm };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
