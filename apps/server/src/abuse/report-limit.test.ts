import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { memoryLimiters } from '../auth/rate-limits.ts';
import { createReportLimit } from './report-limit.ts';

describe('createReportLimit', () => {
  it('lets a person send their reports of the day, then answers 429 with the wait', async () => {
    const count = createReportLimit(memoryLimiters, 2);
    await count('person-a');
    await count('person-a');
    const refused = await count('person-a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).message).toMatch(
      /^You have sent too many reports today\. Please try again in \d+ minutes\.$/,
    );
    expect(Number((refused as ApiError).headers!['Retry-After'])).toBeGreaterThan(86_000);
    // Another person counts on their own.
    await expect(count('person-b')).resolves.toBeUndefined();
  });
});
