import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';

/** A deposit on Stripe: the booking's card kept, authorised later off-session, captured in part. */
describe('deposits through the Stripe adapter against fake Stripe', () => {
  let stripe: FakeStripe;
  let payments: PaymentProvider;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    payments = createStripeProvider({
      secretKey: 'sk_test_fake',
      api: stripe.api,
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => stripe.close());

  const base = {
    currency: 'USD' as const,
    applicationFeeAmount: 0,
    destination: null,
    description: 'Rentspace',
  };

  async function paidBooking(bookingId: string, paymentMethod: string) {
    const paid = await payments.createIntent({
      ...base,
      amount: 5500,
      bookingId,
      idempotencyKey: `booking-${bookingId}-intent`,
      saveCard: true,
    });
    const form = stripe.requests.find(
      (r) => r.idempotencyKey === `booking-${bookingId}-intent`,
    )!.form;
    expect(form.setup_future_usage).toBe('off_session');
    expect(form.customer).toMatch(/^cus_/);
    // The guest confirms in the browser, with Stripe: the card is now the intent's.
    stripe.update(paid.id, { status: 'succeeded', payment_method: paymentMethod });
    return payments.retrieveIntent(paid.id);
  }

  it('authorises the deposit off-session on the saved card, then captures part and releases the rest', async () => {
    const paid = await paidBooking('b1', 'pm_card_visa');
    expect(paid).toMatchObject({ paymentMethod: 'pm_card_visa' });
    expect(paid.customer).toMatch(/^cus_/);
    const deposit = await payments.createIntent({
      ...base,
      amount: 20000,
      bookingId: 'b1',
      idempotencyKey: 'deposit-d1-authorise-1',
      captureMethod: 'manual',
      offSession: { customer: paid.customer!, paymentMethod: paid.paymentMethod! },
      metadata: { kind: 'deposit', deposit_id: 'd1' },
    });
    expect(deposit).toMatchObject({ status: 'requires_capture', amount: 20000 });
    expect(deposit.metadata).toEqual({ booking_id: 'b1', kind: 'deposit', deposit_id: 'd1' });
    const form = stripe.requests.find((r) => r.idempotencyKey === 'deposit-d1-authorise-1')!.form;
    expect(form).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      customer: paid.customer,
    });

    const captured = await payments.captureIntent(deposit.id, 'deposit-d1-capture', 3000);
    expect(captured).toMatchObject({ status: 'succeeded', amountCaptured: 3000 });
    // Asked again (a retry): the capture is not made twice.
    const again = await payments.captureIntent(deposit.id, 'deposit-d1-capture', 3000);
    expect(again.amountCaptured).toBe(3000);
    expect(stripe.idempotency('deposit-d1-capture').executions).toBe(1);
  });

  it('answers a card whose charges fail (0341) with a card_declined error', async () => {
    const paid = await paidBooking('b2', 'pm_card_chargeCustomerFail');
    const attempt = payments.createIntent({
      ...base,
      amount: 20000,
      bookingId: 'b2',
      idempotencyKey: 'deposit-d2-authorise-1',
      captureMethod: 'manual',
      offSession: { customer: paid.customer!, paymentMethod: paid.paymentMethod! },
      metadata: { kind: 'deposit', deposit_id: 'd2' },
    });
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({ code: 'card_declined', status: 402 });
  });
});
