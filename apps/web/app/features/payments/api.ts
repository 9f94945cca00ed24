import type {
  CreatePaymentIntentInput,
  CreatePaymentIntentResponse,
  PaymentStatusResponse,
  SandboxConfirmInput,
  SandboxConfirmResponse,
  SandboxAuthenticateInput,
  StripeAccountCheckResponse,
  StripeAccountCreateResponse,
} from '@rentspace/core/bookings/api';
import { api } from '~/lib/api';

/** Places the hold and opens a payment with the provider. */
export function createPaymentIntent(input: CreatePaymentIntentInput) {
  return api<CreatePaymentIntentResponse>('/functions/v1/create-payment-intent', {
    method: 'POST',
    body: input,
  });
}

export function confirmSandboxPayment(input: SandboxConfirmInput) {
  return api<SandboxConfirmResponse>('/functions/v1/sandbox/confirm', {
    method: 'POST',
    body: input,
  });
}

export function authenticateSandboxPayment(input: SandboxAuthenticateInput) {
  return api<SandboxConfirmResponse>('/functions/v1/sandbox/authenticate', {
    method: 'POST',
    body: input,
  });
}

/** The server checks the payment with the provider (and confirms the booking when it succeeded). */
export function fetchPaymentStatus(clientSecret: string) {
  return api<PaymentStatusResponse>(
    `/functions/v1/payment-status?client_secret=${encodeURIComponent(clientSecret)}`,
  );
}

export function createPayoutAccount() {
  return api<StripeAccountCreateResponse>('/functions/v1/stripe-account', {
    method: 'POST',
    body: { action: 'create' },
  });
}

export function checkPayoutAccount(accountId: string) {
  return api<StripeAccountCheckResponse>('/functions/v1/stripe-account', {
    method: 'POST',
    body: { action: 'check', accountId },
  });
}

export function completeSandboxOnboarding(accountId: string) {
  return api<{ complete: boolean }>('/functions/v1/sandbox/onboarding/complete', {
    method: 'POST',
    body: { accountId },
  });
}
