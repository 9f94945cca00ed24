import { reportingTooMuch } from '@rentspace/core/abuse-limits';
import { memoryLimiters, type LimiterFactory } from '../auth/rate-limits.ts';
import { enforce } from '../http/limits.ts';

/**
 * Counts a report against its sender's reports of the day (RATE_LIMIT_REPORTS_PER_DAY), or
 * refuses it with 429 and Retry-After before anything is stored. The reports route calls it with
 * the signed-in user's id first thing.
 */
export function createReportLimit(limiters: LimiterFactory | undefined, perDay: number) {
  const limiter = (limiters ?? memoryLimiters)('reports_day', perDay, 86_400);
  return (userId: string) => enforce(limiter, userId, reportingTooMuch);
}
