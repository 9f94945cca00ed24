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
  signinPer5Min: number;
  signinFailuresPerEmail: number;
  refreshPer5Min: number;
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

function tooMany(res: RateLimiterRes): AuthError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many requests. Please try again in ${countOf(seconds, 'second')}.`,
    {},
    { 'Retry-After': String(seconds) },
  );
}

async function take(limiter: RateLimiterAbstract, key: string) {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error);
    throw error;
  }
}

/** Limits on sign-up and sign-in by address, and on failed sign-ins by e-mail (brute force). */
export function createAuthRateLimits(
  settings: AuthRateLimitSettings,
  factory: LimiterFactory = memoryLimiters,
) {
  const signup = factory('auth_signup', settings.signupPerHour, 3600);
  const signin = factory('auth_signin', settings.signinPer5Min, 300);
  const failures = factory('auth_signin_fail', settings.signinFailuresPerEmail, 900);
  const refresh = factory('auth_refresh', settings.refreshPer5Min, 300);
  return {
    signup: (ip: string) => take(signup, ip),
    signin: async (ip: string, email: string) => {
      await take(signin, ip);
      const spent = await failures.get(email);
      if (spent && spent.consumedPoints >= settings.signinFailuresPerEmail) throw tooMany(spent);
    },
    signinFailed: async (email: string) => {
      await failures.penalty(email, 1);
    },
    signinSucceeded: (email: string) => failures.delete(email).then(() => undefined),
    refresh: (ip: string) => take(refresh, ip),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
