import { toMinor, type Currency } from '@rentspace/core/money/currencies';

/** Rough units of each currency per US dollar, so demo prices look local (not live rates). */
const PER_USD: Record<Currency, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  AUD: 1.5,
  CAD: 1.36,
  SGD: 1.34,
  KRW: 1350,
  AED: 3.67,
};

/** A US-dollar figure in the currency, rounded the way a host would price it, in minor units. */
export function localPrice(usd: number, currency: Currency): number {
  const amount = usd * PER_USD[currency];
  const step = currency === 'KRW' ? 1000 : currency === 'JPY' ? 100 : amount >= 100 ? 5 : 1;
  return toMinor(Math.max(step, Math.round(amount / step) * step), currency);
}
