import { eq } from 'drizzle-orm';
import { paymentEvents, profiles, users } from '@rentspace/db';
import type {
  PaymentStatusResponse,
  StripeAccountCheckResponse,
  StripeAccountCreateResponse,
  WebhookReceipt,
} from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import type { Logger } from '../logger.ts';
import { ApiError } from '../http/errors.ts';
import { syncIntent, syncReportedIntent, type SyncDeps } from './sync.ts';
import { WebhookSignatureError, intentIdFromClientSecret } from './provider.ts';
import { PROVIDER_UNAVAILABLE_MESSAGE, withProviderFailure } from './failures.ts';

const paymentNotFound = () => new ApiError(404, 'not_found', 'Payment not found');

/** Payments as the API offers them: webhooks, the payment status page, payout accounts. */
export function createPaymentsService(deps: SyncDeps & { logger: Logger }) {
  const { db, payments } = deps;

  /** Reads a signed event and brings the affected booking or account in line with the provider. */
  async function handleWebhook(
    rawBody: string,
    signature: string | undefined,
  ): Promise<WebhookReceipt> {
    let event;
    try {
      event = await payments.parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        throw new ApiError(400, 'invalid_signature', 'Invalid webhook signature');
      throw error;
    }
    const [seen] = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    if (seen) return { received: true, duplicate: true };
    // A provider failure answers 5xx and leaves the event unrecorded: the provider delivers it again.
    await withProviderFailure(
      PROVIDER_UNAVAILABLE_MESSAGE,
      async () => {
        if (event.paymentIntentId) await syncReportedIntent(deps, event.paymentIntentId);
        if (event.accountId && event.type.startsWith('account.'))
          await syncAccount(event.accountId);
      },
      deps.logger,
    );
    await db
      .insert(paymentEvents)
      .values({ id: event.id, provider: payments.name, type: event.type })
      .onConflictDoNothing();
    return { received: true, duplicate: false };
  }

  async function syncAccount(accountId: string) {
    const account = await payments.retrieveAccount(accountId);
    await db
      .update(profiles)
      .set({ stripe_onboarding_complete: account.detailsSubmitted })
      .where(eq(profiles.stripe_account_id, accountId));
    return account.detailsSubmitted;
  }

  /** The payment result page: the intent's state from the provider, the booking confirmed if paid. */
  async function paymentStatus(clientSecret: string): Promise<PaymentStatusResponse> {
    const intentId = intentIdFromClientSecret(clientSecret);
    if (!intentId) throw paymentNotFound();
    const synced = await withProviderFailure(
      PROVIDER_UNAVAILABLE_MESSAGE,
      () =>
        syncIntent(deps, intentId).catch((error: unknown) => {
          if ((error as { status?: number }).status === 404) return null;
          throw error;
        }),
      deps.logger,
    );
    if (!synced || synced.intent.clientSecret !== clientSecret) throw paymentNotFound();
    // A hold released because the card failed (declined, or the extra step failed) is a payment
    // that did not succeed, not an unknown error: the guest is told to try again.
    const failed =
      synced.intent.status === 'canceled' &&
      synced.booking.cancellation_reason === 'payment_failed';
    return {
      status: failed ? 'requires_payment_method' : synced.intent.status,
      bookingId: synced.booking.id,
      bookingStatus: synced.booking.status,
      refunded: synced.booking.refunded_amount > 0,
    };
  }

  async function ownAccount(userId: string) {
    await db.insert(profiles).values({ id: userId, is_admin: false }).onConflictDoNothing();
    const [row] = await db
      .select({
        account: profiles.stripe_account_id,
        complete: profiles.stripe_onboarding_complete,
        email: users.email,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.id, userId));
    return row!;
  }

  /** stripe-account 'create': the host's payout account (made once) and a link to onboard it. */
  async function createAccount(
    userId: string,
    siteUrl: string,
  ): Promise<StripeAccountCreateResponse> {
    return withProviderFailure(
      BOOKING_MESSAGES.connectStripeFailed,
      () => openOnboarding(userId, siteUrl),
      deps.logger,
    );
  }

  async function openOnboarding(
    userId: string,
    siteUrl: string,
  ): Promise<StripeAccountCreateResponse> {
    const profile = await ownAccount(userId);
    let accountId = profile.account;
    if (!accountId) {
      const account = await payments.createAccount({
        email: profile.email,
        userId,
        idempotencyKey: `account-${userId}`,
      });
      accountId = account.id;
      await db
        .update(profiles)
        .set({ stripe_account_id: accountId, stripe_onboarding_complete: false })
        .where(eq(profiles.id, userId));
    }
    const link = await payments.createAccountLink({
      accountId,
      refreshUrl: `${siteUrl}/dashboard`,
      returnUrl: `${siteUrl}/dashboard`,
    });
    return { accountId, url: link.url };
  }

  /** stripe-account 'check': whether onboarding is complete; only for the caller's own account. */
  async function checkAccount(
    userId: string,
    accountId: string,
  ): Promise<StripeAccountCheckResponse> {
    const profile = await ownAccount(userId);
    if (profile.account !== accountId) throw new ApiError(404, 'not_found', 'Account not found');
    return {
      complete: await withProviderFailure(
        BOOKING_MESSAGES.connectStripeFailed,
        () => syncAccount(accountId),
        deps.logger,
      ),
    };
  }

  return { handleWebhook, paymentStatus, createAccount, checkAccount, syncAccount, ownAccount };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
