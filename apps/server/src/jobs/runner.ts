import { releaseDuePayouts } from '../payouts/release.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { reconcileUnreportedPayments } from '../payments/jobs.ts';
import {
  completeEndedBookings,
  expireHolds,
  expireRequests,
  retryCancellationRefunds,
  settleRequests,
} from '../bookings/jobs.ts';
import { publishClosedReviews } from '../reviews/jobs.ts';
import { runDepositJobs } from '../deposits/jobs.ts';
import { syncDueFeeds, type CalendarDeps } from '../calendar/service.ts';
import { retryPendingRefunds } from '../refunds/service.ts';
import { removeOrphanUploads } from '../storage/records.ts';
import { companionPaths } from '../storage/service.ts';
import type { Storage } from '../storage/storage.ts';

export const DEFAULT_JOB_INTERVAL_MS = 30_000;

export const JOB_NAMES = [
  'reconciledPayments',
  'expiredHolds',
  'expiredRequests',
  'settledRequests',
  'retriedRefunds',
  'completedBookings',
  'releasedPayouts',
  'deposits',
  'publishedReviews',
  'sentMails',
  'syncedCalendars',
  'removedUploads',
] as const;
export type JobCounts = Record<(typeof JOB_NAMES)[number], number>;

export interface JobRunner {
  /** Runs every job once; how many items each handled. */
  runOnce(): Promise<JobCounts>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The application's scheduled work, each job from its domain: payments reconciled, holds expired,
 * refunds retried, bookings completed, payouts released, reviews published, mail sent. Every instance runs it; each
 * job claims its rows with FOR UPDATE SKIP LOCKED, so instances share the work and never do one
 * item twice.
 */
export function createJobRunner(
  deps: SyncDeps & { storage?: Storage },
  intervalMs = DEFAULT_JOB_INTERVAL_MS,
  calendar?: CalendarDeps,
): JobRunner {
  const { storage } = deps;
  const jobs: [(typeof JOB_NAMES)[number], () => Promise<number>][] = [
    // Before the expiry, so that a hold paid in time is confirmed rather than expired.
    ['reconciledPayments', () => reconcileUnreportedPayments(deps)],
    ['expiredHolds', () => expireHolds(deps)],
    ['expiredRequests', () => expireRequests(deps)],
    ['settledRequests', () => settleRequests(deps)],
    [
      'retriedRefunds',
      async () => (await retryCancellationRefunds(deps)) + (await retryPendingRefunds(deps)),
    ],
    ['completedBookings', () => completeEndedBookings(deps)],
    ['releasedPayouts', () => releaseDuePayouts(deps)],
    // Authorised when due, released after their window, their captures and releases sent.
    ['deposits', () => runDepositJobs(deps)],
    ['publishedReviews', () => publishClosedReviews(deps)],
    ['sentMails', () => deps.mailer.flush()],
    // Imported calendars that are due (each feed every CALENDAR_SYNC_MINUTES).
    ['syncedCalendars', () => (calendar ? syncDueFeeds(calendar) : Promise.resolve(0))],
    [
      'removedUploads',
      () =>
        storage
          ? removeOrphanUploads({ ...deps, storage, companions: companionPaths })
          : Promise.resolve(0),
    ],
  ];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOnce() {
    const result: JobCounts = {
      reconciledPayments: 0,
      expiredHolds: 0,
      expiredRequests: 0,
      settledRequests: 0,
      retriedRefunds: 0,
      completedBookings: 0,
      releasedPayouts: 0,
      deposits: 0,
      publishedReviews: 0,
      sentMails: 0,
      syncedCalendars: 0,
      removedUploads: 0,
    };
    for (const [name, job] of jobs) {
      try {
        result[name] = await job();
      } catch (error) {
        deps.logger.error({ err: error, job: name }, 'scheduled job failed');
      }
    }
    const done = Object.entries(result).filter(([, count]) => count > 0);
    if (done.length > 0) deps.logger.info(Object.fromEntries(done), 'scheduled jobs');
    return result;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runOnce().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
