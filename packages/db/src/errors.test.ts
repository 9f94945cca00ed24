import { describe, expect, it } from 'vitest';
import { isTransientConflict, PG, retryTransient } from './errors.ts';

/** What Drizzle throws: its own error with the driver's error (and its SQLSTATE) as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('retryTransient', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    for (const code of [PG.deadlockDetected, PG.serializationFailure]) {
      let attempts = 0;
      const result = await retryTransient(async () => {
        attempts += 1;
        if (attempts < 3) throw wrapped(code);
        return 'placed';
      });
      expect(result).toBe('placed');
      expect(attempts).toBe(3);
    }
  });

  it('passes other errors at once, and the last transient one after the attempts run out', async () => {
    let attempts = 0;
    const overlap = wrapped(PG.exclusionViolation);
    await expect(
      retryTransient(async () => {
        attempts += 1;
        throw overlap;
      }),
    ).rejects.toBe(overlap);
    expect(attempts).toBe(1);

    attempts = 0;
    await expect(
      retryTransient(async () => {
        attempts += 1;
        throw wrapped(PG.deadlockDetected);
      }, 3),
    ).rejects.toSatisfy(isTransientConflict);
    expect(attempts).toBe(3);
  });
});
