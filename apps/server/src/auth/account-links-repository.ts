import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountLinks, emailConfirmations, users, type Database } from '@rentspace/db';
import { publicUserColumns, type UserRow } from './repository.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type LinkPurpose = 'recovery' | 'email_change';

/** Password-reset and e-mail-change links; stores and compares only hashes of their tokens. */
export function createAccountLinksRepository(db: Database) {
  /** Locks a live link of this purpose, or finds none. */
  async function lockLink(tx: Tx, tokenHash: string, purpose: LinkPurpose, now: Date) {
    const [link] = await tx
      .select({ user_id: accountLinks.user_id, new_email: accountLinks.new_email })
      .from(accountLinks)
      .where(
        and(
          eq(accountLinks.token_hash, tokenHash),
          eq(accountLinks.purpose, purpose),
          gt(accountLinks.expires_at, now),
        ),
      )
      .for('update');
    return link;
  }

  return {
    db,

    async findAccount(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    /** A new link; for an e-mail change it replaces the account's earlier ones. */
    async insertLink(input: {
      userId: string;
      purpose: LinkPurpose;
      tokenHash: string;
      newEmail?: string;
      expiresAt: Date;
      now: Date;
    }) {
      await db.transaction(async (tx) => {
        if (input.purpose === 'email_change')
          await tx
            .delete(accountLinks)
            .where(
              and(eq(accountLinks.user_id, input.userId), eq(accountLinks.purpose, 'email_change')),
            );
        await tx.insert(accountLinks).values({
          user_id: input.userId,
          purpose: input.purpose,
          token_hash: input.tokenHash,
          new_email: input.newEmail ?? null,
          expires_at: input.expiresAt,
          created_at: input.now,
        });
      });
    },

    /** Whether a link would work now, without spending it. */
    async isLive(tokenHash: string, purpose: LinkPurpose, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: accountLinks.id })
        .from(accountLinks)
        .where(
          and(
            eq(accountLinks.token_hash, tokenHash),
            eq(accountLinks.purpose, purpose),
            gt(accountLinks.expires_at, now),
          ),
        );
      return row !== undefined;
    },

    /**
     * Spends a reset link and every other reset link of its account. Following one proves the
     * mailbox, so an address still waiting for its sign-up link counts as confirmed; its pending
     * password, which whoever signed up chose, is replaced by `lockedHash` (nobody's) until the
     * person sets theirs.
     */
    async spendRecovery(
      tokenHash: string,
      now: Date,
      lockedHash: string,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const link = await lockLink(tx, tokenHash, 'recovery', now);
        if (!link) return undefined;
        await tx
          .delete(accountLinks)
          .where(and(eq(accountLinks.user_id, link.user_id), eq(accountLinks.purpose, 'recovery')));
        await tx
          .update(users)
          .set({ email_confirmed_at: now, encrypted_password: lockedHash, updated_at: now })
          .where(and(eq(users.id, link.user_id), isNull(users.email_confirmed_at)));
        await tx.delete(emailConfirmations).where(eq(emailConfirmations.user_id, link.user_id));
        const [user] = await tx
          .select(publicUserColumns)
          .from(users)
          .where(eq(users.id, link.user_id));
        return user;
      });
    },

    /**
     * Spends an e-mail-change link: the account takes the new address. 'taken' when another
     * account has had it since the link was sent (nothing changes then).
     */
    async spendEmailChange(tokenHash: string, now: Date): Promise<UserRow | 'taken' | undefined> {
      return db.transaction(async (tx) => {
        const link = await lockLink(tx, tokenHash, 'email_change', now);
        if (!link?.new_email) return undefined;
        const newEmail = link.new_email;
        await tx
          .delete(accountLinks)
          .where(
            and(eq(accountLinks.user_id, link.user_id), eq(accountLinks.purpose, 'email_change')),
          );
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${newEmail} and ${users.id} <> ${link.user_id}`);
        if (other) return 'taken';
        const [user] = await tx
          .update(users)
          .set({ email: newEmail, email_confirmed_at: now, updated_at: now })
          .where(eq(users.id, link.user_id))
          .returning(publicUserColumns);
        return user;
      });
    },

    /** The address an account is moving to, while its link is live. */
    async pendingEmail(userId: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ new_email: accountLinks.new_email })
        .from(accountLinks)
        .where(
          and(
            eq(accountLinks.user_id, userId),
            eq(accountLinks.purpose, 'email_change'),
            gt(accountLinks.expires_at, now),
          ),
        )
        .orderBy(desc(accountLinks.created_at))
        .limit(1);
      return row?.new_email ?? undefined;
    },
  };
}

export type AccountLinksRepository = ReturnType<typeof createAccountLinksRepository>;
