import { numeric, pgTable, primaryKey, date, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { currency } from './enums.ts';

/**
 * Exchange rates an admin entered or imported, by date: how much one unit of `currency` is worth
 * in `reporting_currency` (docs/product/admin-and-analytics.md#total-in-the-reporting-currency).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    reporting_currency: currency('reporting_currency').notNull(),
    rates_date: date('rates_date').notNull(),
    currency: currency('currency').notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    entered_by: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reporting_currency, t.rates_date, t.currency] })],
);
