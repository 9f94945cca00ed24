import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '@rentspace/db/passwords';
import type { Clock } from '../clock.ts';
import { queueMails } from '../mail/outbox.ts';
import type { OutgoingMail } from '../mail/receipts.ts';
import {
  EMAIL_CHANGE_LIFETIME_HOURS,
  RECOVERY_LIFETIME_HOURS,
  emailChangeMail,
  emailChangeNotice,
  emailTakenMail,
  recoveryMail,
  verifyLink,
} from './account-mails.ts';
import type { AccountLinksRepository, LinkPurpose } from './account-links-repository.ts';
import type { UserRow } from './repository.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } })?.cause?.code === '23505' ||
  (error as { code?: string })?.code === '23505';

/**
 * A `redirect_to` is followed only to a page of the site itself: anything else, another origin
 * or not a URL at all, gives the fallback (no open redirect through our links).
 */
export function siteRedirect(siteUrl: string, raw: string | undefined, fallbackPath: string) {
  const site = new URL(siteUrl);
  if (raw) {
    try {
      const target = new URL(raw, site);
      if (target.origin === site.origin && /^https?:$/.test(target.protocol)) {
        target.hash = '';
        return target.toString();
      }
    } catch {
      // not a URL: the fallback
    }
  }
  return new URL(fallbackPath, site).toString();
}

export interface AccountLinkDeps {
  repo: AccountLinksRepository;
  clock: Clock;
  siteUrl: string;
}

/**
 * Password resets and e-mail changes by links mailed to the address
 * (docs/product/accounts-and-sessions.md#forgotten-password). Each link is 32 random bytes of
 * which only a hash is stored; it works once and expires.
 */
export function createAccountLinkService(deps: AccountLinkDeps) {
  const { repo, clock } = deps;

  async function newLink(
    userId: string,
    purpose: LinkPurpose,
    hours: number,
    newEmail?: string,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await repo.insertLink({
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail,
      expiresAt: new Date(now.getTime() + hours * 3600_000),
      now,
    });
    return token;
  }

  return {
    /** Mails a reset link when the address has an account; does nothing, alike, otherwise. */
    async recover(email: string, redirectTo: string | undefined) {
      const account = await repo.findAccount(email);
      if (!account) return;
      const token = await newLink(account.id, 'recovery', RECOVERY_LIFETIME_HOURS);
      const link = verifyLink(deps.siteUrl, token, 'recovery', redirectTo);
      await queueMails(repo.db, [recoveryMail(account.email, link)]);
    },

    /** Whether a link would still work, for the page it leads to (nothing is spent). */
    isLive(token: string, purpose: LinkPurpose) {
      return repo.isLive(hashToken(token), purpose, clock.now());
    },

    /** Spends a reset link: the account whose password may now be set, or undefined. */
    async spendRecovery(token: string): Promise<UserRow | undefined> {
      const lockedHash = await hashPassword(randomBytes(32).toString('base64url'));
      return repo.spendRecovery(hashToken(token), clock.now(), lockedHash);
    },

    /**
     * Asks to move an account to a new address: a link to the new address and a notice to the
     * current one. An address that already has an account gets a notice instead of a link, and
     * the answer is the same, so the form tells nobody who is registered.
     */
    async requestEmailChange(user: { id: string; email: string }, newEmail: string) {
      let mails: OutgoingMail[];
      if (await repo.findAccount(newEmail)) {
        mails = [emailTakenMail(newEmail, deps.siteUrl)];
      } else {
        const token = await newLink(user.id, 'email_change', EMAIL_CHANGE_LIFETIME_HOURS, newEmail);
        mails = [
          emailChangeMail(newEmail, verifyLink(deps.siteUrl, token, 'email_change')),
          emailChangeNotice(user.email, newEmail, deps.siteUrl),
        ];
      }
      await queueMails(repo.db, mails);
    },

    /** Follows an e-mail-change link: the account with its new address, or undefined. */
    async spendEmailChange(token: string): Promise<UserRow | undefined> {
      try {
        const outcome = await repo.spendEmailChange(hashToken(token), clock.now());
        return outcome === 'taken' ? undefined : outcome;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    pendingEmail(userId: string) {
      return repo.pendingEmail(userId, clock.now());
    },
  };
}

export type AccountLinkService = ReturnType<typeof createAccountLinkService>;
