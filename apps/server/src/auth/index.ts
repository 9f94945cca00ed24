import type { Database } from '@rentspace/db';
import type { Config } from '../config.ts';
import type { Clock } from '../clock.ts';
import { createAuthRepository } from './repository.ts';
import { createAuthService } from './service.ts';
import { deriveKeys } from './tokens.ts';
import { createAuthRateLimits, type LimiterFactory } from './rate-limits.ts';
import { createSignUpRepository } from './sign-up-repository.ts';
import { createSignUpService } from './sign-up.ts';
import { createAccountLinkService } from './account-links.ts';
import { createAccountLinksRepository } from './account-links-repository.ts';
import { createOpenSessions, type OpenSessions } from './open-sessions.ts';

const NO_KEPT_SESSIONS = createOpenSessions({
  listen: () => Promise.reject(new Error('not kept')),
  notify: () => Promise.reject(new Error('not kept')),
  keepSeconds: 0,
});

/** Accounts and sessions wired together: the services and the sign-in limits of this instance. */
export function createAuth(deps: {
  db: Database;
  config: Config;
  clock: Clock;
  secret: string;
  siteUrl: string;
  limiterFactory?: LimiterFactory;
  /** Made and started where the database's handle is (main.ts); otherwise every check reads. */
  openSessions?: OpenSessions;
}) {
  const { config } = deps;
  const auth = createAuthService({
    repo: createAuthRepository(deps.db),
    clock: deps.clock,
    keys: deriveKeys(deps.secret, `${deps.siteUrl}/auth/v1`),
    accessTokenLifetime: config.JWT_EXPIRY,
    reuseInterval: config.REFRESH_TOKEN_REUSE_INTERVAL,
    openSessions: deps.openSessions ?? NO_KEPT_SESSIONS,
  });
  const limits = createAuthRateLimits(
    {
      signupPerHour: config.RATE_LIMIT_SIGNUP_PER_HOUR,
      signupEmailsPerHour: config.RATE_LIMIT_SIGNUP_EMAILS_PER_HOUR,
      signinPer5Min: config.RATE_LIMIT_SIGNIN_PER_5_MIN,
      signinFailuresPerClient: config.RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT,
      signinSlowdownAfter: config.RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER,
      signinSlowdownMs: config.RATE_LIMIT_SIGNIN_SLOWDOWN_MS,
      refreshPer5Min: config.RATE_LIMIT_REFRESH_PER_5_MIN,
      verifyPer5Min: config.RATE_LIMIT_VERIFY_PER_5_MIN,
    },
    deps.limiterFactory,
  );
  const signUp = createSignUpService({
    repo: createSignUpRepository(deps.db),
    clock: deps.clock,
    siteUrl: deps.siteUrl,
    confirmEmail: config.AUTH_CONFIRM_EMAIL,
  });
  const links = createAccountLinkService({
    repo: createAccountLinksRepository(deps.db),
    clock: deps.clock,
    siteUrl: deps.siteUrl,
  });
  return { auth, signUp, links, limits };
}
