import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  AdminStatsSchema,
  ContactMessagesPageSchema,
  MonthlyFeesResponseSchema,
  OutboxPageSchema,
  RevenueSeriesResponseSchema,
  SubscribersPageSchema,
} from '@rentspace/core/admin/api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { forbidden, validationError } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import type { AdminRepository, Cursor } from './repository.ts';
import type { AdminService } from './service.ts';

const guarded = { 401: errorResponses[401], 403: errorResponses[403] };
const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

function route<T extends z.ZodType>(path: string, summary: string, schema: T) {
  return createRoute({
    method: 'get',
    path,
    summary,
    security: bearerSecurity,
    responses: { 200: jsonResponse(schema, summary), ...guarded },
  });
}

function listRoute<T extends z.ZodType>(path: string, summary: string, schema: T) {
  return createRoute({
    method: 'get',
    path,
    summary,
    security: bearerSecurity,
    request: { query: ListQuery },
    responses: { 200: jsonResponse(schema, summary), ...guarded, 400: errorResponses[400] },
  });
}

function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString()) as [
      string,
      string,
    ];
    if (Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id))
      throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw validationError({ cursor: ['Invalid cursor'] });
  }
}

/** Returns one page and the cursor of the next (rows were fetched with limit + 1). */
function page<T extends { id: string; created_at: Date; cursor_at: string }>(
  rows: T[],
  limit: number,
) {
  const more = rows.length > limit;
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return {
    data: data.map(({ cursor_at: _, ...row }) => ({
      ...row,
      created_at: row.created_at.toISOString(),
    })),
    next_cursor:
      more && last
        ? Buffer.from(JSON.stringify([last.cursor_at, last.id])).toString('base64url')
        : null,
  };
}

/** /rest/v1/admin/*: 401 signed out, 403 signed in without admin rights. */
export function adminRoutes(repo: AdminRepository, service: AdminService) {
  const app = createRouter();
  app.use(
    '/admin/*',
    createMiddleware<AppEnv>(async (c, next) => {
      const user = requireUser(c);
      if (!(await repo.isAdmin(user.id))) throw forbidden('Admins only');
      c.header('Cache-Control', 'private, no-store');
      await next();
    }),
  );
  app.openapi(route('/admin/stats', 'Platform statistics', AdminStatsSchema), async (c) =>
    c.json(await service.stats(), 200),
  );
  app.openapi(
    route(
      '/admin/monthly-fees',
      'Platform fees per month and currency, last 12 months',
      MonthlyFeesResponseSchema,
    ),
    async (c) => c.json(await service.monthlyFees(), 200),
  );
  app.openapi(
    route(
      '/admin/revenue-series',
      'Monthly revenue and fees per currency, last 12 months',
      RevenueSeriesResponseSchema,
    ),
    async (c) => c.json(await service.revenueSeries(), 200),
  );
  app.openapi(
    listRoute(
      '/admin/contact-messages',
      'Messages sent through the contact form',
      ContactMessagesPageSchema,
    ),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(page(await repo.contactMessages(limit, decodeCursor(cursor)), limit), 200);
    },
  );
  app.openapi(
    listRoute('/admin/newsletter-subscribers', 'Newsletter sign-ups', SubscribersPageSchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(
        page(await repo.newsletterSubscribers(limit, decodeCursor(cursor)), limit),
        200,
      );
    },
  );
  app.openapi(
    listRoute('/admin/outbox', 'E-mail the product has sent or queued', OutboxPageSchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const result = page(await repo.outbox(limit, decodeCursor(cursor)), limit);
      return c.json(
        {
          ...result,
          data: result.data.map((row) => ({ ...row, sent_at: row.sent_at?.toISOString() ?? null })),
        },
        200,
      );
    },
  );
  return app;
}
