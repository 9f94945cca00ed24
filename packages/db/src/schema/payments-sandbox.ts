import { bigint, boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { currency } from './enums.ts';

/**
 * The built-in sandbox payment provider's own records (used when no Stripe keys are set). They
 * mirror the Stripe objects the app uses, so both providers answer the same questions.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    client_secret: text('client_secret').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    status: text('status').notNull(),
    last_error_code: text('last_error_code'),
    last_error_message: text('last_error_message'),
    application_fee_amount: bigint('application_fee_amount', { mode: 'number' }),
    transfer_destination: text('transfer_destination'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** 'manual': a confirmed card is authorised (requires_capture) and charged only at capture. */
    capture_method: text('capture_method').notNull().default('automatic'),
    /** The test card that authorises and then declines at capture was used. */
    declines_at_capture: boolean('declines_at_capture').notNull().default(false),
    /** The card the intent was confirmed with (pm_...), reusable off-session when saved. */
    payment_method: text('payment_method'),
    /** That card attaches, but charges on it later fail (test card 4000 0000 0000 0341). */
    payment_method_declines: boolean('payment_method_declines').notNull().default(false),
    /** The customer the card is saved to (setup_future_usage: off_session), if any. */
    customer: text('customer'),
    /** What a capture took (all, or part of an authorisation); null before. */
    amount_captured: bigint('amount_captured', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payment_intents_client_secret_key').on(t.client_secret),
    uniqueIndex('sandbox_payment_intents_idempotency_key').on(t.idempotency_key),
  ],
);

/** Sandbox payout accounts (Stripe Connect accounts), completed on the sandbox onboarding page. */
export const sandboxAccounts = pgTable(
  'sandbox_accounts',
  {
    id: text('id').primaryKey(),
    idempotency_key: text('idempotency_key').notNull(),
    email: text('email'),
    details_submitted: boolean('details_submitted').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_accounts_idempotency_key').on(t.idempotency_key)],
);

/** Money the sandbox moved: refunds of intents and transfers/payouts to accounts. */
export const sandboxMoneyMovements = pgTable(
  'sandbox_money_movements',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    payment_intent_id: text('payment_intent_id'),
    account_id: text('account_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    reverse_transfer: boolean('reverse_transfer').notNull().default(false),
    refund_application_fee: boolean('refund_application_fee').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_money_movements_idempotency_key').on(t.idempotency_key)],
);
