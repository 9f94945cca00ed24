import { createRoute } from '@hono/zod-openapi';
import { ReportCreatedSchema, ReportInputSchema } from '@rentspace/core/reports/schema';
import { createMiddleware } from 'hono/factory';
import type { Database } from '@rentspace/db';
import type { AppEnv } from '../http/env.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import type { LimiterFactory } from '../auth/rate-limits.ts';
import { createReportLimit } from '../abuse/report-limit.ts';
import { createReport } from './service.ts';

const report = createRoute({
  method: 'post',
  path: '/reports',
  summary:
    'Report a listing, a published review, a message of your conversations or a person to the admins, with a reason',
  security: bearerSecurity,
  request: {
    body: { content: { 'application/json': { schema: ReportInputSchema } }, required: true },
  },
  responses: {
    201: jsonResponse(ReportCreatedSchema, 'Reported; the admins see it in their queue'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: { ...errorResponses[403], description: 'Yourself or your own listing' },
    404: { ...errorResponses[404], description: 'No such target you can see' },
    409: { ...errorResponses[409], description: 'You have an open report of it already' },
  },
});

/** POST /rest/v1/reports (docs/product/moderation.md#reports). */
export function reportRoutes(deps: {
  db: Database;
  limiters?: LimiterFactory;
  reportsPerDay: number;
}) {
  const app = createRouter();
  const countReport = createReportLimit(deps.limiters, deps.reportsPerDay);
  // Signed-out callers get 401 before their body is validated.
  app.on(
    'POST',
    '/reports',
    createMiddleware<AppEnv>(async (c, next) => {
      requireUser(c);
      await next();
    }),
  );
  app.openapi(report, async (c) => {
    const user = requireUser(c);
    await countReport(user.id);
    return c.json(await createReport(deps.db, user.id, c.req.valid('json')), 201);
  });
  return app;
}
