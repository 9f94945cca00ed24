import { createRoute } from '@hono/zod-openapi';
import {
  AccountDeletedSchema,
  AccountDeletionSchema,
  AccountExportSchema,
} from '@rentspace/core/account/schema';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { unauthorized } from '../http/errors.ts';
import { readAccountExport } from './export-repository.ts';
import { deleteAccount, type AccountDeps } from './service.ts';

const exportRoute = createRoute({
  method: 'get',
  path: '/account/export',
  summary:
    'Everything the product holds about the signed-in person, as a JSON file: profile, links, updates, listings, bookings as guest and as host, reviews written, messages sent, payouts and uploads',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(AccountExportSchema, 'The export, sent as an attachment'),
    401: errorResponses[401],
  },
});

const deleteRoute = createRoute({
  method: 'post',
  path: '/account/delete',
  summary:
    "Delete the signed-in person's account after they typed its e-mail: sessions end, bookings yet to begin (theirs and on their listings) are cancelled and refunded in full, listings and profile are removed, payment records are kept without their identity",
  security: bearerSecurity,
  request: {
    body: { required: true, content: { 'application/json': { schema: AccountDeletionSchema } } },
  },
  responses: {
    200: jsonResponse(AccountDeletedSchema, 'The account is deleted'),
    400: errorResponses[400],
    401: errorResponses[401],
    409: errorResponses[409],
  },
});

/** /rest/v1/account: the person's data to take along, and deleting the account. */
export function accountRoutes(deps: AccountDeps) {
  const app = createRouter();
  app.openapi(exportRoute, async (c) => {
    const user = requireUser(c);
    const data = await readAccountExport(deps.db, user.id, deps.clock.now());
    if (!data) throw unauthorized();
    c.header('Cache-Control', 'private, no-store');
    const day = data.exported_at.slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="rentspace-data-${day}.json"`);
    return c.json(data, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const result = await deleteAccount(deps, user.id, c.req.valid('json').email);
    c.header('Cache-Control', 'no-store');
    return c.json(result, 200);
  });
  return app;
}
