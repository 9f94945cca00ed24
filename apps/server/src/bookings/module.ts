import type { Database } from '@rentspace/db';
import type { Config } from '../config.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createPaymentProvider, isSandbox } from '../payments/index.ts';
import { createPaymentsService } from '../payments/service.ts';
import { paymentRoutes } from '../payments/routes.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { bookingRoutes } from './routes.ts';
import { createSpaceDetailRepository } from './space-detail.ts';
import { createHoldsInFlight } from './hold-service.ts';

/**
 * The booking and payment domain wired together: one payment provider and one mailer shared by
 * the routes, the webhook path and the scheduled jobs.
 */
export function createBookingsModule(deps: {
  db: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  secret: string;
  siteUrl: string;
  payments?: PaymentProvider;
  mailer?: Mailer;
}) {
  const { db, clock, logger, config } = deps;
  const payments =
    deps.payments ?? createPaymentProvider({ config, db, clock, secret: deps.secret });
  const mailer =
    deps.mailer ??
    createMailer({ db, clock, logger, from: config.MAIL_FROM, smtpUrl: config.SMTP_URL });
  const core = { db, clock, logger, payments, mailer, siteUrl: deps.siteUrl };
  const service = createPaymentsService(core);
  const sandbox = isSandbox(payments) ? payments : undefined;
  // Sandbox events take the same road as Stripe's webhooks: signed, verified, then applied.
  // A failed delivery does not fail the payment, as with Stripe: payment-status settles it later.
  sandbox?.onEvent(async (raw, signature) => {
    await service
      .handleWebhook(raw, signature)
      .catch((error: unknown) => logger.error({ err: error }, 'sandbox event handling failed'));
  });
  const spaces = createSpaceDetailRepository(db);
  const holdsInFlight = createHoldsInFlight();
  return {
    payments,
    mailer,
    service,
    spaces,
    restRoutes: () => bookingRoutes({ ...core, spaces }),
    functionRoutes: () =>
      paymentRoutes({ ...core, service, sandbox, siteUrl: deps.siteUrl, holdsInFlight }),
    createJobRunner: (intervalMs?: number) => createJobRunner(core, intervalMs),
  };
}

export type BookingsModule = ReturnType<typeof createBookingsModule>;
