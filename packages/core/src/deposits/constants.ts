/**
 * Security deposits (docs/product/deposits.md): a separate card authorisation for the listing's
 * deposit, placed before the booking starts, released 48 hours after it ends unless the host
 * claims, captured (all or part) only when an admin decides a claim.
 */

/** Within this many days of the start, the deposit is authorised at confirmation. */
export const DEPOSIT_AUTHORISE_AT_CONFIRMATION_DAYS = 5;
/** Further out, the job runner authorises it this many days before the start (authorisations lapse after about 7). */
export const DEPOSIT_AUTHORISE_DAYS_BEFORE_START = 2;
/** The host may claim until this many hours after the end; then the deposit is released. */
export const DEPOSIT_CLAIM_WINDOW_HOURS = 48;

export const DEPOSIT_STATUSES = [
  /** Confirmed booking; the authorisation is due at authorise_at. */
  'scheduled',
  /** Authorised on the guest's card: held, not charged. */
  'held',
  /** The authorisation was refused; shown to guest and host. */
  'failed',
  /** The host filed a claim within the window; an admin decides it. */
  'claimed',
  /** Given back: the window passed without a claim, the claim was decided at 0, or the booking was cancelled while held. */
  'released',
  /** An admin decided a claim: captured_amount was charged, the rest released. */
  'captured',
  /** The booking was cancelled before anything was held. */
  'cancelled',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const CLAIM_STATUSES = ['open', 'decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_DESCRIPTION_MAX = 2000;
export const CLAIM_RESPONSE_MAX = 2000;
export const CLAIM_DECISION_NOTE_MAX = 1000;
export const CLAIM_PHOTOS_MAX = 6;

/** When a deposit for a booking confirmed at `now` and starting at `start` is authorised. */
export function depositAuthoriseAt(now: Date, start: Date): Date {
  const day = 86_400_000;
  if (start.getTime() - now.getTime() <= DEPOSIT_AUTHORISE_AT_CONFIRMATION_DAYS * day) return now;
  return new Date(start.getTime() - DEPOSIT_AUTHORISE_DAYS_BEFORE_START * day);
}

/** When a held deposit is released if nobody claims it: 48 hours after the booking's end. */
export function depositReleaseAt(end: Date): Date {
  return new Date(end.getTime() + DEPOSIT_CLAIM_WINDOW_HOURS * 3_600_000);
}
