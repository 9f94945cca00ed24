import { createRoute, z } from '@hono/zod-openapi';
import { DeclineRequestSchema } from '@rentspace/core/bookings/schemas';
import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import {
  HostRequestsResponseSchema,
  RequestAnswerResponseSchema,
} from '@rentspace/core/bookings/requests-api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { listHostRequests } from './request-repository.ts';
import { acceptRequest, declineRequest, withdrawRequest } from './request-service.ts';

const params = z.object({ id: z.uuid(REQUEST_MESSAGES.notFound) });

const answerResponses = {
  200: jsonResponse(RequestAnswerResponseSchema, "The request's status after the answer"),
  400: errorResponses[400],
  401: errorResponses[401],
  404: errorResponses[404],
  409: errorResponses[409],
};

const listRequests = createRoute({
  method: 'get',
  path: '/booking-requests',
  summary: "The signed-in host's pending requests to book, the soonest due first",
  security: bearerSecurity,
  responses: {
    200: jsonResponse(HostRequestsResponseSchema, 'Pending requests'),
    401: errorResponses[401],
  },
});

const accept = createRoute({
  method: 'post',
  path: '/booking-requests/{id}/accept',
  summary: "The host accepts a request: the guest's payment is captured and the booking confirmed",
  security: bearerSecurity,
  request: { params },
  responses: answerResponses,
});

const decline = createRoute({
  method: 'post',
  path: '/booking-requests/{id}/decline',
  summary: "The host declines a request, with an optional reason: the card's hold is released",
  security: bearerSecurity,
  request: {
    params,
    body: { content: { 'application/json': { schema: DeclineRequestSchema } }, required: true },
  },
  responses: answerResponses,
});

const withdraw = createRoute({
  method: 'post',
  path: '/booking-requests/{id}/withdraw',
  summary: "The guest withdraws their request: the card's hold is released and the time freed",
  security: bearerSecurity,
  request: { params },
  responses: answerResponses,
});

/** /rest/v1 routes of requests to book: the host's inbox and answers, the guest's withdrawal. */
export function requestRoutes(deps: SyncDeps) {
  const app = createRouter();

  app.openapi(listRequests, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await listHostRequests(deps.db, user.id, deps.clock.now()) }, 200);
  });

  app.openapi(accept, async (c) => {
    const user = requireUser(c);
    return c.json(await acceptRequest(deps, user.id, c.req.valid('param').id), 200);
  });

  app.openapi(decline, async (c) => {
    const user = requireUser(c);
    const { reason } = c.req.valid('json');
    return c.json(await declineRequest(deps, user.id, c.req.valid('param').id, reason), 200);
  });

  app.openapi(withdraw, async (c) => {
    const user = requireUser(c);
    return c.json(await withdrawRequest(deps, user.id, c.req.valid('param').id), 200);
  });

  return app;
}
