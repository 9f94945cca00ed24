import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.ts';
import { createAuthRateLimits, SLOWDOWN_QUEUE } from './rate-limits.ts';

describe('slowed sign-in attempts', () => {
  it('refuses attempts past the queue of one e-mail, with Retry-After, and serves the rest', async () => {
    const delay = 20;
    const limits = createAuthRateLimits({
      signupPerHour: 10,
      signupEmailsPerHour: 3,
      signinPer5Min: 1000,
      signinFailuresPerClient: 5,
      signinSlowdownAfter: 1,
      signinSlowdownMs: delay,
      refreshPer5Min: 10,
      verifyPer5Min: 10,
    });
    const email = 'owner@example.test';
    await limits.signinFailed('10.0.0.1', email);
    const attempts = Array.from({ length: SLOWDOWN_QUEUE + 3 }, () =>
      limits.signin('10.0.0.1', email).then(
        () => 'through',
        (error: unknown) => error,
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === 'through')).toHaveLength(SLOWDOWN_QUEUE);
    const refused = outcomes.filter((outcome) => outcome instanceof AuthError) as AuthError[];
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(Number(refused[0]!.headers['Retry-After'])).toBeGreaterThan(0);
    // Another e-mail, and an address that has not failed, wait for nothing.
    await limits.signinFailed('10.0.0.1', 'other@example.test');
    await expect(limits.signin('10.0.0.2', email)).resolves.toBeUndefined();
  });
});
