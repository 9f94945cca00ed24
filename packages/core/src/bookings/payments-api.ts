/**
 * The responses of the payment functions under /functions/v1 (re-exported by ./api.ts, where the
 * web app reads them). Request bodies are in ./schemas.ts.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema } from '../response-schemas.ts';
import { BOOKING_STATUSES } from './constants.ts';
import { BOOKING_MODES } from '../listings/constants.ts';

// ---------------------------------------------------------------------------------------------
// POST /functions/v1/create-payment-intent  (Bearer; body: CreatePaymentIntentInput)
// Errors: 400 validation_failed (fields; startTime/endTime messages are 'Please select a date and
// time'), 422 past_start ('Please select a future date and time'), 422 invalid_duration,
// 422 invalid_start_time, 422 option_unavailable, 409 price_mismatch (amount differs from the
// server's total), 409 currency_mismatch, 409 space_unavailable (unavailable/unpublished listing),
// 403 own_listing, 404 not_found ('Space not found'),
// 409 slot_unavailable ('This time slot is not available').
// ---------------------------------------------------------------------------------------------

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const CreatePaymentIntentResponseSchema = z
  .strictObject({
    clientSecret: z.string(),
    platformFee: z.strictObject({ amount: MinorUnitsSchema, percentage: z.number() }),
    bookingId: IdSchema,
    /** The slot is held until then (15 minutes); afterwards the hold expires and the slot is free. */
    holdExpiresAt: TimeSchema,
    /** 'request': the card is authorised, not charged, until the host accepts. */
    bookingMode: z.enum(BOOKING_MODES),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** Stripe only: the key for Stripe.js / Elements. */
    publishableKey: z.string().optional(),
    /** The server's figures, for the summary: subtotal + platformFee.amount = amount. */
    subtotal: MinorUnitsSchema,
    amount: MinorUnitsSchema,
    currency: CurrencySchema,
  })
  .meta({ id: 'PaymentIntent' });
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

/** Payment intent states, as Stripe names them. */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  /** Authorised, not charged: a request to book waiting for the host (manual capture). */
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// POST /functions/v1/sandbox/confirm  (body: SandboxConfirmInput; sandbox provider only)
// 4242424242424242 succeeds; 4000000000000002 card_declined; 4000000000009995 insufficient_funds;
// 4000002500003155 requires_action with nextActionUrl, a web page
// '/sandbox/authenticate?client_secret=...' that calls POST /functions/v1/sandbox/authenticate
// { clientSecret, outcome: 'complete' | 'fail' } (same response) and then goes to
// '/booking-confirmation?payment_intent_client_secret=...'.
// A declined card (or a failed extra step) ends the attempt: the server cancels the hold, which frees
// the slot, and answers status 'requires_payment_method' with error { code, message }. To try another
// card the guest continues to payment again (a new create-payment-intent, a new hold).
// ---------------------------------------------------------------------------------------------

export const SandboxConfirmResponseSchema = z
  .strictObject({
    status: z.enum([
      'succeeded',
      'requires_action',
      'requires_payment_method',
      'processing',
      'requires_capture',
    ]),
    error: z.strictObject({ code: z.string(), message: z.string() }).optional(),
    nextActionUrl: z.string().optional(),
  })
  .meta({ id: 'SandboxPayment' });
export type SandboxConfirmResponse = z.infer<typeof SandboxConfirmResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /functions/v1/payment-status?client_secret=...  (the client secret is the credential, as with
// Stripe.js; an unknown secret -> 404)
// The server retrieves the intent from the provider and confirms the booking when it succeeded.
// ---------------------------------------------------------------------------------------------

export const PaymentStatusResponseSchema = z
  .strictObject({
    status: z.enum(PAYMENT_STATUSES),
    bookingId: IdSchema,
    /**
     * The booking's state after the server checked. A payment that succeeded after its hold expired
     * is refunded: status 'succeeded' with bookingStatus 'cancelled' and refunded true. Show the
     * success state only when bookingStatus is 'confirmed' (or 'completed').
     */
    bookingStatus: z.enum(BOOKING_STATUSES),
    refunded: z.boolean(),
  })
  .meta({ id: 'PaymentStatus' });
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /functions/v1/payment-webhook  (provider -> server; raw body; signature verified)
// ---------------------------------------------------------------------------------------------

/** duplicate: the event was handled before (the provider delivers an event at least once). */
export const WebhookReceiptSchema = z
  .strictObject({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'WebhookReceipt' });
export type WebhookReceipt = z.infer<typeof WebhookReceiptSchema>;

// ---------------------------------------------------------------------------------------------
// POST /functions/v1/stripe-account  (Bearer; body: StripeAccountInput)
// create -> { accountId, url }: the browser goes to url (sandbox: '/sandbox/onboarding/{accountId}',
//   a web page that calls POST /functions/v1/sandbox/onboarding/complete { accountId } -> { complete }).
// check -> { complete }; someone else's accountId -> 404. Failures: 'Failed to connect Stripe account'.
// ---------------------------------------------------------------------------------------------

export const StripeAccountCreateResponseSchema = z
  .strictObject({ accountId: z.string(), url: z.string() })
  .meta({ id: 'PayoutAccountLink' });
export type StripeAccountCreateResponse = z.infer<typeof StripeAccountCreateResponseSchema>;

export const StripeAccountCheckResponseSchema = z
  .strictObject({ complete: z.boolean() })
  .meta({ id: 'PayoutAccountState' });
export type StripeAccountCheckResponse = z.infer<typeof StripeAccountCheckResponseSchema>;

/** What stripe-account answers: the link for 'create', the state for 'check'. */
export const StripeAccountResponseSchema = z.union([
  StripeAccountCreateResponseSchema,
  StripeAccountCheckResponseSchema,
]);
