import { ApiError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { ProviderError } from './provider.ts';

/** Said where the product has no wording of its own (the payment result page's poll, webhooks). */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The card payment service is unavailable. Please try again in a moment.';

/** Seconds a caller should wait before trying again after an outage of the provider. */
const RETRY_AFTER_SECONDS = '5';

/**
 * The provider gave no answer (timed out, dropped the connection) or said it was overloaded or
 * down, after the client's own retries: nothing is wrong with the request, later it will work.
 */
export function isProviderOutage(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  return (
    error.status === undefined ||
    error.status === 429 ||
    error.status === 503 ||
    error.status === 504
  );
}

/**
 * What the caller is told when a call to the payment provider failed: 503 with Retry-After while
 * the provider is unreachable or overloaded, 502 when it answered with an error. The message is
 * ours (docs/product/money.md#payment-providers where it has one), never the provider's or a stack trace.
 */
export function providerFailure(error: unknown, message: string): ApiError {
  if (isProviderOutage(error)) {
    return new ApiError(503, 'payment_provider_unavailable', message, undefined, {
      'Retry-After': RETRY_AFTER_SECONDS,
    });
  }
  return new ApiError(502, 'payment_provider_error', message);
}

/** Runs provider calls; a provider failure is logged and becomes providerFailure(message), other errors pass. */
export async function withProviderFailure<T>(
  message: string,
  run: () => Promise<T>,
  logger?: Logger,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logger?.warn(
      { err: error, code: error.code, status: error.status },
      'payment provider call failed',
    );
    throw providerFailure(error, message);
  }
}
