import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from './errors.ts';

/** Spends one point of `key`; null when allowed, else the refusal (how long until a point frees). */
export async function spend(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

/** Whole seconds until a refused caller may try again (at least 1). */
export const secondsToWait = (refusal: RateLimiterRes) =>
  Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

/** A 429 `rate_limited` in the API's error shape, with Retry-After; the message names the wait. */
export function tooManyRequests(
  refusal: RateLimiterRes,
  message: (seconds: number) => string,
): ApiError {
  const seconds = secondsToWait(refusal);
  return new ApiError(429, 'rate_limited', message(seconds), undefined, {
    'Retry-After': String(seconds),
  });
}

/** Spends one point of `key`, or throws the 429 with `message`. */
export async function enforce(
  limiter: RateLimiterAbstract,
  key: string,
  message: (seconds: number) => string,
): Promise<void> {
  const refusal = await spend(limiter, key);
  if (refusal) throw tooManyRequests(refusal, message);
}
