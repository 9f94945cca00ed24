import type { DurationUnit } from '../bookings/constants.ts';
import { DURATION_UNITS } from '../bookings/constants.ts';
import type { Currency } from './currencies.ts';
import { PLATFORM_FEE_PERCENTAGE, hostPayout, platformFee } from './fees.ts';

/** The price columns of a listing, in minor units (null: the listing has no such price). */
export interface SpacePrices {
  hourly_price: number;
  daily_price: number | null;
  weekly_price: number | null;
  monthly_price: number | null;
  currency: Currency;
}

/** One bookable option of a listing: the unit and its price per unit in minor units. */
export interface PriceOption {
  unit: DurationUnit;
  price: number;
}

/** A booking's money, all in minor units of `currency`: total = subtotal + platformFee. */
export interface Quote {
  unit: DurationUnit;
  duration: number;
  unitPrice: number;
  subtotal: number;
  platformFee: number;
  platformFeePercentage: number;
  total: number;
  hostPayout: number;
  currency: Currency;
}

/** The listing's column of each option's price. */
export const PRICE_COLUMN = {
  hour: 'hourly_price',
  day: 'daily_price',
  week: 'weekly_price',
  month: 'monthly_price',
} as const satisfies Record<DurationUnit, keyof SpacePrices>;

/** The listing's price for one unit, or null when it does not offer that option (hourly always). */
export function unitPrice(listing: SpacePrices, unit: DurationUnit): number | null {
  const price = listing[PRICE_COLUMN[unit]];
  if (unit === 'hour') return price ?? 0;
  return price !== null && price > 0 ? price : null;
}

/** The options a listing offers: hourly always, day/week/month only when it has that price. */
export function priceOptions(listing: SpacePrices): PriceOption[] {
  return DURATION_UNITS.flatMap((unit) => {
    const price = unitPrice(listing, unit);
    return price === null ? [] : [{ unit, price }];
  });
}

/** Prices `duration` units of an option; null when the listing does not offer the unit. */
export function quote(
  listing: SpacePrices,
  unit: DurationUnit,
  duration: number,
  platformFeePercentage = PLATFORM_FEE_PERCENTAGE,
): Quote | null {
  const price = unitPrice(listing, unit);
  if (price === null) return null;
  const subtotal = price * duration;
  const fee = platformFee(subtotal, platformFeePercentage);
  return {
    unit,
    duration,
    unitPrice: price,
    subtotal,
    platformFee: fee,
    platformFeePercentage,
    total: subtotal + fee,
    hostPayout: hostPayout(subtotal),
    currency: listing.currency,
  };
}
