import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MIN_PASSWORD_LENGTH, weakPasswordReasons } from '@rentspace/core/auth/schemas';
import { hashPassword } from '@rentspace/db/passwords';
import type { Clock } from '../clock.ts';
import { queueMails } from '../mail/outbox.ts';
import type { OutgoingMail } from '../mail/receipts.ts';
import {
  CONFIRMATION_LIFETIME_HOURS,
  confirmationLink,
  confirmationMail,
  existingAccountMail,
} from './account-mails.ts';
import { AuthError } from './errors.ts';
import type { SignUpRepository } from './sign-up-repository.ts';

export interface SignUpDeps {
  repo: SignUpRepository;
  clock: Clock;
  siteUrl: string;
  /** AUTH_CONFIRM_EMAIL: new accounts sign in only after following a link sent to the address. */
  confirmEmail: boolean;
}

export function assertStrongPassword(password: string) {
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons } },
    );
  }
}

const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * GoTrue's user as a sign-up answers it, the same for a new and a registered address: no session,
 * an id that is no account's, and `confirmation_sent_at` when addresses must be confirmed.
 */
export function signUpAnswer(email: string, now: Date, confirmationSent: boolean) {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    ...(confirmationSent ? { confirmation_sent_at: at } : {}),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/**
 * Sign-up, e-mail confirmation and resending the link. A sign-up answers alike whether the
 * address is new or registered, and costs the same work
 * (docs/product/accounts-and-sessions.md#signing-up).
 */
export function createSignUpService(deps: SignUpDeps) {
  const { repo, clock } = deps;
  type Tx = Parameters<Parameters<typeof repo.db.transaction>[0]>[0];

  /** A new single-use link for an unconfirmed account; only its hash is stored. */
  async function link(tx: Tx, userId: string, email: string, passwordHash: string, now: Date) {
    const token = randomBytes(32).toString('base64url');
    await repo.insertConfirmation(tx, {
      userId,
      tokenHash: hashLinkToken(token),
      passwordHash,
      expiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_HOURS * 3600_000),
      now,
    });
    return confirmationMail(email, confirmationLink(deps.siteUrl, token), deps.siteUrl);
  }

  return {
    /**
     * A new address gets an account (confirmed at once, or with a link to follow); a registered
     * one gets a notice mailed to its owner, or a new link while it is unconfirmed. `mayMail`
     * answers false when the address has had its share of mail this hour: then none is sent.
     */
    async signUp(
      input: { email: string; password: string; fullName: string | null },
      limits: { mayMail: () => Promise<boolean> },
    ) {
      assertStrongPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const mayMail = await limits.mayMail();
      const now = clock.now();
      await repo.db.transaction(async (tx) => {
        const created = await repo.insertAccount(tx, {
          email: input.email,
          fullName: input.fullName,
          passwordHash,
          confirmed: !deps.confirmEmail,
          now,
        });
        let mail: OutgoingMail | undefined;
        if (created) {
          if (deps.confirmEmail && mayMail)
            mail = await link(tx, created.id, input.email, passwordHash, now);
        } else {
          const account = await repo.findAccount(tx, input.email);
          if (account?.email_confirmed_at) mail = existingAccountMail(input.email, deps.siteUrl);
          else if (account) {
            await repo.setPendingPassword(tx, account.id, passwordHash, now);
            if (mayMail) mail = await link(tx, account.id, input.email, passwordHash, now);
          }
        }
        if (mail && mayMail) await queueMails(tx, [mail]);
      });
      return signUpAnswer(input.email, now, deps.confirmEmail);
    },

    /** Follows a confirmation link: the confirmed account, or undefined for a bad link. */
    confirm(token: string) {
      return repo.confirm(hashLinkToken(token), clock.now());
    },

    /** Sends an unconfirmed account a new link; does nothing, alike, for any other address. */
    async resend(email: string) {
      const now = clock.now();
      await repo.db.transaction(async (tx) => {
        const account = await repo.findAccount(tx, email);
        if (!account || account.email_confirmed_at) return;
        const passwordHash = await repo.pendingPassword(tx, account.id);
        if (!passwordHash) return;
        await queueMails(tx, [await link(tx, account.id, email, passwordHash, now)]);
      });
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
