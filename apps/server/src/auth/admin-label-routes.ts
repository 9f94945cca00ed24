import { createRoute } from '@hono/zod-openapi';
import { AdminLabelQuerySchema } from '@rentspace/core/auth/schemas';
import { AdminLabelSchema } from '@rentspace/core/auth/api';
import { createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AdminLabelService } from './admin-label.ts';

const adminLabel = createRoute({
  method: 'post',
  path: '/admin-label',
  summary:
    'Whether the sign-in dialog shows "Admin account" for a typed address (a label only; rate-limited)',
  request: {
    body: { content: { 'application/json': { schema: AdminLabelQuerySchema } }, required: true },
  },
  responses: {
    200: jsonResponse(
      AdminLabelSchema,
      'The label for this address, in the same shape for every address',
    ),
    400: errorResponses[400],
    429: { ...errorResponses[400], description: 'Too many questions from this client' },
  },
});

/**
 * POST /rest/v1/admin-label. A POST, so the typed address stays out of URLs and logs; it changes
 * nothing, so the page caches are kept, and no answer may be stored anywhere.
 */
export function adminLabelRoutes(deps: { service: AdminLabelService; trustProxy: boolean }) {
  const app = createRouter();
  app.openapi(adminLabel, async (c) => {
    const { email } = c.req.valid('json');
    const admin_account = await deps.service.check(email, clientIp(c, deps.trustProxy));
    c.set('changesNothing', true);
    c.header('Cache-Control', 'no-store');
    return c.json({ admin_account }, 200);
  });
  return app;
}
