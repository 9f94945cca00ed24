import type { Clock } from '../clock.ts';
import { describeDevice, type AccountSessions } from '@rentspace/core/auth/sessions';
import type { AuthRepository, SessionMethod, UserRow } from './repository.ts';
import type { OpenSessions } from './open-sessions.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@rentspace/db/passwords';
import { assertStrongPassword } from './sign-up.ts';
import {
  hashRefreshToken,
  newRefreshNonce,
  refreshTokenFromNonce,
  signAccessToken,
  keptTokenVerifier,
  type AccessClaims,
  type TokenKeys,
} from './tokens.ts';
import {
  AuthError,
  accountSuspended,
  badJwt,
  emailNotConfirmed,
  invalidCredentials,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  sessionNotFound,
  currentPasswordMismatch,
  reauthenticationNeeded,
  samePassword,
} from './errors.ts';

/** How long a session opened by a reset link may set a password without the old one. */
const RECOVERY_SESSION_MS = 3600_000;

export interface AuthServiceDeps {
  repo: AuthRepository;
  clock: Clock;
  keys: TokenKeys;
  accessTokenLifetime: number;
  /** Seconds during which a just-spent refresh token still yields the session's current one. */
  reuseInterval: number;
  /** The sessions this instance found open lately (docs/decisions/0056-session-checks-and-hold-writes.md). */
  openSessions: OpenSessions;
}

export interface Client {
  userAgent?: string;
  ip?: string;
}

/** The user object GoTrue returns; never holds the password hash. */
export function toGoTrueUser(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
    confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
    phone: '',
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

export type GoTrueUser = ReturnType<typeof toGoTrueUser>;

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, clock, keys, openSessions } = deps;
  const verify = keptTokenVerifier(keys);

  async function sessionResponse(user: UserRow, sessionId: string, nonce: string) {
    const now = clock.now();
    const access = await signAccessToken(
      keys,
      { sub: user.id, email: user.email, session_id: sessionId },
      now,
      deps.accessTokenLifetime,
    );
    return {
      access_token: access.token,
      token_type: 'bearer' as const,
      expires_in: deps.accessTokenLifetime,
      expires_at: access.expiresAt,
      refresh_token: refreshTokenFromNonce(keys, nonce),
      user: toGoTrueUser(user),
    };
  }

  async function startSession(user: UserRow, client: Client, method: SessionMethod = 'password') {
    const now = clock.now();
    const nonce = newRefreshNonce();
    const sessionId = await repo.db.transaction(async (tx) => {
      // Read under a share lock: a suspension running now either waits for this session (and
      // then revokes it) or has committed, and no session is opened.
      if (await repo.isSuspended(tx, user.id)) throw accountSuspended();
      const session = await repo.createSession(tx, { userId: user.id, ...client, now, method });
      await repo.insertRefreshToken(tx, {
        sessionId: session.id,
        userId: user.id,
        tokenHash: hashRefreshToken(refreshTokenFromNonce(keys, nonce)),
        nonce,
        now,
      });
      return session.id;
    });
    await repo.touchSignIn(user.id, now);
    return sessionResponse({ ...user, last_sign_in_at: now }, sessionId, nonce);
  }

  return {
    /**
     * The same answer, and about the same time, for an unknown e-mail and a wrong password. An
     * account whose address is not confirmed yet is refused after its password is checked.
     */
    async signInWithPassword(email: string, password: string, client: Client) {
      const credentials = await repo.findCredentials(email);
      if (!credentials) {
        await burnPasswordCheck(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(credentials.encrypted_password, password)))
        throw invalidCredentials();
      const user = await repo.findUserById(credentials.id);
      if (!user) throw invalidCredentials();
      if (!user.email_confirmed_at) throw emailNotConfirmed();
      return startSession(user, client);
    },

    /**
     * Rotates a refresh token. A spent token presented again within the reuse interval yields the
     * session's current token (parallel refreshes do not fork the session); later, it is treated
     * as stolen and the whole session is revoked.
     */
    async refresh(refreshToken: string) {
      const now = clock.now();
      const outcome = await repo.db.transaction(async (tx) => {
        const row = await repo.lockRefreshToken(tx, hashRefreshToken(refreshToken));
        if (!row || row.session_revoked_at) return { error: refreshTokenNotFound() };
        if (row.revoked) {
          const active = await repo.latestActiveToken(tx, row.session_id);
          const withinInterval =
            deps.reuseInterval > 0 &&
            now.getTime() - row.updated_at.getTime() <= deps.reuseInterval * 1000;
          if (active && active.parent_id === row.id && withinInterval) {
            return { userId: row.user_id, sessionId: row.session_id, nonce: active.nonce };
          }
          await repo.revokeSession(tx, row.session_id, now);
          return { error: refreshTokenAlreadyUsed(), revoked: true };
        }
        const nonce = newRefreshNonce();
        await repo.revokeToken(tx, row.id, now);
        await repo.insertRefreshToken(tx, {
          sessionId: row.session_id,
          userId: row.user_id,
          tokenHash: hashRefreshToken(refreshTokenFromNonce(keys, nonce)),
          nonce,
          parentId: row.id,
          now,
        });
        await repo.touchSession(tx, row.session_id, now);
        return { userId: row.user_id, sessionId: row.session_id, nonce };
      });
      if ('error' in outcome) {
        // A reused refresh token revoked its whole session.
        if ('revoked' in outcome) openSessions.closed();
        throw outcome.error;
      }
      const user = await repo.findUserById(outcome.userId);
      if (!user) throw refreshTokenNotFound();
      return sessionResponse(user, outcome.sessionId, outcome.nonce);
    },

    /** Verifies an access token and that its session is still open. */
    async authenticate(accessToken: string): Promise<AccessClaims> {
      const result = verify(accessToken, clock.now());
      if (!result.ok)
        throw badJwt(result.reason === 'expired' ? 'invalid JWT: token is expired' : undefined);
      const sessionId = result.claims.session_id;
      if (!(await openSessions.isOpen(sessionId, () => repo.isSessionActive(sessionId))))
        throw sessionNotFound();
      return result.claims;
    },

    async getUser(claims: AccessClaims) {
      const user = await repo.findUserById(claims.sub);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return toGoTrueUser(user);
    },

    async logout(claims: AccessClaims, scope: 'global' | 'local' | 'others') {
      const now = clock.now();
      if (scope === 'local') {
        await repo.revokeSession(repo.db, claims.session_id, now);
      } else {
        await repo.revokeUserSessions(
          claims.sub,
          now,
          scope === 'others' ? claims.session_id : undefined,
        );
      }
      openSessions.closed();
    },

    /** A session opened by a password-reset link: it may set a new password without the old. */
    openRecoverySession(user: UserRow, client: Client) {
      return startSession(user, client, 'recovery');
    },

    /**
     * Changes the password (docs/product/accounts-and-sessions.md#changing-the-password). It takes
     * the current password, or a session opened by a reset link within the last hour. After a
     * reset every session of the account ends, that one too; after a change, every other one.
     */
    async changePassword(claims: AccessClaims, password: string, currentPassword?: string) {
      assertStrongPassword(password);
      const now = clock.now();
      const session = await repo.findSession(claims.session_id);
      const hash = await repo.passwordHash(claims.sub);
      if (!session || !hash) throw sessionNotFound();
      const recovering =
        session.method === 'recovery' &&
        now.getTime() - session.created_at.getTime() < RECOVERY_SESSION_MS;
      if (!recovering) {
        if (currentPassword === undefined) throw reauthenticationNeeded();
        if (!(await verifyPassword(hash, currentPassword))) throw currentPasswordMismatch();
      }
      if (await verifyPassword(hash, password)) throw samePassword();
      await repo.setPassword(claims.sub, await hashPassword(password), now);
      await repo.revokeUserSessions(claims.sub, now, recovering ? undefined : claims.session_id);
      openSessions.closed();
      return this.getUser(claims);
    },

    /** The account's open sessions, for the Account section. */
    async listSessions(claims: AccessClaims): Promise<AccountSessions> {
      const rows = await repo.listSessions(claims.sub);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.user_agent),
          created_at: row.created_at.toISOString(),
          last_used_at: (row.refreshed_at ?? row.created_at).toISOString(),
          current: row.id === claims.session_id,
        })),
      };
    },

    /** Ends one of the account's own sessions; any other id is not found. */
    async endSession(claims: AccessClaims, sessionId: string) {
      const session = await repo.findSession(sessionId);
      if (!session || session.user_id !== claims.sub)
        throw new AuthError(404, 'session_not_found', 'Session not found');
      await repo.revokeSession(repo.db, sessionId, clock.now());
      openSessions.closed();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
