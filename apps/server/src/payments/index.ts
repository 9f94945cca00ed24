import { createHmac } from 'node:crypto';
import type { Database } from '@rentspace/db';
import type { Config } from '../config.ts';
import type { Clock } from '../clock.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createHoldsInFlight } from '../bookings/hold-service.ts';
import { createPaymentsService } from './service.ts';
import { paymentRoutes } from './routes.ts';
import type { SyncDeps } from './sync.ts';
import type { HoldLimits } from '../bookings/repository.ts';

/** The sandbox signs its events with a key derived from the app secret (same on every instance). */
export function sandboxWebhookSecret(appSecret: string): string {
  return `whsec_${createHmac('sha256', appSecret).update('sandbox-webhook').digest('hex')}`;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox (docs/product/money.md#payment-providers). */
export function createPaymentProvider(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  secret: string;
}): PaymentProvider {
  const { config } = deps;
  if (config.STRIPE_SECRET_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  return createSandboxProvider({
    db: deps.db,
    clock: deps.clock,
    webhookSecret: sandboxWebhookSecret(deps.secret),
  });
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'confirm' in provider;
}

/**
 * The payments domain wired together: the provider's reports go the webhook's way, sandbox events
 * included, and the routes of /functions/v1 get the service and, on the sandbox, its test pages.
 */
export function createPayments(deps: SyncDeps & { holdLimits: HoldLimits }) {
  const service = createPaymentsService(deps);
  const sandbox = isSandbox(deps.payments) ? deps.payments : undefined;
  // Sandbox events take the same road as Stripe's webhooks: signed, verified, then applied.
  // A failed delivery does not fail the payment, as with Stripe: payment-status settles it later.
  sandbox?.onEvent(async (raw, signature) => {
    await service
      .handleWebhook(raw, signature)
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'sandbox event handling failed'),
      );
  });
  const holdsInFlight = createHoldsInFlight();
  return {
    service,
    routes: () => paymentRoutes({ ...deps, service, sandbox, holdsInFlight }),
  };
}
