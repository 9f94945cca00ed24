import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  prepared,
  sandboxAccounts,
  sandboxMoneyMovements,
  sandboxPaymentIntents,
  type Database,
} from '@rentspace/db';
import {
  sandboxAuthenticatePath,
  type PaymentStatus,
  type SandboxConfirmResponse,
} from '@rentspace/core/bookings/api';
import type { SandboxCard } from '@rentspace/core/bookings/schemas';
import type { Clock } from '../clock.ts';
import {
  AUTHENTICATION_FAILED,
  CAPTURE_DECLINED,
  SANDBOX_CARDS,
  cardOutcome,
} from './sandbox-cards.ts';
import { signPayload, verifySignature } from './webhook-signature.ts';
import {
  ProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderIntent,
} from './provider.ts';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** Delivers a signed event to the app's webhook handler, as Stripe would POST it. */
export type EventSink = (rawBody: string, signature: string) => Promise<void>;

const idFrom = (prefix: string, key: string) =>
  `${prefix}_sbx${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
const randomId = (prefix: string) => `${prefix}_sbx${randomBytes(12).toString('hex')}`;

function toIntent(row: IntentRow): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    status: row.status as PaymentStatus,
    amount: row.amount,
    currency: row.currency,
    lastError: row.last_error_code
      ? { code: row.last_error_code, message: row.last_error_message ?? '' }
      : null,
    metadata: row.metadata,
    destination: row.transfer_destination,
    paymentMethod: row.payment_method,
    customer: row.customer,
    amountCaptured: row.amount_captured,
  };
}

/** Made on every hold, so built once (see `prepared`). */
const intentInsert = prepared((db) =>
  db
    .insert(sandboxPaymentIntents)
    .values({
      id: sql.placeholder('id'),
      client_secret: sql.placeholder('clientSecret'),
      idempotency_key: sql.placeholder('idempotencyKey'),
      amount: sql.placeholder('amount'),
      currency: sql.placeholder('currency'),
      status: 'requires_payment_method',
      application_fee_amount: sql.placeholder('applicationFeeAmount'),
      transfer_destination: sql.placeholder('destination'),
      metadata: sql.placeholder('metadata'),
      capture_method: sql.placeholder('captureMethod'),
      customer: sql.placeholder('customer'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('sandbox_intent_insert'),
);

export type SandboxProvider = PaymentProvider & {
  /** Where sandbox events go: set once by the payments service (the same path as Stripe's webhooks). */
  onEvent(sink: EventSink): void;
  confirm(clientSecret: string, card: SandboxCard): Promise<SandboxConfirmResponse>;
  authenticate(clientSecret: string, outcome: 'complete' | 'fail'): Promise<SandboxConfirmResponse>;
  completeOnboarding(accountId: string): Promise<{ id: string; detailsSubmitted: boolean }>;
};

/**
 * The built-in provider used when no Stripe keys are set. It behaves like Stripe's test mode: test
 * card numbers, declines, an extra authentication step, payout onboarding, refunds, and signed
 * webhook events, so the app confirms bookings through exactly the same path as with Stripe.
 */
export function createSandboxProvider(deps: {
  db: Database;
  clock: Clock;
  webhookSecret: string;
}): SandboxProvider {
  const { db, clock } = deps;
  let sink: EventSink | undefined;

  async function findIntent(where: { id?: string; clientSecret?: string }): Promise<IntentRow> {
    const condition = where.id
      ? eq(sandboxPaymentIntents.id, where.id)
      : eq(sandboxPaymentIntents.client_secret, where.clientSecret ?? '');
    const [row] = await db.select().from(sandboxPaymentIntents).where(condition);
    if (!row) throw new ProviderError('No such payment intent', 'resource_missing', 404);
    return row;
  }

  /**
   * Moves an intent on only from the state the caller read, as Stripe does atomically: of two
   * confirmations (or a confirmation and a cancellation) at once, one acts and the other sees its result.
   */
  async function moveFrom(
    seen: IntentRow,
    status: PaymentStatus,
    error: { code: string; message: string } | null,
    extra: Partial<IntentRow> = {},
  ) {
    const [row] = await db
      .update(sandboxPaymentIntents)
      .set({
        status,
        last_error_code: error?.code ?? null,
        last_error_message: error?.message ?? null,
        updated_at: clock.now(),
        ...extra,
      })
      .where(
        and(
          eq(sandboxPaymentIntents.id, seen.id),
          eq(sandboxPaymentIntents.status, seen.status),
          seen.last_error_code === null
            ? isNull(sandboxPaymentIntents.last_error_code)
            : eq(sandboxPaymentIntents.last_error_code, seen.last_error_code),
        ),
      )
      .returning();
    return row;
  }

  const unexpectedState = (): SandboxConfirmResponse => ({
    status: 'requires_payment_method',
    error: {
      code: 'payment_intent_unexpected_state',
      message: 'This payment can no longer be completed. Please start again.',
    },
  });

  /** The answer for a confirmation that lost a race: whatever the intent became meanwhile. */
  async function settled(clientSecret: string): Promise<SandboxConfirmResponse> {
    const row = await findIntent({ clientSecret });
    if (row.status === 'succeeded' || row.status === 'requires_capture')
      return { status: row.status };
    return unexpectedState();
  }

  /**
   * A card that passed: charged at once, or for a manual-capture intent (a request to book)
   * authorised only, as Stripe's requires_capture.
   */
  async function approve(row: IntentRow, clientSecret: string, card?: SandboxCard) {
    const manual = row.capture_method === 'manual';
    const paid = await moveFrom(row, manual ? 'requires_capture' : 'succeeded', null, {
      amount_captured: manual ? null : row.amount,
    });
    if (!paid) return settled(clientSecret);
    // The card is remembered on the intent, as Stripe's payment_method: a deposit is later
    // authorised on it off-session. 4000 0000 0000 0341 authorises, then its charges fail.
    const failsLater = card?.number.replace(/[\s-]/g, '') === SANDBOX_CARDS.declinesAtCapture;
    await db
      .update(sandboxPaymentIntents)
      .set({
        declines_at_capture: manual && failsLater,
        payment_method: idFrom('pm', row.id),
        payment_method_declines: failsLater,
      })
      .where(eq(sandboxPaymentIntents.id, row.id));
    await emitIntent(
      manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded',
      paid,
    );
    return { status: paid.status as 'succeeded' | 'requires_capture' };
  }

  async function emit(type: string, object: Record<string, unknown>) {
    if (!sink) return;
    const body = JSON.stringify({
      id: randomId('evt'),
      type,
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object },
    });
    await sink(body, signPayload(body, deps.webhookSecret, clock.now()));
  }

  const emitIntent = (type: string, row: IntentRow) =>
    emit(type, { id: row.id, object: 'payment_intent', status: row.status });

  async function movement(
    kind: string,
    values: Omit<typeof sandboxMoneyMovements.$inferInsert, 'id' | 'kind'>,
  ) {
    const prefix = kind === 'refund' ? 're' : kind === 'payout' ? 'po' : 'tr';
    await db
      .insert(sandboxMoneyMovements)
      .values({ id: idFrom(prefix, values.idempotency_key), kind, ...values })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(sandboxMoneyMovements)
      .where(eq(sandboxMoneyMovements.idempotency_key, values.idempotency_key));
    return row!;
  }

  /**
   * Confirms a new intent now on a card an earlier intent saved (a deposit's authorisation): the
   * card's own answer, as Stripe's off_session confirmation. A repeat of the key answers the first
   * outcome again (the declined one throws again).
   */
  async function confirmOffSession(
    created: IntentRow | undefined,
    id: string,
    paymentMethod: string,
  ): Promise<ProviderIntent> {
    let row = created ?? (await findIntent({ id }));
    if (created) {
      const [card] = await db
        .select({ declines: sandboxPaymentIntents.payment_method_declines })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.payment_method, paymentMethod))
        .limit(1);
      if (!card)
        throw new ProviderError(
          `No such PaymentMethod: '${paymentMethod}'`,
          'resource_missing',
          400,
        );
      const manual = row.capture_method === 'manual';
      const moved = card.declines
        ? await moveFrom(
            row,
            'requires_payment_method',
            { ...CAPTURE_DECLINED },
            {
              payment_method: paymentMethod,
            },
          )
        : await moveFrom(row, manual ? 'requires_capture' : 'succeeded', null, {
            payment_method: paymentMethod,
            amount_captured: manual ? null : row.amount,
          });
      row = moved ?? (await findIntent({ id }));
      await emitIntent(
        card.declines
          ? 'payment_intent.payment_failed'
          : manual
            ? 'payment_intent.amount_capturable_updated'
            : 'payment_intent.succeeded',
        row,
      );
    }
    if (row.last_error_code)
      throw new ProviderError(row.last_error_message ?? '', row.last_error_code, 402);
    return toIntent(row);
  }

  return {
    name: 'sandbox',
    onEvent(next) {
      sink = next;
    },

    async createIntent(input) {
      const id = idFrom('pi', input.idempotencyKey);
      const [created] = await intentInsert(db).execute({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        applicationFeeAmount: input.destination ? input.applicationFeeAmount : null,
        destination: input.destination,
        metadata: { booking_id: input.bookingId, ...input.metadata },
        captureMethod: input.captureMethod ?? 'automatic',
        customer: input.saveCard ? idFrom('cus', input.idempotencyKey) : null,
      });
      if (input.offSession) return confirmOffSession(created, id, input.offSession.paymentMethod);
      // A repeated idempotency key returns the intent made the first time, as Stripe does.
      return toIntent(created ?? (await findIntent({ id })));
    },

    retrieveIntent: async (id) => toIntent(await findIntent({ id })),

    async cancelIntent(id) {
      const row = await findIntent({ id });
      if (row.status === 'succeeded' || row.status === 'canceled') return toIntent(row);
      const cancelled = await moveFrom(row, 'canceled', null);
      // Paid or cancelled a moment ago: the intent as it is now (a paid one is never cancelled).
      if (!cancelled) return toIntent(await findIntent({ id }));
      await emitIntent('payment_intent.canceled', cancelled);
      return toIntent(cancelled);
    },

    async captureIntent(id, _idempotencyKey, amountToCapture) {
      const row = await findIntent({ id });
      if (row.status === 'succeeded') return toIntent(row);
      if (row.status !== 'requires_capture')
        throw new ProviderError(
          `This PaymentIntent could not be captured because it has a status of ${row.status}.`,
          'payment_intent_unexpected_state',
          400,
        );
      if (row.declines_at_capture) {
        const declined = await moveFrom(row, 'requires_payment_method', { ...CAPTURE_DECLINED });
        if (declined) await emitIntent('payment_intent.payment_failed', declined);
        throw new ProviderError(CAPTURE_DECLINED.message, CAPTURE_DECLINED.code, 402);
      }
      if (amountToCapture !== undefined && amountToCapture > row.amount)
        throw new ProviderError(
          'The amount to capture must be at most the amount capturable.',
          'amount_too_large',
          400,
        );
      // A partial capture releases the rest of the authorisation, as Stripe does.
      const captured = await moveFrom(row, 'succeeded', null, {
        amount_captured: amountToCapture ?? row.amount,
      });
      // Captured or released a moment ago by another call: the intent as it is now.
      if (!captured) {
        const now = await findIntent({ id });
        if (now.status === 'succeeded') return toIntent(now);
        throw new ProviderError(
          `This PaymentIntent could not be captured because it has a status of ${now.status}.`,
          'payment_intent_unexpected_state',
          400,
        );
      }
      await emitIntent('payment_intent.succeeded', captured);
      return toIntent(captured);
    },

    async refund(input) {
      const intent = await findIntent({ id: input.paymentIntentId });
      if (intent.status !== 'succeeded')
        throw new ProviderError('This payment has not succeeded', 'charge_not_refundable', 400);
      const row = await movement('refund', {
        idempotency_key: input.idempotencyKey,
        payment_intent_id: intent.id,
        amount: input.amount,
        currency: intent.currency,
        reverse_transfer: intent.transfer_destination !== null,
        refund_application_fee: intent.transfer_destination !== null,
      });
      return { id: row.id, amount: row.amount };
    },

    async createAccount(input) {
      const id = idFrom('acct', input.idempotencyKey);
      await db
        .insert(sandboxAccounts)
        .values({ id, idempotency_key: input.idempotencyKey, email: input.email })
        .onConflictDoNothing();
      return { id };
    },

    createAccountLink: async (input) => ({
      url: `/sandbox/onboarding/${encodeURIComponent(input.accountId)}`,
    }),

    async retrieveAccount(id) {
      const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
      if (!row) throw new ProviderError('No such account', 'resource_missing', 404);
      return { id: row.id, detailsSubmitted: row.details_submitted };
    },

    async completeOnboarding(accountId) {
      const [row] = await db
        .update(sandboxAccounts)
        .set({ details_submitted: true })
        .where(eq(sandboxAccounts.id, accountId))
        .returning();
      if (!row) throw new ProviderError('No such account', 'resource_missing', 404);
      await emit('account.updated', { id: row.id, object: 'account', details_submitted: true });
      return { id: row.id, detailsSubmitted: true };
    },

    async releasePayout(input) {
      const row = await movement('payout', {
        idempotency_key: input.idempotencyKey,
        payment_intent_id: input.paymentIntentId,
        account_id: input.accountId,
        amount: input.amount,
        currency: input.currency,
      });
      return { id: row.id };
    },

    async parseWebhook(rawBody, signature) {
      if (!verifySignature(rawBody, signature, deps.webhookSecret, clock.now()))
        throw new WebhookSignatureError('Invalid signature');
      const event = JSON.parse(rawBody) as {
        id: string;
        type: string;
        data: { object: { id: string; object: string } };
      };
      const object = event.data.object;
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: object.object === 'payment_intent' ? object.id : null,
        accountId: object.object === 'account' ? object.id : null,
      };
    },

    async confirm(clientSecret, card) {
      const row = await findIntent({ clientSecret });
      if (row.status === 'succeeded' || row.status === 'requires_capture')
        return { status: row.status };
      if (row.status !== 'requires_payment_method' || row.last_error_code) return unexpectedState();
      const outcome = cardOutcome(card, clock.now());
      if (outcome.kind === 'succeeded') return approve(row, clientSecret, card);
      if (outcome.kind === 'requires_action') {
        if (!(await moveFrom(row, 'requires_action', null))) return settled(clientSecret);
        return { status: 'requires_action', nextActionUrl: sandboxAuthenticatePath(clientSecret) };
      }
      const error = { code: outcome.code, message: outcome.message };
      const declined = await moveFrom(row, 'requires_payment_method', error);
      if (!declined) return settled(clientSecret);
      await emitIntent('payment_intent.payment_failed', declined);
      return { status: 'requires_payment_method', error };
    },

    async authenticate(clientSecret, outcome) {
      const row = await findIntent({ clientSecret });
      if (row.status === 'succeeded' || row.status === 'requires_capture')
        return { status: row.status };
      if (row.status !== 'requires_action') return unexpectedState();
      const error = outcome === 'complete' ? null : { ...AUTHENTICATION_FAILED };
      if (!error) return approve(row, clientSecret);
      const moved = await moveFrom(row, error ? 'requires_payment_method' : 'succeeded', error);
      if (!moved) return settled(clientSecret);
      await emitIntent(error ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', moved);
      return error ? { status: 'requires_payment_method', error } : { status: 'succeeded' };
    },
  };
}
