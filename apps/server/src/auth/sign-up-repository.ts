import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailConfirmations, profiles, users, type Database } from '@rentspace/db';
import { publicUserColumns, type UserRow } from './repository.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Accounts as sign-up and e-mail confirmation see them; never returns a password hash. */
export function createSignUpRepository(db: Database) {
  return {
    db,

    /** A new account and its profile (is_admin false); undefined when the e-mail is taken. */
    async insertAccount(
      tx: Tx,
      input: {
        email: string;
        passwordHash: string;
        fullName: string | null;
        confirmed: boolean;
        now: Date;
      },
    ): Promise<{ id: string } | undefined> {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          encrypted_password: input.passwordHash,
          email_confirmed_at: input.confirmed ? input.now : null,
          created_at: input.now,
          updated_at: input.now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) return undefined;
      await tx
        .insert(profiles)
        .values({ id: user.id, full_name: input.fullName, is_admin: false, created_at: input.now });
      return user;
    },

    async findAccount(tx: Executor, email: string) {
      const [row] = await tx
        .select({ id: users.id, email_confirmed_at: users.email_confirmed_at })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    /** An unconfirmed account takes the password of its latest sign-up. */
    async setPendingPassword(tx: Tx, userId: string, passwordHash: string, now: Date) {
      await tx
        .update(users)
        .set({ encrypted_password: passwordHash, updated_at: now })
        .where(and(eq(users.id, userId), isNull(users.email_confirmed_at)));
    },

    /** A resent link confirms the password the account has now. */
    async pendingPassword(tx: Tx, userId: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ hash: users.encrypted_password })
        .from(users)
        .where(eq(users.id, userId));
      return row?.hash;
    },

    async insertConfirmation(
      tx: Tx,
      input: {
        userId: string;
        tokenHash: string;
        passwordHash: string;
        expiresAt: Date;
        now: Date;
      },
    ) {
      await tx.insert(emailConfirmations).values({
        user_id: input.userId,
        token_hash: input.tokenHash,
        password_hash: input.passwordHash,
        expires_at: input.expiresAt,
        created_at: input.now,
      });
    },

    /**
     * Follows a link: the account is confirmed with the password of the sign-up that sent it, and
     * every link of the account is spent. Undefined for an unknown, spent or expired link.
     */
    async confirm(tokenHash: string, now: Date): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .select({
            user_id: emailConfirmations.user_id,
            password_hash: emailConfirmations.password_hash,
          })
          .from(emailConfirmations)
          .innerJoin(users, eq(users.id, emailConfirmations.user_id))
          .where(
            and(
              eq(emailConfirmations.token_hash, tokenHash),
              gt(emailConfirmations.expires_at, now),
              isNull(users.email_confirmed_at),
            ),
          )
          .for('update', { of: emailConfirmations });
        if (!link) return undefined;
        const [user] = await tx
          .update(users)
          .set({ encrypted_password: link.password_hash, email_confirmed_at: now, updated_at: now })
          .where(eq(users.id, link.user_id))
          .returning(publicUserColumns);
        await tx.delete(emailConfirmations).where(eq(emailConfirmations.user_id, link.user_id));
        return user;
      });
    },
  };
}

type Executor = Database | Tx;

export type SignUpRepository = ReturnType<typeof createSignUpRepository>;
