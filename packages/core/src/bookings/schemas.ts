import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { DURATION_UNITS } from './constants.ts';
import { BOOKING_MESSAGES, REQUEST_MESSAGES } from './messages.ts';

/**
 * The messages of the booking form and of create-payment-intent
 * (docs/product/booking-lifecycle.md#who-may-book).
 */
const dateTime = z
  .string({ error: BOOKING_MESSAGES.selectDateTime })
  .trim()
  .min(1, BOOKING_MESSAGES.selectDateTime)
  .pipe(z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.selectDateTime }));

export const DurationUnitSchema = z.enum(DURATION_UNITS, {
  error: 'Please choose hour, day, week or month',
});

/** A guest's message with a request to book: 1 to 1000 characters after trimming. */
export const RequestMessageSchema = z
  .string({ error: REQUEST_MESSAGES.messageRequired })
  .trim()
  .min(1, REQUEST_MESSAGES.messageRequired)
  .max(1000, REQUEST_MESSAGES.messageTooLong);

/** Body of POST /rest/v1/booking-requests/{id}/decline: an optional reason for the guest. */
export const DeclineRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, REQUEST_MESSAGES.reasonTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type DeclineRequestInput = z.input<typeof DeclineRequestSchema>;

/** Body of POST /functions/v1/create-payment-intent (docs/product/booking-lifecycle.md#holds). */
export const CreatePaymentIntentSchema = z.object({
  spaceId: z.uuid('Space not found'),
  startTime: dateTime,
  endTime: dateTime,
  // Numbers in JSON, never coerced: `true`, `"1"` or `[3960]` are refused, not read as numbers.
  duration: z
    .number({ error: 'Please choose a duration' })
    .int('Please choose a duration')
    .min(1, 'Please choose a duration'),
  durationUnit: DurationUnitSchema.default('hour'),
  /** The guest total in minor units, as the browser computed it: a consistency check only. */
  amount: z.number({ error: 'Invalid amount' }).int('Invalid amount').min(0, 'Invalid amount'),
  currency: CurrencySchema,
  /**
   * The guest's message to the host: required (1 to 1000 characters) when the listing takes
   * requests to book, ignored otherwise (docs/product/booking-lifecycle.md#request-to-book).
   */
  message: RequestMessageSchema.optional(),
});
export type CreatePaymentIntentInput = z.input<typeof CreatePaymentIntentSchema>;
export type CreatePaymentIntent = z.infer<typeof CreatePaymentIntentSchema>;

/** A card as the sandbox payment form sends it (digits only after trimming spaces). */
export const SandboxCardSchema = z.object({
  number: z
    .string({ error: 'Your card number is incomplete.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  exp_month: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .int()
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  exp_year: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .int()
    .min(0, "Your card's expiration year is invalid."),
  cvc: z
    .string({ error: "Your card's security code is incomplete." })
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type SandboxCard = z.infer<typeof SandboxCardSchema>;

/** Body of POST /functions/v1/sandbox/confirm. */
export const SandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1, 'Invalid response: missing client secret'),
  card: SandboxCardSchema,
});
export type SandboxConfirmInput = z.input<typeof SandboxConfirmSchema>;

/** Body of POST /functions/v1/sandbox/authenticate: the guest passes or fails the extra step. */
export const SandboxAuthenticateSchema = z.object({
  clientSecret: z.string().min(1, 'Invalid response: missing client secret'),
  outcome: z.enum(['complete', 'fail']),
});
export type SandboxAuthenticateInput = z.input<typeof SandboxAuthenticateSchema>;

/** Query of GET /functions/v1/payment-status. */
export const PaymentStatusQuerySchema = z.object({
  client_secret: z.string().min(1, 'Invalid response: missing client secret'),
});

/** Body of POST /functions/v1/stripe-account (docs/product/money.md#payout-accounts). */
export const StripeAccountSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('create') }),
    z.object({ action: z.literal('check'), accountId: z.string().trim().min(1).max(255) }),
  ],
  { error: "action must be 'create' or 'check'" },
);
export type StripeAccountInput = z.input<typeof StripeAccountSchema>;

/** Body of POST /functions/v1/sandbox/onboarding/complete. */
export const SandboxOnboardingSchema = z.object({ accountId: z.string().trim().min(1).max(255) });

/** Query of GET /rest/v1/spaces/{id}/availability: an ISO range of at most 62 days. */
export const AvailabilityQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }),
    to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }),
  })
  .refine((range) => Date.parse(range.from) < Date.parse(range.to), {
    message: 'to must be after from',
    path: ['to'],
  })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 62 * 86_400_000, {
    message: 'The range may span at most 62 days',
    path: ['to'],
  });
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

/**
 * The booking form in the browser: an option, a date and a start time in the listing's zone and a
 * duration. Turn it into start/end instants with bookingWindow() (./times.ts).
 */
export const BookingSelectionSchema = z.object({
  durationUnit: DurationUnitSchema.default('hour'),
  date: z
    .string({ error: BOOKING_MESSAGES.selectDateTime })
    .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.selectDateTime),
  time: z
    .string({ error: BOOKING_MESSAGES.selectDateTime })
    .regex(/^\d{2}:\d{2}$/, BOOKING_MESSAGES.selectDateTime),
  duration: z.coerce.number().int().min(1),
});
export type BookingSelection = z.infer<typeof BookingSelectionSchema>;
