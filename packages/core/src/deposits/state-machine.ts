import type { DepositStatus } from './constants.ts';

/**
 * The deposit lifecycle, the one place that decides a deposit's status change
 * (docs/product/deposits.md#lifecycle). A database trigger refuses every other change as a
 * second line, as bookings_guard_and_sync does for bookings.
 */
export const DEPOSIT_EVENTS = [
  'authorised',
  'authorisation_failed',
  'claim_filed',
  'window_passed',
  'booking_cancelled',
  'claim_captured',
  'claim_rejected',
] as const;
export type DepositEvent = (typeof DEPOSIT_EVENTS)[number];

const TRANSITIONS: Readonly<Record<DepositStatus, Partial<Record<DepositEvent, DepositStatus>>>> = {
  scheduled: {
    authorised: 'held',
    authorisation_failed: 'failed',
    booking_cancelled: 'cancelled',
  },
  // A failed authorisation may be tried again (the job runner retries until the start).
  failed: { authorised: 'held', booking_cancelled: 'cancelled', window_passed: 'cancelled' },
  held: { claim_filed: 'claimed', window_passed: 'released', booking_cancelled: 'released' },
  claimed: { claim_captured: 'captured', claim_rejected: 'released' },
  released: {},
  captured: {},
  cancelled: {},
};

export class DepositTransitionError extends Error {
  constructor(
    readonly from: DepositStatus,
    readonly event: DepositEvent,
  ) {
    super(`A ${from} deposit cannot take the event ${event}`);
  }
}

/** The status after an event, or null when the lifecycle refuses it. */
export function nextDepositStatus(from: DepositStatus, event: DepositEvent): DepositStatus | null {
  return TRANSITIONS[from][event] ?? null;
}

/** The status after an event; throws DepositTransitionError when refused. */
export function depositTransition(from: DepositStatus, event: DepositEvent): DepositStatus {
  const next = nextDepositStatus(from, event);
  if (next === null) throw new DepositTransitionError(from, event);
  return next;
}

/** Every allowed change, for the database trigger's test. */
export function depositTransitions(): Array<[DepositStatus, DepositEvent, DepositStatus]> {
  return Object.entries(TRANSITIONS).flatMap(([from, events]) =>
    Object.entries(events).map(
      ([event, to]) => [from, event, to] as [DepositStatus, DepositEvent, DepositStatus],
    ),
  );
}
