import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  AdminBookingIdSchema,
  AdminBookingSchema,
  AdminRefundResponseSchema,
  AdminRefundSchema,
} from '@rentspace/core/bookings/admin-refunds';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { forbidden } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { adminBooking, refundBooking } from './service.ts';

const params = z.object({ id: AdminBookingIdSchema });
const guarded = { 401: errorResponses[401], 403: errorResponses[403] };

const getBooking = createRoute({
  method: 'get',
  path: '/admin/bookings/{id}',
  summary: 'Any booking by its id, with its money, payout and refunds (admins only)',
  security: bearerSecurity,
  request: { params },
  responses: {
    200: jsonResponse(AdminBookingSchema, 'The booking'),
    ...guarded,
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const postRefund = createRoute({
  method: 'post',
  path: '/admin/bookings/{id}/refunds',
  summary:
    'Refund part or all of a confirmed or completed booking, with a reason; once per idempotency key (admins only)',
  security: bearerSecurity,
  request: {
    params,
    body: { content: { 'application/json': { schema: AdminRefundSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(AdminRefundResponseSchema, 'The refund and the booking now'),
    ...guarded,
    400: errorResponses[400],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** /rest/v1/admin/bookings: an admin finds a booking by its id and refunds it (docs/product/money.md#refunds-by-admins). */
export function adminRefundRoutes(deps: SyncDeps & { isAdmin(userId: string): Promise<boolean> }) {
  const app = createRouter();
  app.use(
    '/admin/bookings/*',
    createMiddleware<AppEnv>(async (c, next) => {
      const user = requireUser(c);
      if (!(await deps.isAdmin(user.id))) throw forbidden('Admins only');
      c.header('Cache-Control', 'private, no-store');
      await next();
    }),
  );
  app.openapi(getBooking, async (c) =>
    c.json(await adminBooking(deps.db, c.req.valid('param').id), 200),
  );
  app.openapi(postRefund, async (c) => {
    const admin = requireUser(c);
    const result = await refundBooking(
      deps,
      admin.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(result, 200);
  });
  return app;
}
