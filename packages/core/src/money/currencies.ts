/** The nine currencies a listing may be priced in (docs/product/money.md#currencies). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'SGD', 'KRW', 'AED'] as const;
// No zod here: formatting money is on every public page, and zod stays out of that bundle.
export type Currency = (typeof CURRENCIES)[number];

const ZERO_DECIMAL: ReadonlySet<Currency> = new Set(['JPY', 'KRW']);

/** Number of decimal digits of the currency's minor unit (0 for JPY and KRW, else 2). */
export function minorDigits(currency: Currency): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/** The message for an amount with more decimals than the currency has. */
export function decimalsMessage(currency: Currency): string {
  return minorDigits(currency) === 0
    ? `Use whole amounts for ${currency}`
    : `Use at most ${minorDigits(currency)} decimal places`;
}

/** True when a typed decimal amount has no more decimals than the currency's minor unit. */
export function fitsMinorUnits(amount: number, currency: Currency): boolean {
  return Number.isInteger(Math.round(amount * 1e6) / 10 ** (6 - minorDigits(currency)));
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

/**
 * How en-US writes each currency before its amount (CLDR, as `Intl.NumberFormat('en-US')` does;
 * the unit test compares every currency with it). A code rather than a symbol is followed by a
 * no-break space.
 */
const PREFIX: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  AUD: 'A$',
  CAD: 'CA$',
  SGD: 'SGD\u00a0',
  KRW: '₩',
  AED: 'AED\u00a0',
};

/** Thousands separated by commas, as en-US writes them. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Money in en-US with `decimals` digits after the point, rounding half away from zero. Written out
 * rather than through Intl: the first `Intl.NumberFormat` a page makes loads the locale's data, about
 * 20 ms on a desktop and several times that on a phone, in the middle of hydrating the first listing
 * card (docs/decisions/0011-hydration-work.md). The server renders with the same function, so the
 * text always matches.
 */
function writeMoney(minor: number, currency: Currency, decimals: number): string {
  const shift = minorDigits(currency) - decimals;
  const units = Math.round(Math.abs(minor) / 10 ** shift);
  const text = String(units).padStart(decimals + 1, '0');
  const whole = decimals > 0 ? text.slice(0, -decimals) : text;
  const fraction = decimals > 0 ? `.${text.slice(-decimals)}` : '';
  return `${minor < 0 ? '-' : ''}${PREFIX[currency]}${grouped(whole)}${fraction}`;
}

/**
 * Formats minor units as money, with no decimals as the cards show
 * (docs/product/money.md#formatting-money).
 */
export function formatPrice(minor: number, currency: Currency): string {
  return writeMoney(minor, currency, 0);
}

/**
 * A listing's own price as its cards and pins show it: without decimals when it is a whole amount
 * ("$45"), with the currency's decimals when it is not ("€45.50"), so a card never shows a price
 * the booking will not charge (docs/product/money.md#formatting-money).
 */
export function formatListedPrice(minor: number, currency: Currency): string {
  const whole = minor % 10 ** minorDigits(currency) === 0;
  return whole ? formatPrice(minor, currency) : formatMoney(minor, currency);
}

/** Formats minor units with the currency's own decimals, for summaries and receipts. */
export function formatMoney(minor: number, currency: Currency): string {
  return writeMoney(minor, currency, minorDigits(currency));
}

/** A count with thousands separated by commas (en-US), without loading Intl's locale data. */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${grouped(String(Math.abs(Math.round(count))))}`;
}
