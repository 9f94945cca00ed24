import { numberFormat } from '../intl.ts';

/** The nine currencies a listing may be priced in (DECISIONS.md, Money). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'SGD', 'KRW', 'AED'] as const;
// No zod here: formatting money is on every public page, and zod stays out of that bundle.
export type Currency = (typeof CURRENCIES)[number];

const ZERO_DECIMAL: ReadonlySet<Currency> = new Set(['JPY', 'KRW']);

/** Number of decimal digits of the currency's minor unit (0 for JPY and KRW, else 2). */
export function minorDigits(currency: Currency): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/** Converts a typed decimal amount (e.g. 12.5 USD) to integer minor units (1250). */
export function toMinor(amount: number, currency: Currency): number {
  const factor = 10 ** minorDigits(currency);
  return Math.round(amount * factor);
}

/** Converts integer minor units back to a decimal amount for display or form fields. */
export function fromMinor(minor: number, currency: Currency): number {
  return minor / 10 ** minorDigits(currency);
}

function moneyFormat(locale: string, currency: Currency, digits: number): Intl.NumberFormat {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}

/** Formats minor units as money, with no decimals as the cards show (spec section 9). */
export function formatPrice(minor: number, currency: Currency, locale = 'en-US'): string {
  return moneyFormat(locale, currency, 0).format(fromMinor(minor, currency));
}

/** Formats minor units with the currency's own decimals, for summaries and receipts. */
export function formatMoney(minor: number, currency: Currency, locale = 'en-US'): string {
  return moneyFormat(locale, currency, minorDigits(currency)).format(fromMinor(minor, currency));
}
