import { createRoute } from '@hono/zod-openapi';
import { DashboardResponseSchema } from '@rentspace/core/bookings/api';
import type { Database } from '@rentspace/db';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import type { Clock } from '../clock.ts';
import { loadDashboard } from './repository.ts';

const dashboard = createRoute({
  method: 'get',
  path: '/dashboard',
  summary:
    "The person's own bookings as a guest; as a host, their earnings, bookings of their listings, listings and payout account",
  security: bearerSecurity,
  responses: {
    200: jsonResponse(DashboardResponseSchema, 'Dashboard'),
    401: errorResponses[401],
  },
});

/** GET /rest/v1/dashboard: the person's own bookings and their figures as a host. */
export function dashboardRoutes(deps: { db: Database; clock: Clock }) {
  const app = createRouter();
  app.openapi(dashboard, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await loadDashboard(deps.db, user.id, deps.clock.now()), 200);
  });
  return app;
}
