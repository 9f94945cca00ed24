/**
 * Security deposits and their claims (docs/product/deposits.md). The web app and the server read
 * the same schemas: inputs are validated with them on both sides.
 *
 * GET  /rest/v1/deposits                         (Bearer) the deposits of the person's bookings, as
 *   guest and as host, those that need something first (an open claim, a claim window), then the
 *   newest -> Deposits
 * GET  /rest/v1/bookings/{id}/deposit            (Bearer; the booking's guest or host) -> Deposit;
 *   404 'Deposit not found' when the booking has none, or it is someone else's
 * POST /rest/v1/bookings/{id}/deposit-claim      (Bearer; the host, while the deposit is held and
 *   within 48 hours after the end; body FileClaimInput) -> 201 Deposit; 409 claim_window_closed,
 *   claim_exists, deposit_not_held with DEPOSIT_MESSAGES' wording
 * POST /rest/v1/deposit-claims/{id}/response     (Bearer; the guest, while the claim is open; body
 *   AnswerClaimInput) -> Deposit; 409 claim_decided
 * GET  /rest/v1/admin/deposit-claims?status=open|decided  (admin) -> AdminClaims, oldest open first
 * POST /rest/v1/admin/deposit-claims/{id}/decide (admin; body DecideClaimInput) -> AdminClaim;
 *   capture_amount 0 releases the deposit, up to the claim's amount captures that much and
 *   releases the rest; 409 claim_decided. The decision is kept first and the capture or release
 *   follows it (the job runner retries while the payment provider cannot be reached).
 * Photos are uploaded first through the existing upload pipeline to the bucket `deposit-claims`
 * (POST /storage/v1/object/deposit-claims/{name}); the claim names the returned paths.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema, listSchema } from '../response-schemas.ts';
import { BOOKING_STATUSES } from '../bookings/constants.ts';
import {
  CLAIM_DECISION_NOTE_MAX,
  CLAIM_DESCRIPTION_MAX,
  CLAIM_PHOTOS_MAX,
  CLAIM_RESPONSE_MAX,
  CLAIM_STATUSES,
  DEPOSIT_STATUSES,
} from './constants.ts';
import { DEPOSIT_MESSAGES } from './messages.ts';

export { DEPOSIT_MESSAGES };

const amount = z
  .number({ error: DEPOSIT_MESSAGES.enterAmount })
  .int(DEPOSIT_MESSAGES.enterAmount)
  .positive(DEPOSIT_MESSAGES.enterAmount);

const text = (max: number, empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `Use at most ${max} characters`);

/** Body of POST /rest/v1/bookings/{id}/deposit-claim. amount in minor units, at most the deposit. */
export const FileClaimSchema = z.object({
  amount,
  description: text(CLAIM_DESCRIPTION_MAX, DEPOSIT_MESSAGES.describeClaim),
  /** Paths returned by the upload pipeline in the deposit-claims bucket, the host's own. */
  photos: z
    .array(z.string().min(1))
    .max(CLAIM_PHOTOS_MAX, DEPOSIT_MESSAGES.tooManyPhotos)
    .default([]),
});
export type FileClaimInput = z.input<typeof FileClaimSchema>;

/** Body of POST /rest/v1/deposit-claims/{id}/response. */
export const AnswerClaimSchema = z.object({
  response: text(CLAIM_RESPONSE_MAX, DEPOSIT_MESSAGES.writeResponse),
});
export type AnswerClaimInput = z.input<typeof AnswerClaimSchema>;

/** Body of POST /rest/v1/admin/deposit-claims/{id}/decide. 0 releases; at most the claim's amount. */
export const DecideClaimSchema = z.object({
  capture_amount: z
    .number({ error: DEPOSIT_MESSAGES.enterAmount })
    .int(DEPOSIT_MESSAGES.enterAmount)
    .min(0, DEPOSIT_MESSAGES.enterAmount),
  note: z
    .string()
    .trim()
    .max(CLAIM_DECISION_NOTE_MAX, `Use at most ${CLAIM_DECISION_NOTE_MAX} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type DecideClaimInput = z.input<typeof DecideClaimSchema>;

export const ClaimSchema = z
  .strictObject({
    id: IdSchema,
    status: z.enum(CLAIM_STATUSES),
    amount: MinorUnitsSchema,
    description: z.string(),
    /** URLs the booking's guest, host and admins can open. */
    photo_urls: z.array(z.string()),
    guest_response: z.string().nullable(),
    guest_responded_at: TimeSchema.nullable(),
    /** Set once decided: what was captured (0 when released). */
    decided_amount: MinorUnitsSchema.nullable(),
    decision_note: z.string().nullable(),
    decided_at: TimeSchema.nullable(),
    created_at: TimeSchema,
  })
  .meta({ id: 'DepositClaim' });
export type Claim = z.infer<typeof ClaimSchema>;

export const DepositSchema = z
  .strictObject({
    id: IdSchema,
    booking_id: IdSchema,
    /** The person's side of the booking. */
    role: z.enum(['guest', 'host']),
    status: z.enum(DEPOSIT_STATUSES),
    amount: MinorUnitsSchema,
    currency: CurrencySchema,
    /** When the authorisation is (or was) placed. */
    authorise_at: TimeSchema,
    /** 48 hours after the end: the claim window closes and an unclaimed deposit is released. */
    release_at: TimeSchema,
    held_at: TimeSchema.nullable(),
    released_at: TimeSchema.nullable(),
    captured_amount: MinorUnitsSchema.nullable(),
    /** The card's answer when the authorisation was refused. */
    failure_message: z.string().nullable(),
    booking: z.strictObject({
      status: z.enum(BOOKING_STATUSES),
      start_time: TimeSchema,
      end_time: TimeSchema,
    }),
    space: z.strictObject({ id: IdSchema, title: z.string(), time_zone: z.string() }),
    guest_name: z.string().nullable(),
    host_name: z.string().nullable(),
    claim: ClaimSchema.nullable(),
    /** The host may file a claim now (held, after the start, within the window, none filed). */
    can_claim: z.boolean(),
    /** The guest may answer the open claim now. */
    can_answer: z.boolean(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof DepositSchema>;

export const DepositsResponseSchema = listSchema(DepositSchema).meta({ id: 'Deposits' });
export type DepositsResponse = z.infer<typeof DepositsResponseSchema>;

export const AdminClaimSchema = ClaimSchema.extend({
  deposit: z.strictObject({
    id: IdSchema,
    status: z.enum(DEPOSIT_STATUSES),
    amount: MinorUnitsSchema,
    currency: CurrencySchema,
    release_at: TimeSchema,
  }),
  booking: z.strictObject({ id: IdSchema, start_time: TimeSchema, end_time: TimeSchema }),
  space: z.strictObject({ id: IdSchema, title: z.string(), time_zone: z.string() }),
  host: z.strictObject({ id: IdSchema, full_name: z.string().nullable() }),
  guest: z.strictObject({ id: IdSchema, full_name: z.string().nullable() }),
}).meta({ id: 'AdminDepositClaim' });
export type AdminClaim = z.infer<typeof AdminClaimSchema>;

export const AdminClaimsResponseSchema = listSchema(AdminClaimSchema).meta({
  id: 'AdminDepositClaims',
});
export type AdminClaimsResponse = z.infer<typeof AdminClaimsResponseSchema>;
