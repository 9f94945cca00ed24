/** The SQLSTATE of a database error, looking through Drizzle's wrapping (error.cause). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      current = (current as { cause?: unknown }).cause;
    } else {
      return undefined;
    }
  }
  return undefined;
}

export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  invalidTextRepresentation: '22P02',
} as const;

/** A transaction PostgreSQL aborted only because of others running at the same time. */
export function isTransientConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG.deadlockDetected || code === PG.serializationFailure;
}

/**
 * Runs a transaction again when PostgreSQL aborted it for a deadlock or a serialization failure
 * (it rolled back, so running it again is safe), after a short random pause that lets the other
 * transaction finish. Other errors, and the last attempt's, reach the caller.
 */
export async function retryTransient<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
