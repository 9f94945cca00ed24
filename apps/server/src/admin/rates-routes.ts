import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { desc, eq, and } from 'drizzle-orm';
import { exchangeRates, type Database } from '@rentspace/db';
import {
  ExchangeRatesInputSchema,
  ExchangeRatesSchema,
  reportingTotal,
  type ExchangeRates,
} from '@rentspace/core/admin/reporting';
import type { Currency } from '@rentspace/core/money/currencies';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { forbidden } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import type { AdminRepository } from './repository.ts';

const guarded = { 401: errorResponses[401], 403: errorResponses[403] };

const getRates = createRoute({
  method: 'get',
  path: '/admin/exchange-rates',
  summary: 'The exchange rates in force and the revenue total in the reporting currency',
  security: bearerSecurity,
  responses: { 200: jsonResponse(ExchangeRatesSchema, 'Rates and total'), ...guarded },
});

const putRates = createRoute({
  method: 'post',
  path: '/admin/exchange-rates',
  summary: 'Store the rates of one date (entered or imported from CSV)',
  security: bearerSecurity,
  request: {
    body: {
      content: { 'application/json': { schema: ExchangeRatesInputSchema } },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(ExchangeRatesSchema, 'Rates and total'),
    ...guarded,
    400: errorResponses[400],
  },
});

/** The latest date's rates to the reporting currency. */
async function latestRates(db: Database, reporting: Currency) {
  const [latest] = await db
    .select({ date: exchangeRates.rates_date })
    .from(exchangeRates)
    .where(eq(exchangeRates.reporting_currency, reporting))
    .orderBy(desc(exchangeRates.rates_date))
    .limit(1);
  if (!latest) return null;
  const rows = await db
    .select({ currency: exchangeRates.currency, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.reporting_currency, reporting),
        eq(exchangeRates.rates_date, latest.date),
      ),
    );
  return {
    date: latest.date,
    rates: Object.fromEntries(rows.map((row) => [row.currency, Number(row.rate)])),
  };
}

/**
 * /rest/v1/admin/exchange-rates: rates an admin enters or imports, and the paid revenue of every
 * currency in the reporting currency (docs/product/admin-and-analytics.md#total-in-the-reporting-currency).
 */
export function exchangeRateRoutes(deps: {
  db: Database;
  repo: AdminRepository;
  reporting: Currency;
}) {
  const app = createRouter();
  app.use(
    '/admin/exchange-rates',
    createMiddleware<AppEnv>(async (c, next) => {
      const user = requireUser(c);
      if (!(await deps.repo.isAdmin(user.id))) throw forbidden('Admins only');
      c.header('Cache-Control', 'private, no-store');
      await next();
    }),
  );

  async function answer(): Promise<ExchangeRates> {
    const [rates, revenue] = await Promise.all([
      latestRates(deps.db, deps.reporting),
      deps.repo.revenueByCurrency(),
    ]);
    const total = reportingTotal(
      revenue.map((row) => ({ currency: row.currency, amount: Number(row.revenue) })),
      deps.reporting,
      rates?.rates ?? {},
    );
    return {
      reporting_currency: deps.reporting,
      rates,
      revenue_total: total.total,
      missing: total.missing,
    };
  }

  app.openapi(getRates, async (c) => c.json(await answer(), 200));
  app.openapi(putRates, async (c) => {
    const admin = requireUser(c);
    const { date, rates } = c.req.valid('json');
    const rows = Object.entries(rates).map(([currency, rate]) => ({
      reporting_currency: deps.reporting,
      rates_date: date,
      currency: currency as Currency,
      rate: String(rate),
      entered_by: admin.id,
    }));
    await deps.db.transaction(async (tx) => {
      // A date entered again replaces that date's rates whole.
      await tx
        .delete(exchangeRates)
        .where(
          and(
            eq(exchangeRates.reporting_currency, deps.reporting),
            eq(exchangeRates.rates_date, date),
          ),
        );
      await tx.insert(exchangeRates).values(rows);
    });
    return c.json(await answer(), 200);
  });
  return app;
}
