import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { call, signUp } from '../harness.ts';
import {
  at,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from '../../src/bookings/testing.ts';
import { startFakeStripe, type FakeStripe } from '../../src/payments/fake-stripe.ts';
import {
  createStripeProvider,
  STRIPE_MAX_NETWORK_RETRIES,
} from '../../src/payments/stripe-provider.ts';

export const WEBHOOK_SECRET = 'whsec_security_suite';
/** Short, so a hang costs the suite little; the retries are production's (STRIPE_MAX_NETWORK_RETRIES). */
export const TEST_TIMEOUT_MS = 250;
export const HOLD = '/functions/v1/create-payment-intent';
export const WEBHOOK = '/functions/v1/payment-webhook';

/** What the suite tried, for the reliability report. */
export const figures = {
  forgedWebhooks: 0,
  concurrentDeliveries: 0,
  outOfOrderDeliveries: 0,
  faultsInjected: 0,
  appRequests: 0,
  stripeRequests: 0,
  idempotentReplays: 0,
};

/**
 * Prints what one test file tried once it is done. The count starts from zero in every file: a
 * worker runs several files one after another and keeps this module between them.
 */
export function reportFigures(part: string) {
  beforeAll(() => {
    for (const key of Object.keys(figures) as (keyof typeof figures)[]) figures[key] = 0;
  });
  afterAll(() => {
    console.info(`payments security figures (${part}): ${JSON.stringify(figures)}`);
  });
}

/** A request to the app, counted. */
export function send(
  t: BookingTestApp,
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) {
  figures.appRequests += 1;
  return call(t.app, method, path, options);
}

export const cancelPath = (bookingId: string) => `/rest/v1/bookings/${bookingId}/cancel`;
export const statusPath = (clientSecret: string) =>
  `/functions/v1/payment-status?client_secret=${encodeURIComponent(clientSecret)}`;

/** The app on the Stripe adapter, talking to a fake Stripe on loopback. */
export async function startStripeApp() {
  const stripe = await startFakeStripe();
  const payments = createStripeProvider({
    secretKey: 'sk_test_security',
    publishableKey: 'pk_test_security',
    webhookSecret: WEBHOOK_SECRET,
    api: stripe.api,
    timeoutMs: TEST_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
  });
  const t = await createBookingTestApp({ deps: { payments } });
  const guest = await signUp(t.app);
  return {
    t,
    stripe,
    guest,
    close: () => tally(stripe).then(() => Promise.all([t.close(), stripe.close()])),
  };
}

export type StripeApp = Awaited<ReturnType<typeof startStripeApp>>;

async function tally(stripe: FakeStripe) {
  figures.stripeRequests += stripe.requests.length;
  figures.faultsInjected += stripe.requests.filter((r) =>
    ['status', 'hang', 'drop'].includes(r.outcome),
  ).length;
  figures.idempotentReplays += stripe.requests.filter((r) => r.outcome === 'replayed').length;
}

const signer = new Stripe('sk_test_signer');

/** A Stripe-Signature header for a payload; the secret and timestamp can be wrong on purpose. */
export function signStripe(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}

/** A correctly signed delivery of an event, as Stripe makes it. */
export function stripeWebhook(t: BookingTestApp, event: object) {
  const payload = JSON.stringify(event);
  return send(t, 'POST', WEBHOOK, {
    body: payload,
    headers: { 'stripe-signature': signStripe(payload) },
  });
}

let eventCounter = 0;
/** A PaymentIntent event as Stripe sends it (the app reads only the type and the intent's id). */
export function intentEvent(type: string, intentId: string, id = `evt_sec_${++eventCounter}`) {
  return {
    id,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  };
}

/** A listing and a fresh hold on it; the intent's id comes from the client secret. */
export async function holdOn(t: BookingTestApp, token: string, day: number, hour = 10) {
  const listing = await createListing(t, { hourly_price: 4000, currency: 'USD' });
  const res = await send(t, 'POST', HOLD, {
    token,
    body: intentBody(listing.space, at(t, day, hour), 1),
  });
  if (res.status !== 200) throw new Error(`hold failed: ${res.status} ${res.text}`);
  const intentId = (res.json.clientSecret as string).split('_secret_')[0]!;
  return {
    ...listing,
    bookingId: res.json.bookingId as string,
    clientSecret: res.json.clientSecret as string,
    intentId,
    total: res.json.amount as number,
  };
}

/** How many times an event was recorded as applied. */
export async function eventRows(t: BookingTestApp, id: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from payment_events where id = ${id}`,
  );
  return row!.n;
}

/** What a booking left behind: its row, its receipts, its payout rows, its slot. */
export async function ledger(t: BookingTestApp, bookingId: string) {
  const [row] = await queryRows<{
    status: string;
    cancellation_reason: string | null;
    refund_id: string | null;
    refunded_amount: string;
    payment_intent_id: string | null;
  }>(
    t.db,
    sql`select status, cancellation_reason, refund_id, refunded_amount, payment_intent_id from bookings where id = ${bookingId}`,
  );
  const [counts] = await queryRows<{
    confirmations: number;
    cancellations: number;
    payouts: number;
    slots: number;
  }>(
    t.db,
    sql`select
          (select count(*)::int from outbox_emails where kind like 'booking_confirmed_%' and text_body like ${'%' + bookingId + '%'}) as confirmations,
          (select count(*)::int from outbox_emails where kind like 'booking_cancelled_%' and text_body like ${'%' + bookingId + '%'}) as cancellations,
          (select count(*)::int from payouts where booking_id = ${bookingId} and status <> 'cancelled') as payouts,
          (select count(*)::int from space_availability where booking_id = ${bookingId}) as slots`,
  );
  return { ...row!, refunded_amount: Number(row!.refunded_amount), ...counts! };
}

/**
 * Everything the fake Stripe and the database must agree on, whatever failed in between: a
 * confirmed booking has a succeeded payment of its total, no booking has two intents, no intent is
 * refunded twice or beyond its amount.
 */
export async function audit(t: BookingTestApp, stripe: FakeStripe): Promise<string[]> {
  const problems: string[] = [];
  const rows = await queryRows<{
    id: string;
    status: string;
    total_price: string;
    payment_intent_id: string | null;
    refund_id: string | null;
    refunded_amount: string;
  }>(
    t.db,
    sql`select id, status, total_price, payment_intent_id, refund_id, refunded_amount from bookings`,
  );
  for (const booking of rows) {
    const intents = stripe.intentsOf(booking.id);
    if (intents.length > 1) problems.push(`booking ${booking.id} has ${intents.length} intents`);
    const intent = booking.payment_intent_id
      ? stripe.objects.get(booking.payment_intent_id)
      : undefined;
    if (
      ['confirmed', 'completed'].includes(booking.status) &&
      (intent?.status !== 'succeeded' || Number(intent.amount) !== Number(booking.total_price))
    ) {
      problems.push(
        `booking ${booking.id} is ${booking.status} without a succeeded payment of its total`,
      );
    }
    const refunds = intent ? stripe.refundsOf(intent.id) : [];
    if (refunds.length > 1)
      problems.push(`intent ${String(intent?.id)} refunded ${refunds.length} times`);
    if (booking.refund_id && !refunds.some((r) => r.id === booking.refund_id))
      problems.push(`booking ${booking.id} records a refund Stripe does not hold`);
    if (Number(booking.refunded_amount) > Number(booking.total_price))
      problems.push(`booking ${booking.id} refunded beyond its total`);
  }
  return problems;
}

/** An error body a guest may see: the API's shape, a message, no stack trace, no internals. */
export function isCleanError(json: unknown, text: string) {
  const error = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return (
    typeof error?.code === 'string' &&
    typeof error.message === 'string' &&
    error.message.length > 0 &&
    !/\bat .+:\d+|Error\b|Stripe\w*Error|ECONN|ETIMEDOUT|socket|sk_test/.test(text)
  );
}
