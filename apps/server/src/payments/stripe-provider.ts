import type Stripe from 'stripe';
import { CurrencySchema } from '@rentspace/core/money/currency-schema';
import type { PaymentStatus } from '@rentspace/core/bookings/api';
import {
  ProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderIntent,
} from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Points the client at another API host (tests use a fake Stripe server on loopback). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/**
 * Per attempt. Stripe answers these calls in a second or two; its client's default of 80 s would
 * keep a guest waiting on a hung connection. A timed-out write is retried with the same
 * idempotency key, so a slow answer to a call that went through costs nothing twice.
 */
export const STRIPE_TIMEOUT_MS = 8_000;
/**
 * Retries after the first attempt (timeouts, dropped connections, 409, 5xx), with the same
 * idempotency key and the client's backoff (0.5-1 s, then 1-2 s): a blip is absorbed, and a real
 * outage is answered within about 27 s (3 x 8 s + backoff), under a usual 30 s proxy timeout.
 */
export const STRIPE_MAX_NETWORK_RETRIES = 2;

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const destination = intent.transfer_data?.destination;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentStatus,
    amount: intent.amount,
    currency: CurrencySchema.parse(intent.currency.toUpperCase()),
    lastError: intent.last_payment_error
      ? {
          code: intent.last_payment_error.code ?? 'payment_failed',
          message: intent.last_payment_error.message ?? 'An error occurred',
        }
      : null,
    metadata: { ...(intent.metadata ?? {}) },
    destination: typeof destination === 'string' ? destination : (destination?.id ?? null),
    paymentMethod: idOf(intent.payment_method),
    customer: idOf(intent.customer),
    amountCaptured: intent.status === 'succeeded' ? intent.amount_received : null,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe: PaymentIntents (destination charges to the host's Connect account when it is complete),
 * Connect onboarding, refunds that reverse the transfer and the fee, payouts, signed webhooks.
 * Amounts are already in Stripe's units: cents, and whole yen/won for the zero-decimal currencies.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  // The SDK loads with the provider, not with the server: an instance on the sandbox never loads it.
  const loaded = import('stripe').then(({ default: StripeSdk }) => ({
    StripeSdk,
    client: new StripeSdk(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
      timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
      ...(options.api
        ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol }
        : {}),
    }),
  }));
  loaded.catch(() => {}); // a failed load reaches the first call instead

  /** Turns Stripe's errors into ours; a card error's message is meant for the guest. */
  async function call<T>(run: (stripe: Stripe) => Promise<T>): Promise<T> {
    const { StripeSdk, client } = await loaded;
    try {
      return await run(client);
    } catch (error) {
      if (error instanceof StripeSdk.errors.StripeError) {
        throw new ProviderError(error.message, error.code ?? error.type, error.statusCode);
      }
      throw error;
    }
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    createIntent: (input) =>
      call(async (stripe) => {
        const metadata = { booking_id: input.bookingId, ...input.metadata };
        const capture =
          input.captureMethod === 'manual' ? { capture_method: 'manual' as const } : {};
        if (input.offSession) {
          // A deposit: the card the guest paid with, confirmed now without them (off_session).
          const intent = await stripe.paymentIntents.create(
            {
              amount: input.amount,
              currency: input.currency.toLowerCase(),
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const },
              payment_method: input.offSession.paymentMethod,
              ...(input.offSession.customer ? { customer: input.offSession.customer } : {}),
              off_session: true,
              confirm: true,
              ...capture,
              description: input.description,
              metadata,
            },
            { idempotencyKey: input.idempotencyKey },
          );
          return toIntent(intent);
        }
        // The card is kept for the deposit's later authorisation: a Customer to attach it to.
        const customer = input.saveCard
          ? await stripe.customers.create(
              { metadata: { booking_id: input.bookingId } },
              { idempotencyKey: `${input.idempotencyKey}-customer` },
            )
          : null;
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            ...capture,
            ...(customer
              ? { customer: customer.id, setup_future_usage: 'off_session' as const }
              : {}),
            description: input.description,
            metadata,
            transfer_group: input.bookingId,
            ...(input.destination
              ? {
                  application_fee_amount: input.applicationFeeAmount,
                  transfer_data: { destination: input.destination },
                }
              : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toIntent(intent);
      }),

    retrieveIntent: (id) =>
      call(async (stripe) => toIntent(await stripe.paymentIntents.retrieve(id))),

    cancelIntent: (id, idempotencyKey) =>
      call(async (stripe) => {
        const current = await stripe.paymentIntents.retrieve(id);
        if (current.status === 'succeeded' || current.status === 'canceled')
          return toIntent(current);
        return toIntent(await stripe.paymentIntents.cancel(id, {}, { idempotencyKey }));
      }),

    captureIntent: (id, idempotencyKey, amountToCapture) =>
      call(async (stripe) => {
        const current = await stripe.paymentIntents.retrieve(id);
        if (current.status !== 'requires_capture') return toIntent(current);
        const params = amountToCapture === undefined ? {} : { amount_to_capture: amountToCapture };
        return toIntent(await stripe.paymentIntents.capture(id, params, { idempotencyKey }));
      }),

    refund: (input) =>
      call(async (stripe) => {
        const intent = await stripe.paymentIntents.retrieve(input.paymentIntentId);
        const destinationCharge = Boolean(intent.transfer_data?.destination);
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amount,
            reason: input.reason,
            // A destination charge moved money to the host and kept a fee: take both back in proportion.
            ...(destinationCharge ? { reverse_transfer: true, refund_application_fee: true } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id, amount: refund.amount };
      }),

    createAccount: (input) =>
      call(async (stripe) => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            email: input.email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            // Payouts wait until 24 h after a booking ends: the platform releases them (jobs).
            settings: { payouts: { schedule: { interval: 'manual' } } },
            metadata: { user_id: input.userId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: account.id };
      }),

    createAccountLink: (input) =>
      call(async (stripe) => {
        const link = await stripe.accountLinks.create({
          account: input.accountId,
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
          type: 'account_onboarding',
        });
        return { url: link.url };
      }),

    retrieveAccount: (id) =>
      call(async (stripe) => {
        const account = await stripe.accounts.retrieve(id);
        return { id: account.id, detailsSubmitted: account.details_submitted === true };
      }),

    releasePayout: (input) =>
      call(async (stripe) => {
        const intent = input.paymentIntentId
          ? await stripe.paymentIntents.retrieve(input.paymentIntentId)
          : null;
        const destination = intent?.transfer_data?.destination;
        const destinationId = typeof destination === 'string' ? destination : destination?.id;
        if (destinationId === input.accountId) {
          // The host's share is already in their balance: pay it out now that it is due.
          const payout = await stripe.payouts.create(
            {
              amount: input.amount,
              currency: input.currency.toLowerCase(),
              metadata: { booking_id: input.bookingId },
            },
            { idempotencyKey: input.idempotencyKey, stripeAccount: input.accountId },
          );
          return { id: payout.id };
        }
        const charge = intent?.latest_charge;
        const transfer = await stripe.transfers.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            destination: input.accountId,
            transfer_group: input.bookingId,
            ...(charge
              ? { source_transaction: typeof charge === 'string' ? charge : charge.id }
              : {}),
            metadata: { booking_id: input.bookingId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: transfer.id };
      }),

    async parseWebhook(rawBody, signature) {
      if (!options.webhookSecret || !signature)
        throw new WebhookSignatureError('Missing signature');
      const { client: stripe } = await loaded;
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
        );
      } catch {
        throw new WebhookSignatureError('Invalid signature');
      }
      const object = event.data.object as {
        id?: string;
        object?: string;
        payment_intent?: unknown;
      };
      const paymentIntentId =
        object.object === 'payment_intent'
          ? (object.id ?? null)
          : typeof object.payment_intent === 'string'
            ? object.payment_intent
            : null;
      const accountId = object.object === 'account' ? (object.id ?? null) : (event.account ?? null);
      return { id: event.id, type: event.type, paymentIntentId, accountId };
    },
  };
}
