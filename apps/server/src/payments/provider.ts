import type { Currency } from '@rentspace/core/money/currencies';
import type { PaymentProviderName, PaymentStatus } from '@rentspace/core/bookings/api';

/** A payment intent as the app needs to know it, whichever provider holds it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  /** Minor units (whole yen and won for JPY and KRW, as Stripe counts them). */
  amount: number;
  currency: Currency;
  lastError: { code: string; message: string } | null;
  metadata: Record<string, string>;
  /** The host's payout account when the charge goes to it (a destination charge), else null. */
  destination: string | null;
  /** The card it was confirmed with (reused off-session for a deposit), once confirmed. */
  paymentMethod?: string | null;
  /** The customer the card is saved to (setup_future_usage: off_session), if any. */
  customer?: string | null;
  /** What a capture took: the whole amount, or part of an authorisation (partial capture). */
  amountCaptured?: number | null;
}

export interface CreateIntentInput {
  amount: number;
  currency: Currency;
  bookingId: string;
  /** What the platform keeps of a destination charge: the guest fee plus 10% of the subtotal. */
  applicationFeeAmount: number;
  /** The host's completed payout account, or null to keep the funds on the platform. */
  destination: string | null;
  description: string;
  idempotencyKey: string;
  /**
   * 'manual' for a request to book: a confirmed card is authorised (status requires_capture) and
   * charged only when captured (Stripe's capture_method: manual).
   */
  captureMethod?: 'automatic' | 'manual';
  /**
   * Keep the card for a later off-session charge (a security deposit): a Customer is made and the
   * intent carries setup_future_usage: 'off_session'.
   */
  saveCard?: boolean;
  /**
   * Confirm now, without the guest, on a card saved by an earlier intent (a deposit's
   * authorisation): off_session and confirm. A decline throws a ProviderError with its code.
   */
  offSession?: { customer: string | null; paymentMethod: string };
  /** More metadata beside booking_id (a deposit's intent: kind=deposit, deposit_id). */
  metadata?: Record<string, string>;
}

export interface RefundInput {
  paymentIntentId: string;
  amount: number;
  reason: 'requested_by_customer' | 'duplicate';
  idempotencyKey: string;
}

export interface PayoutInput {
  accountId: string;
  amount: number;
  currency: Currency;
  paymentIntentId: string | null;
  bookingId: string;
  idempotencyKey: string;
}

/** A verified provider event: what changed, not what the payload claims (we retrieve to be sure). */
export interface PaymentEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
  accountId: string | null;
}

export class WebhookSignatureError extends Error {}

/** A failure the provider reported (card declined, bad request); message is safe to show. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Card payments, payout accounts and money movements (docs/product/money.md#payment-providers). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /**
   * Cancels an intent that has not succeeded (an authorisation is released); an intent that
   * already succeeded stays as it is.
   */
  cancelIntent(id: string, idempotencyKey: string): Promise<ProviderIntent>;
  /**
   * Charges an authorised intent (requires_capture). One that already succeeded is answered as it
   * is; a card that declines at capture throws a ProviderError with the decline's code.
   */
  captureIntent(
    id: string,
    idempotencyKey: string,
    /** Part of the authorisation (a deposit's claim): the rest is released. All when left out. */
    amountToCapture?: number,
  ): Promise<ProviderIntent>;
  /** Refunds part or all of a payment, reversing the host's transfer and the platform fee with it. */
  refund(input: RefundInput): Promise<{ id: string; amount: number }>;
  createAccount(input: {
    email: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  retrieveAccount(id: string): Promise<{ id: string; detailsSubmitted: boolean }>;
  /** Sends a host their share once it is due. */
  releasePayout(input: PayoutInput): Promise<{ id: string }>;
  /** Verifies a webhook's signature and reads the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}

/** The intent id inside a client secret ('pi_123_secret_abc' -> 'pi_123'), or null. */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1] ?? null;
}
