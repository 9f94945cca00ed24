import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  AdminClaimSchema,
  AdminClaimsResponseSchema,
  AnswerClaimSchema,
  DEPOSIT_MESSAGES,
  DecideClaimSchema,
  DepositSchema,
  DepositsResponseSchema,
  FileClaimSchema,
} from '@rentspace/core/deposits/api';
import { CLAIM_STATUSES } from '@rentspace/core/deposits/constants';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { forbidden } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { createDepositService } from './service.ts';

const bookingParams = z.object({ id: z.uuid(DEPOSIT_MESSAGES.depositNotFound) });
const claimParams = z.object({ id: z.uuid(DEPOSIT_MESSAGES.claimNotFound) });
const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

const listDeposits = createRoute({
  method: 'get',
  path: '/deposits',
  summary:
    "The security deposits of the person's bookings, as guest and as host: an open claim or claim window first, then the newest",
  security: bearerSecurity,
  responses: {
    200: jsonResponse(DepositsResponseSchema, 'Deposits'),
    401: errorResponses[401],
  },
});

const getDeposit = createRoute({
  method: 'get',
  path: '/bookings/{id}/deposit',
  summary: "A booking's security deposit (its guest or host)",
  security: bearerSecurity,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(DepositSchema, 'The deposit'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const fileClaim = createRoute({
  method: 'post',
  path: '/bookings/{id}/deposit-claim',
  summary:
    'The host files a claim on the held deposit, from the start until 48 hours after the end',
  security: bearerSecurity,
  request: { params: bookingParams, body: json(FileClaimSchema) },
  responses: {
    201: jsonResponse(DepositSchema, 'The deposit with its claim'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const answerClaim = createRoute({
  method: 'post',
  path: '/deposit-claims/{id}/response',
  summary: 'The guest answers an open claim on their deposit',
  security: bearerSecurity,
  request: { params: claimParams, body: json(AnswerClaimSchema) },
  responses: {
    200: jsonResponse(DepositSchema, 'The deposit with the answered claim'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const guarded = { 401: errorResponses[401], 403: errorResponses[403] };

const adminClaims = createRoute({
  method: 'get',
  path: '/admin/deposit-claims',
  summary: 'Deposit claims by status, the oldest open first (admins only)',
  security: bearerSecurity,
  request: { query: z.object({ status: z.enum(CLAIM_STATUSES).default('open') }) },
  responses: {
    200: jsonResponse(AdminClaimsResponseSchema, 'Claims'),
    400: errorResponses[400],
    ...guarded,
  },
});

const decideClaim = createRoute({
  method: 'post',
  path: '/admin/deposit-claims/{id}/decide',
  summary:
    'Decide a claim: capture 0 (the deposit is released) up to the claimed amount (the rest is released) (admins only)',
  security: bearerSecurity,
  request: { params: claimParams, body: json(DecideClaimSchema) },
  responses: {
    200: jsonResponse(AdminClaimSchema, 'The decided claim'),
    400: errorResponses[400],
    ...guarded,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

/** /rest/v1 routes of security deposits (docs/product/deposits.md). */
export function depositRoutes(deps: SyncDeps & { isAdmin(userId: string): Promise<boolean> }) {
  const service = createDepositService(deps);
  const app = createRouter();
  app.use(
    '/admin/deposit-claims*',
    createMiddleware<AppEnv>(async (c, next) => {
      const user = requireUser(c);
      if (!(await deps.isAdmin(user.id))) throw forbidden('Admins only');
      c.header('Cache-Control', 'private, no-store');
      await next();
    }),
  );

  app.openapi(listDeposits, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await service.list(user.id) }, 200);
  });
  app.openapi(getDeposit, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await service.forBooking(user.id, c.req.valid('param').id), 200);
  });
  app.openapi(fileClaim, async (c) => {
    const user = requireUser(c);
    const result = await service.fileClaim(user.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(result, 201);
  });
  app.openapi(answerClaim, async (c) => {
    const user = requireUser(c);
    const result = await service.answerClaim(user.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(result, 200);
  });
  app.openapi(adminClaims, async (c) =>
    c.json({ data: await service.adminClaims(c.req.valid('query').status) }, 200),
  );
  app.openapi(decideClaim, async (c) => {
    const admin = requireUser(c);
    const result = await service.decideClaim(
      admin.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(result, 200);
  });
  return app;
}
