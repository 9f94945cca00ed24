import { createHash, timingSafeEqual } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../http/errors.ts';
import { memoryLimiters, type LimiterFactory } from './rate-limits.ts';

const digest = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest();

/**
 * Answers the sign-in dialog's question "is this typed address one of ADMIN_EMAILS?"
 * (docs/product/accounts-and-sessions.md#sign-in-dialog). The addresses never leave the server;
 * what a caller learns is the label for the address they typed, nothing about the others, and at
 * most `perFiveMinutes` answers per client address (docs/decisions/0028-admin-label-without-addresses.md).
 * Every question costs the same: the limit is counted first, then the typed address is compared
 * with every configured one in constant time, without stopping at a match.
 */
export function createAdminLabelService(deps: {
  addresses: readonly string[];
  perFiveMinutes: number;
  limiters?: LimiterFactory;
}) {
  const known = deps.addresses.map(digest);
  const limiter = (deps.limiters ?? memoryLimiters)('admin_label', deps.perFiveMinutes, 300);
  return {
    async check(email: string, client: string): Promise<boolean> {
      try {
        await limiter.consume(client);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new ApiError(
          429,
          'over_request_rate_limit',
          `Too many requests. Please try again in ${seconds} seconds.`,
          undefined,
          { 'Retry-After': String(seconds) },
        );
      }
      const typed = digest(email);
      let found = false;
      for (const address of known) found = timingSafeEqual(typed, address) || found;
      return found;
    },
  };
}

export type AdminLabelService = ReturnType<typeof createAdminLabelService>;
