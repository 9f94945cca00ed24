import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { StorageUnavailable } from '../storage/storage.ts';
import { toApiError } from './error-mapper.ts';

const logger = createLogger('silent');
const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });

describe('what a dependency failure is answered with', () => {
  it('answers a full database disk 503 with the product message, whatever the driver', () => {
    const answer = toApiError(pgError('53100'), logger, undefined);
    expect(answer.status).toBe(503);
    expect(answer.code).toBe('service_unavailable');
    expect(answer.message).toBe('Changes cannot be saved at the moment. Please try again later.');
    expect(answer.headers).toEqual({ 'Retry-After': '30' });
  });

  it('answers too many connections as the database being briefly away', () => {
    const answer = toApiError(pgError('53300'), logger, undefined);
    expect(answer.status).toBe(503);
    expect(answer.message).toBe('The service is briefly unavailable. Please try again.');
  });

  it('answers storage that cannot be reached 503 storage_unavailable', () => {
    const answer = toApiError(new StorageUnavailable(new Error('ECONNREFUSED')), logger, undefined);
    expect(answer.status).toBe(503);
    expect(answer.code).toBe('storage_unavailable');
    expect(answer.message).toBe(
      'File storage is unavailable at the moment. Please try again in a moment.',
    );
  });
});
