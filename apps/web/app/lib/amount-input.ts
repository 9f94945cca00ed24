import {
  decimalsMessage,
  fitsMinorUnits,
  minorDigits,
  toMinor,
  type Currency,
} from '@rentspace/core/money/currencies';

/**
 * An amount typed in the currency's major units ('12.50'), as the listing form's prices are,
 * read into minor units once, here at the edge (docs/product/money.md#minor-units). Zero is let
 * through for the caller's schema to judge; more than `max` gets `overMax`.
 */
export function readAmount(
  typed: string,
  currency: Currency,
  limit: { max: number; overMax: string; empty: string },
): { minor: number } | { error: string } {
  const value = Number(typed);
  if (typed.trim() === '' || !Number.isFinite(value) || value < 0) return { error: limit.empty };
  if (!fitsMinorUnits(value, currency)) return { error: decimalsMessage(currency) };
  const minor = toMinor(value, currency);
  if (minor > limit.max) return { error: limit.overMax };
  return { minor };
}

/** The step of an amount field in major units: 1 for JPY and KRW, else 0.01. */
export function amountStep(currency: Currency): number {
  return minorDigits(currency) === 0 ? 1 : 0.01;
}
