import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { newsletterSubscribers, type Database } from '@rentspace/db';
import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_TEXT } from '@rentspace/core/contact/constants';
import { queueMails } from '../mail/outbox.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { memoryLimiters, type LimiterFactory } from '../auth/rate-limits.ts';
import { ApiError } from '../http/errors.ts';
import { enforce, spend } from '../http/limits.ts';
import { alreadySubscribedMail, confirmationMail, welcomeMail } from './newsletter-mails.ts';

export interface NewsletterLimits {
  /** Sign-ups one client address may send per hour (then 429). */
  perClientPerHour: number;
  /** Mails one e-mail address may receive from sign-ups per day (then nothing is sent). */
  mailsPerAddressPerDay: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidLink = () => new ApiError(400, 'invalid_token', NEWSLETTER_TEXT.linkInvalid);
const invalidUnsubscribe = () =>
  new ApiError(400, 'invalid_token', NEWSLETTER_TEXT.unsubscribeInvalid);

/**
 * The newsletter's double opt-in (docs/product/pages-and-messages.md#newsletter): a sign-up is
 * stored unconfirmed and mailed a single-use link (its token kept only as a hash); following the
 * link makes the address a subscriber. Every sign-up gets the same answer, whatever the address's
 * state. Unsubscribe links are signed with a key derived from the server's secret, so any mail can
 * carry one without storing it.
 */
export function createNewsletterService(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  siteUrl: string;
  secret: string;
  limits: NewsletterLimits;
  mailer?: Mailer;
  limiters?: LimiterFactory;
}) {
  const factory = deps.limiters ?? memoryLimiters;
  const perClient = factory('newsletter_client', deps.limits.perClientPerHour, 3600);
  const perAddress = factory('newsletter_address', deps.limits.mailsPerAddressPerDay, 86_400);
  const unsubscribeKey = createHmac('sha256', deps.secret)
    .update('newsletter-unsubscribe')
    .digest();

  const signature = (id: string) =>
    createHmac('sha256', unsubscribeKey).update(id).digest('base64url');
  const unsubscribeLink = (id: string) =>
    `${deps.siteUrl}/newsletter/unsubscribe?id=${id}&token=${signature(id)}`;

  function newToken(now: Date) {
    const token = randomBytes(32).toString('base64url');
    return {
      link: `${deps.siteUrl}/newsletter/confirm?token=${token}`,
      confirm_token_hash: hashToken(token),
      confirm_expires_at: new Date(now.getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000),
    };
  }

  function flush() {
    deps.mailer
      ?.flush()
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'mail flush failed'));
  }

  return {
    /**
     * A sign-up from the footer. A new or pending address gets a fresh confirmation link, a
     * confirmed one a note that nothing changed; past the per-address limit nothing is sent and
     * nothing changes (a pending address keeps the link it was last sent).
     */
    async subscribe(email: string, client: string): Promise<void> {
      await enforce(perClient, client, (seconds) =>
        NEWSLETTER_TEXT.tooMany(Math.ceil(seconds / 60)),
      );
      if (await spend(perAddress, email)) return;
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const token = newToken(now);
        const { link, ...stored } = token;
        const [created] = await tx
          .insert(newsletterSubscribers)
          .values({ email, ...stored })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id });
        if (created) return queueMails(tx, [confirmationMail(email, link)]);
        const [known] = await tx
          .select({
            id: newsletterSubscribers.id,
            confirmed_at: newsletterSubscribers.confirmed_at,
          })
          .from(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
          .for('update');
        if (!known) return;
        if (known.confirmed_at)
          return queueMails(tx, [alreadySubscribedMail(email, unsubscribeLink(known.id))]);
        await tx
          .update(newsletterSubscribers)
          .set(stored)
          .where(eq(newsletterSubscribers.id, known.id));
        await queueMails(tx, [confirmationMail(email, link)]);
      });
      flush();
    },

    /** Follows a confirmation link: once, before it expires. */
    async confirm(token: string): Promise<void> {
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsletterSubscribers)
          .set({ confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null })
          .where(
            and(
              eq(newsletterSubscribers.confirm_token_hash, hashToken(token)),
              gt(newsletterSubscribers.confirm_expires_at, now),
              isNull(newsletterSubscribers.confirmed_at),
            ),
          )
          .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
        if (!row) throw invalidLink();
        await queueMails(tx, [welcomeMail(row.email, unsubscribeLink(row.id))]);
      });
      flush();
    },

    /** Follows an unsubscribe link: the address leaves the list (again is fine). */
    async unsubscribe(id: string, token: string): Promise<void> {
      const expected = Buffer.from(signature(id));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw invalidUnsubscribe();
      await deps.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    },

    /** The unsubscribe link of a subscriber, as every newsletter mail carries it. */
    unsubscribeLink,
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
