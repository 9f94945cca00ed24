/**
 * Rounds the non-negative fraction numerator / denominator half-up to a whole minor unit: the one
 * rounding of money in the product (docs/product/money.md). Whole numbers in, a whole number out;
 * computed in BigInt, so a product of two amounts past 2^53 (large JPY or KRW bookings) stays exact.
 */
export function roundHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  if (n < 0n || d <= 0n) throw new RangeError('roundHalfUp takes a non-negative fraction');
  return Number((2n * n + d) / (2n * d));
}

/** A percentage of an amount in minor units, rounded half-up. */
export function percentageOf(amountMinor: number, percentage: number): number {
  return roundHalfUp(amountMinor * percentage, 100);
}
