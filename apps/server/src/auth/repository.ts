import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { authSessions, prepared, refreshTokens, users, type Database } from '@rentspace/db';
import { clipText } from '@rentspace/core/text';

const sessionRevocation = prepared((db) =>
  db
    .select({ revoked_at: authSessions.revoked_at })
    .from(authSessions)
    .where(eq(authSessions.id, sql.placeholder('sessionId')))
    .prepare('session_revocation'),
);

export const publicUserColumns = {
  id: users.id,
  email: users.email,
  email_confirmed_at: users.email_confirmed_at,
  last_sign_in_at: users.last_sign_in_at,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

export type UserRow = {
  id: string;
  email: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** How a session was opened: with the password, or by a password-reset link. */
export type SessionMethod = 'password' | 'recovery';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export function createAuthRepository(db: Database) {
  return {
    db,
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** The one query that reads a password hash; it never leaves the auth service. */
    async findCredentials(email: string) {
      const [row] = await db
        .select({ id: users.id, encrypted_password: users.encrypted_password })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    /** The stored hash, for checking a current or a new password; never leaves the service. */
    async passwordHash(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ hash: users.encrypted_password })
        .from(users)
        .where(eq(users.id, userId));
      return row?.hash;
    },

    async findSession(sessionId: string) {
      const [row] = await db
        .select({
          user_id: authSessions.user_id,
          method: authSessions.method,
          created_at: authSessions.created_at,
        })
        .from(authSessions)
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revoked_at)));
      return row;
    },

    /** The account's open sessions, most recently used first. */
    async listSessions(userId: string) {
      return db
        .select({
          id: authSessions.id,
          user_agent: authSessions.user_agent,
          created_at: authSessions.created_at,
          refreshed_at: authSessions.refreshed_at,
        })
        .from(authSessions)
        .where(and(eq(authSessions.user_id, userId), isNull(authSessions.revoked_at)))
        .orderBy(
          desc(sql`coalesce(${authSessions.refreshed_at}, ${authSessions.created_at})`),
          desc(authSessions.id),
        );
    },

    async setPassword(userId: string, passwordHash: string, now: Date) {
      await db
        .update(users)
        .set({ encrypted_password: passwordHash, updated_at: now })
        .where(eq(users.id, userId));
    },

    async touchSignIn(userId: string, now: Date) {
      await db.update(users).set({ last_sign_in_at: now }).where(eq(users.id, userId));
    },

    async createSession(
      tx: Executor,
      input: {
        userId: string;
        userAgent?: string;
        ip?: string;
        now: Date;
        method?: SessionMethod;
      },
    ) {
      const [session] = await tx
        .insert(authSessions)
        .values({
          user_id: input.userId,
          user_agent: input.userAgent && clipText(input.userAgent, 512),
          ip: input.ip,
          created_at: input.now,
          method: input.method ?? 'password',
        })
        .returning({ id: authSessions.id });
      return session!;
    },

    async insertRefreshToken(
      tx: Executor,
      input: {
        sessionId: string;
        userId: string;
        tokenHash: string;
        nonce: string;
        parentId?: number;
        now: Date;
      },
    ) {
      const [row] = await tx
        .insert(refreshTokens)
        .values({
          session_id: input.sessionId,
          user_id: input.userId,
          token_hash: input.tokenHash,
          nonce: input.nonce,
          parent_id: input.parentId,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning({ id: refreshTokens.id });
      return row!;
    },

    /** Locks the presented token's row, so concurrent refreshes of one token queue up. */
    async lockRefreshToken(tx: Tx, tokenHash: string) {
      const [row] = await tx
        .select({
          id: refreshTokens.id,
          session_id: refreshTokens.session_id,
          user_id: refreshTokens.user_id,
          revoked: refreshTokens.revoked,
          updated_at: refreshTokens.updated_at,
          session_revoked_at: authSessions.revoked_at,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.session_id))
        .where(eq(refreshTokens.token_hash, tokenHash))
        .for('update', { of: refreshTokens });
      return row;
    },

    async latestActiveToken(tx: Tx, sessionId: string) {
      const [row] = await tx
        .select({
          id: refreshTokens.id,
          parent_id: refreshTokens.parent_id,
          nonce: refreshTokens.nonce,
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.session_id, sessionId), eq(refreshTokens.revoked, false)))
        .orderBy(desc(refreshTokens.id))
        .limit(1);
      return row;
    },

    async revokeToken(tx: Tx, id: number, now: Date) {
      await tx
        .update(refreshTokens)
        .set({ revoked: true, updated_at: now })
        .where(eq(refreshTokens.id, id));
    },

    async touchSession(tx: Tx, sessionId: string, now: Date) {
      await tx
        .update(authSessions)
        .set({ refreshed_at: now })
        .where(eq(authSessions.id, sessionId));
    },

    /** Ends a session: it and every refresh token in it stop working. */
    async revokeSession(tx: Executor, sessionId: string, now: Date) {
      await tx.update(authSessions).set({ revoked_at: now }).where(eq(authSessions.id, sessionId));
      await tx
        .update(refreshTokens)
        .set({ revoked: true, updated_at: now })
        .where(and(eq(refreshTokens.session_id, sessionId), eq(refreshTokens.revoked, false)));
    },

    /** Ends every session of a user, or every one but `keep`. */
    async revokeUserSessions(userId: string, now: Date, keep?: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(authSessions)
          .set({ revoked_at: now })
          .where(
            and(
              eq(authSessions.user_id, userId),
              isNull(authSessions.revoked_at),
              keep ? ne(authSessions.id, keep) : undefined,
            ),
          );
        await tx
          .update(refreshTokens)
          .set({ revoked: true, updated_at: now })
          .where(
            and(
              eq(refreshTokens.user_id, userId),
              eq(refreshTokens.revoked, false),
              keep ? ne(refreshTokens.session_id, keep) : undefined,
            ),
          );
      });
    },

    /** Whether an admin has suspended the account, read under a share lock on its row. */
    async isSuspended(tx: Executor, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ suspended_at: users.suspended_at })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      return Boolean(row?.suspended_at);
    },

    /** Asked on every signed-in request. */
    async isSessionActive(sessionId: string): Promise<boolean> {
      const [row] = await sessionRevocation(db).execute({ sessionId });
      return row !== undefined && row.revoked_at === null;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
