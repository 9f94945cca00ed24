import { setTimeout as sleep } from 'node:timers/promises';
import { countOf } from '@rentspace/core/intl';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimits, type Database } from '@rentspace/db';
import { AuthError } from './errors.ts';

export interface AuthRateLimitSettings {
  signupPerHour: number;
  /** Confirmation links and notices one e-mail address may be sent per hour. */
  signupEmailsPerHour: number;
  signinPer5Min: number;
  /** Failed sign-ins for one e-mail from one client address before that pair is refused. */
  signinFailuresPerClient: number;
  /** Failed sign-ins for one e-mail from every address before failing addresses are slowed. */
  signinSlowdownAfter: number;
  /** The pause of each slowed attempt; they take turns per e-mail on each instance. */
  signinSlowdownMs: number;
  refreshPer5Min: number;
  /** Links followed (sign-up, reset, e-mail change) per client address per 5 minutes. */
  verifyPer5Min: number;
}

export type LimiterFactory = (
  name: string,
  points: number,
  durationSeconds: number,
) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (name, points, duration) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration });

/** Counters in the database, so several instances share one limit (used on PostgreSQL). */
export function databaseLimiters(db: Database): LimiterFactory {
  return (name, points, duration) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points,
      duration,
    });
}

/** How long failed sign-ins are remembered. */
const FAILURE_WINDOW_SECONDS = 900;
/** Slowed attempts one instance lets wait for one e-mail; past that, they are refused. */
export const SLOWDOWN_QUEUE = 20;

function tooManyIn(ms: number): AuthError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many requests. Please try again in ${countOf(seconds, 'second')}.`,
    {},
    { 'Retry-After': String(seconds) },
  );
}

const tooMany = (res: RateLimiterRes) => tooManyIn(res.msBeforeNext);

async function take(limiter: RateLimiterAbstract, key: string) {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error);
    throw error;
  }
}

/**
 * Slowed sign-in attempts for one e-mail take turns on this instance, one every `delayMs`, so a
 * guesser gains nothing by sending them in parallel
 * (docs/product/accounts-and-sessions.md#wrong-passwords-never-lock-out-the-owner).
 */
function createTurns(delayMs: number) {
  const nextTurn = new Map<string, number>();
  return async (email: string) => {
    const now = Date.now();
    const turn = Math.max(now, nextTurn.get(email) ?? 0) + delayMs;
    if (turn - now > SLOWDOWN_QUEUE * delayMs) throw tooManyIn(turn - now);
    nextTurn.set(email, turn);
    await sleep(turn - now);
    if (nextTurn.get(email) === turn) nextTurn.delete(email);
  };
}

/**
 * Limits on sign-up and sign-in by client address, and on failed sign-ins: refused for one e-mail
 * and address that keep failing, slowed for an e-mail many addresses fail for. An address that has
 * not failed for an e-mail is never slowed or refused for it, so its owner always gets in.
 */
export function createAuthRateLimits(
  settings: AuthRateLimitSettings,
  factory: LimiterFactory = memoryLimiters,
) {
  const signup = factory('auth_signup', settings.signupPerHour, 3600);
  const mails = factory('auth_signup_mail', settings.signupEmailsPerHour, 3600);
  const signin = factory('auth_signin', settings.signinPer5Min, 300);
  const clientFailures = factory(
    'auth_signin_fail_client',
    settings.signinFailuresPerClient,
    FAILURE_WINDOW_SECONDS,
  );
  const emailFailures = factory(
    'auth_signin_fail_email',
    settings.signinSlowdownAfter,
    FAILURE_WINDOW_SECONDS,
  );
  const refresh = factory('auth_refresh', settings.refreshPer5Min, 300);
  const verify = factory('auth_verify', settings.verifyPer5Min, 300);
  const waitTurn = createTurns(settings.signinSlowdownMs);
  const pair = (ip: string, email: string) => `${email} ${ip}`;
  return {
    signup: (ip: string) => take(signup, ip),
    /** Whether a sign-up may mail this address; past the limit it mails nothing. */
    signupMail: (email: string) =>
      mails.consume(email).then(
        () => true,
        (error: unknown) => {
          if (error instanceof RateLimiterRes) return false;
          throw error;
        },
      ),
    /**
     * A resend, reset or e-mail change past the address's mail limit is refused (GoTrue's
     * over_email_send_rate_limit); counted for every address alike, so it tells nothing.
     */
    resendMail: async (email: string) => {
      try {
        await mails.consume(email);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const refused = tooMany(error);
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          refused.message,
          {},
          refused.headers,
        );
      }
    },
    /** Before a password is checked: refuses or slows this attempt, or lets it through. */
    signin: async (ip: string, email: string) => {
      await take(signin, ip);
      const failed = await clientFailures.get(pair(ip, email));
      if (!failed || failed.consumedPoints === 0) return;
      if (failed.consumedPoints >= settings.signinFailuresPerClient) throw tooMany(failed);
      const everyone = await emailFailures.get(email);
      if (everyone && everyone.consumedPoints >= settings.signinSlowdownAfter)
        await waitTurn(email);
    },
    signinFailed: async (ip: string, email: string) => {
      await Promise.all([
        clientFailures.penalty(pair(ip, email), 1),
        emailFailures.penalty(email, 1),
      ]);
    },
    /** Clears this address's failures only: others failing for the e-mail are still slowed. */
    signinSucceeded: (ip: string, email: string) =>
      clientFailures.delete(pair(ip, email)).then(() => undefined),
    refresh: (ip: string) => take(refresh, ip),
    /** Every link followed, good or bad, counts for the client address. */
    verify: (ip: string) => take(verify, ip),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
