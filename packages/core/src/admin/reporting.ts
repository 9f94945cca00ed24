import '../zod-config.ts';
import { z } from 'zod';
import { CURRENCIES, minorDigits, type Currency } from '../money/currencies.ts';
import { CurrencySchema } from '../money/currency-schema.ts';
import { roundHalfUp } from '../money/rounding.ts';
import { DaySchema, MinorUnitsSchema } from '../response-schemas.ts';

/** Rates are kept to 10 decimal places. */
const RATE_SCALE = 10_000_000_000n;

export const RATES_TEXT = {
  dateRequired: 'Enter the date of the rates',
  rateInvalid: 'Enter a rate above zero',
  ratesRequired: 'Enter at least one rate',
  csvLine: (line: number) => `Line ${line}: write a currency code and a rate, like EUR,1.08`,
  noRates: (reporting: Currency) =>
    `No exchange rates yet: enter them to see a total in ${reporting}.`,
  missing: (currencies: Currency[], reporting: Currency) =>
    `No rate to ${reporting} for ${currencies.join(', ')}: enter it to see a total.`,
} as const;

/**
 * POST /rest/v1/admin/exchange-rates: the rates of one date, each the value of one unit of a
 * currency in the reporting currency (1 EUR = 1.08 USD is `{ "EUR": 1.08 }`).
 */
export const ExchangeRatesInputSchema = z.object({
  date: z.iso.date(RATES_TEXT.dateRequired),
  rates: z
    .partialRecord(
      CurrencySchema,
      z.number({ error: RATES_TEXT.rateInvalid }).positive(RATES_TEXT.rateInvalid).max(1e12),
    )
    .refine((rates) => Object.keys(rates).length > 0, RATES_TEXT.ratesRequired),
});
export type ExchangeRatesInput = z.infer<typeof ExchangeRatesInputSchema>;

/**
 * GET /rest/v1/admin/exchange-rates: the rates in force (the latest date's, null when none were
 * entered) and the paid revenue of every currency as one total in the reporting currency (null,
 * with the currencies lacking a rate, when it cannot be computed).
 */
export const ExchangeRatesSchema = z
  .strictObject({
    reporting_currency: CurrencySchema,
    rates: z.strictObject({ date: DaySchema, rates: z.record(z.string(), z.number()) }).nullable(),
    revenue_total: MinorUnitsSchema.nullable(),
    missing: z.array(CurrencySchema),
  })
  .meta({ id: 'ExchangeRates' });
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

/**
 * Reads pasted or imported CSV, one `currency,rate` a line (a header line and blank lines are
 * skipped); the rates, or the first bad line's message.
 */
export function parseRatesCsv(
  text: string,
): { rates: Partial<Record<Currency, number>> } | { error: string } {
  const rates: Partial<Record<Currency, number>> = {};
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || /^currency\s*[,;]/i.test(line)) continue;
    const [code, value, ...rest] = line.split(/[,;\t]/).map((part) => part.trim());
    const rate = Number(value);
    const currency = code?.toUpperCase() as Currency;
    if (rest.length > 0 || !CURRENCIES.includes(currency) || !value || !(rate > 0))
      return { error: RATES_TEXT.csvLine(index + 1) };
    rates[currency] = rate;
  }
  if (Object.keys(rates).length === 0) return { error: RATES_TEXT.ratesRequired };
  return { rates };
}

/**
 * An amount in minor units of `from` in minor units of `to` at `rate` (one unit of `from` in `to`),
 * rounded half-up; exact in BigInt, the rate to 10 decimal places.
 */
export function convertMinor(amount: number, from: Currency, to: Currency, rate: number): number {
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)));
  const numerator = BigInt(amount) * scaledRate * 10n ** BigInt(minorDigits(to));
  const denominator = RATE_SCALE * 10n ** BigInt(minorDigits(from));
  return roundHalfUp(numerator, denominator);
}

/**
 * The total of per-currency amounts in the reporting currency, or which currencies have no rate
 * (then no total: the product never guesses a rate).
 */
export function reportingTotal(
  amounts: { currency: Currency; amount: number }[],
  reporting: Currency,
  rates: Partial<Record<Currency, number>>,
): { total: number; missing: [] } | { total: null; missing: Currency[] } {
  const missing = amounts
    .filter((line) => line.currency !== reporting && rates[line.currency] === undefined)
    .map((line) => line.currency);
  if (missing.length > 0) return { total: null, missing };
  const total = amounts.reduce(
    (sum, line) =>
      sum +
      (line.currency === reporting
        ? line.amount
        : convertMinor(line.amount, line.currency, reporting, rates[line.currency]!)),
    0,
  );
  return { total, missing: [] };
}
