import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isTransientConflict, pgErrorCode } from '@rentspace/db';
import type { Logger } from '../logger.ts';
import { StorageUnavailable } from '../storage/storage.ts';
import { AuthError } from '../auth/errors.ts';
import type { AppEnv } from './env.ts';
import { ApiError, sendError } from './errors.ts';

/** The database or its connection is away (connection errors, shutdown, too many clients). */
function isUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (code.startsWith('08') || code.startsWith('57P') || code === '53300')) return true;
  const errno =
    (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ??
    (error as { code?: unknown })?.code;
  return (
    errno === 'ECONNREFUSED' ||
    errno === 'ECONNRESET' ||
    errno === 'CONNECTION_CLOSED' ||
    errno === 'CONNECT_TIMEOUT'
  );
}

/** What an error thrown anywhere below becomes: the API's error shape with the right status. */
export function toApiError(
  error: unknown,
  logger: Logger,
  requestId: string | undefined,
): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof StorageUnavailable) {
    logger.warn({ err: error, requestId }, 'storage unavailable');
    return new ApiError(
      503,
      'storage_unavailable',
      'File storage is unavailable at the moment. Please try again in a moment.',
      undefined,
      { 'Retry-After': '5' },
    );
  }
  if (error instanceof AuthError) {
    return new ApiError(error.status, error.code, error.message, undefined, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status === 400 ? 400 : error.status;
    const code =
      status === 413 ? 'payload_too_large' : status === 400 ? 'invalid_request' : 'http_error';
    return new ApiError(status as 400, code, error.message || 'Invalid request');
  }
  // Data the database refuses (a NUL character, a number out of range, an impossible date) is
  // the caller's mistake, not ours: a 400, whichever endpoint let it through.
  if (pgErrorCode(error)?.startsWith('22')) {
    return new ApiError(400, 'invalid_input', 'Some of the values sent are not valid');
  }
  // A deadlock or serialization failure that was not retried where it happened: nothing was
  // written (the transaction rolled back), and asking again will work.
  if (isTransientConflict(error)) {
    logger.warn({ err: error, requestId }, 'transaction aborted by a concurrent one');
    return new ApiError(503, 'busy', 'The service is briefly busy. Please try again.', undefined, {
      'Retry-After': '1',
    });
  }
  // The database's disk is full (or it ran out of memory): nothing was written, reads still work;
  // the operator must act, so it is logged as an error.
  if (pgErrorCode(error)?.startsWith('53') && pgErrorCode(error) !== '53300') {
    logger.error({ err: error, requestId }, 'database out of disk space or memory');
    return new ApiError(
      503,
      'service_unavailable',
      'Changes cannot be saved at the moment. Please try again later.',
      undefined,
      { 'Retry-After': '30' },
    );
  }
  if (isUnavailable(error)) {
    logger.warn({ err: error, requestId }, 'database unavailable');
    return new ApiError(
      503,
      'service_unavailable',
      'The service is briefly unavailable. Please try again.',
      undefined,
      { 'Retry-After': '2' },
    );
  }
  logger.error({ err: error, requestId }, 'unhandled error');
  return new ApiError(500, 'internal_error', 'Something went wrong');
}

/** The application's error handler (Hono's onError). */
export function errorMapper(logger: Logger) {
  return (error: Error, c: Context<AppEnv>) =>
    sendError(c, toApiError(error, logger, c.get('requestId')));
}
