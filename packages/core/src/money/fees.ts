import { percentageOf, roundHalfUp } from './rounding.ts';

/**
 * Platform percentages; configuration, not literals in code (docs/product/money.md#platform-fee).
 */
export const PLATFORM_FEE_PERCENTAGE = 10;
export const HOST_PAYOUT_PERCENTAGE = 90;
/** How long after a booking ends its host's payout is released. */
export const PAYOUT_DELAY_HOURS = 24;

/** When the host's payout of a booking ending at `end` is released. */
export function payoutReleaseAt(end: Date): Date {
  return new Date(end.getTime() + PAYOUT_DELAY_HOURS * 3_600_000);
}

/**
 * The platform fee the guest pays: a percentage of the subtotal, rounded half-up to the minor unit.
 */
export function platformFee(subtotalMinor: number, percentage = PLATFORM_FEE_PERCENTAGE): number {
  return percentageOf(subtotalMinor, percentage);
}

/** The host's share of the subtotal, rounded half-up to the minor unit. */
export function hostPayout(subtotalMinor: number, percentage = HOST_PAYOUT_PERCENTAGE): number {
  return percentageOf(subtotalMinor, percentage);
}

/**
 * The host's payout after a guest cancelled and was refunded part of what they paid: the payout in
 * proportion to the part of the total the policy kept, rounded half-up (as a destination charge's
 * transfer is reversed in proportion to the refund). Nothing when the refund was in full.
 */
export function keptPayout(
  subtotalMinor: number,
  totalMinor: number,
  refundedMinor: number,
): number {
  const kept = totalMinor - refundedMinor;
  if (totalMinor <= 0 || kept <= 0) return 0;
  // In BigInt: a payout times a total can pass 2^53 for large JPY or KRW amounts.
  return roundHalfUp(BigInt(hostPayout(subtotalMinor)) * BigInt(kept), totalMinor);
}
