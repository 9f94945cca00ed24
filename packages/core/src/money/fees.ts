/** Platform percentages; configuration, not literals in code (DECISIONS.md, Money). */
export const PLATFORM_FEE_PERCENTAGE = 10;
export const HOST_PAYOUT_PERCENTAGE = 90;

/** Rounds a non-negative rational amount half-up to a whole minor unit. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The guest service fee: a percentage of the subtotal, rounded half-up to the minor unit. */
export function serviceFee(subtotalMinor: number, percentage = PLATFORM_FEE_PERCENTAGE): number {
  return roundHalfUp(subtotalMinor * percentage, 100);
}

/** The host's share of the subtotal, rounded half-up to the minor unit. */
export function hostPayout(subtotalMinor: number, percentage = HOST_PAYOUT_PERCENTAGE): number {
  return roundHalfUp(subtotalMinor * percentage, 100);
}
