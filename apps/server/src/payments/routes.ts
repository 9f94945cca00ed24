import { createRoute, type z } from '@hono/zod-openapi';
import {
  CreatePaymentIntentSchema,
  PaymentStatusQuerySchema,
  SandboxAuthenticateSchema,
  SandboxConfirmSchema,
  SandboxOnboardingSchema,
  StripeAccountSchema,
} from '@rentspace/core/bookings/schemas';
import {
  CreatePaymentIntentResponseSchema,
  PaymentStatusResponseSchema,
  SandboxConfirmResponseSchema,
  StripeAccountCheckResponseSchema,
  StripeAccountResponseSchema,
  WebhookReceiptSchema,
} from '@rentspace/core/bookings/api';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { ApiError } from '../http/errors.ts';
import { createHold, type HoldDeps } from '../bookings/hold-service.ts';
import type { PaymentsService } from './service.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import { ProviderError } from './provider.ts';

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const createIntent = createRoute({
  method: 'post',
  path: '/create-payment-intent',
  summary: 'Hold a slot for 15 minutes and open a card payment for the server-computed total',
  security: bearerSecurity,
  request: body(CreatePaymentIntentSchema),
  responses: {
    200: jsonResponse(CreatePaymentIntentResponseSchema, 'Client secret, fee and hold'),
    ...errorResponses,
    422: errorResponses[400],
  },
});

const paymentStatus = createRoute({
  method: 'get',
  path: '/payment-status',
  summary: "A payment's state from the provider; confirms the booking when it succeeded",
  request: { query: PaymentStatusQuerySchema },
  responses: { 200: jsonResponse(PaymentStatusResponseSchema, 'Status'), 404: errorResponses[404] },
});

// The body is read raw (the signature covers its exact bytes), so the route declares none.
const webhook = createRoute({
  method: 'post',
  path: '/payment-webhook',
  summary: "The payment provider's events, signed (Stripe-Signature); each is handled once",
  responses: {
    200: jsonResponse(WebhookReceiptSchema, 'Received'),
    400: errorResponses[400],
    502: { ...errorResponses[400], description: 'The provider could not be reached; it retries' },
    503: { ...errorResponses[400], description: 'The provider could not be reached; it retries' },
  },
});

const stripeAccount = createRoute({
  method: 'post',
  path: '/stripe-account',
  summary:
    "Create the host's payout account and an onboarding link, or check whether onboarding is complete",
  security: bearerSecurity,
  request: body(StripeAccountSchema),
  responses: {
    200: jsonResponse(
      StripeAccountResponseSchema,
      'The onboarding link (create) or the account state (check)',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const sandboxConfirm = createRoute({
  method: 'post',
  path: '/sandbox/confirm',
  summary: 'Sandbox only: pay an intent with a test card',
  request: body(SandboxConfirmSchema),
  responses: {
    200: jsonResponse(SandboxConfirmResponseSchema, 'Payment state'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const sandboxAuthenticate = createRoute({
  method: 'post',
  path: '/sandbox/authenticate',
  summary: 'Sandbox only: complete or fail the extra authentication step',
  request: body(SandboxAuthenticateSchema),
  responses: {
    200: jsonResponse(SandboxConfirmResponseSchema, 'Payment state'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const sandboxOnboarding = createRoute({
  method: 'post',
  path: '/sandbox/onboarding/complete',
  summary: "Sandbox only: complete the caller's payout account onboarding",
  security: bearerSecurity,
  request: body(SandboxOnboardingSchema),
  responses: {
    200: jsonResponse(StripeAccountCheckResponseSchema, 'Complete'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

async function asPaymentError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404)
      throw new ApiError(404, 'not_found', 'Payment not found');
    throw error;
  }
}

/** /functions/v1: the payment functions (docs/product/booking-lifecycle.md#holds, docs/product/money.md#payout-accounts), the payment webhook and the sandbox's pages' calls. */
export function paymentRoutes(
  deps: HoldDeps & { service: PaymentsService; sandbox?: SandboxProvider; siteUrl: string },
) {
  const app = createRouter();
  const { service } = deps;

  app.openapi(createIntent, async (c) => {
    const user = requireUser(c);
    return c.json(await createHold(deps, user.id, c.req.valid('json')), 200);
  });

  app.openapi(paymentStatus, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await service.paymentStatus(c.req.valid('query').client_secret), 200);
  });

  // The provider signs the exact bytes it sends: read them raw, before any parsing.
  app.openapi(webhook, async (c) => {
    const raw = await c.req.text();
    return c.json(await service.handleWebhook(raw, c.req.header('stripe-signature')), 200);
  });

  app.openapi(stripeAccount, async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    if (input.action === 'create')
      return c.json(await service.createAccount(user.id, deps.siteUrl), 200);
    return c.json(await service.checkAccount(user.id, input.accountId), 200);
  });

  const sandbox = deps.sandbox;
  if (sandbox) {
    app.openapi(sandboxConfirm, async (c) => {
      const { clientSecret, card } = c.req.valid('json');
      return c.json(await asPaymentError(() => sandbox.confirm(clientSecret, card)), 200);
    });
    app.openapi(sandboxAuthenticate, async (c) => {
      const { clientSecret, outcome } = c.req.valid('json');
      return c.json(await asPaymentError(() => sandbox.authenticate(clientSecret, outcome)), 200);
    });
    app.openapi(sandboxOnboarding, async (c) => {
      const user = requireUser(c);
      const { accountId } = c.req.valid('json');
      const profile = await service.ownAccount(user.id);
      if (profile.account !== accountId) throw new ApiError(404, 'not_found', 'Account not found');
      await sandbox.completeOnboarding(accountId);
      return c.json({ complete: await service.syncAccount(accountId) }, 200);
    });
  }
  return app;
}
