/**
 * Deleting one's own account and taking one's data along (docs/product/accounts-and-sessions.md#deleting-an-account).
 *
 * GET  /rest/v1/account/export  -> AccountExport, as a JSON file to download
 * POST /rest/v1/account/delete  AccountDeletionSchema -> AccountDeleted
 *      400 the e-mail typed is not the account's, 409 a payout is still owed to the person
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, MinorUnitsSchema, TimeSchema } from '../response-schemas.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { OwnProfileSchema, ProfileLinkSchema, ProfileUpdateSchema } from '../profiles/api.ts';

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Type your e-mail address to confirm',
  emailMismatch: 'This is not the e-mail address of your account',
  payoutOwed:
    'Your account cannot be deleted yet: a payout is still owed to you. It is paid 24 hours after the booking ends; delete your account once it has been paid.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  exportFailed: 'Your data could not be downloaded. Please try again.',
} as const;

/** The name shown for a person whose account was deleted, wherever their messages remain. */
export const REMOVED_USER_NAME = 'Removed user';

/** What the person types to delete their account: their own e-mail address. */
export const AccountDeletionSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.emailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(320),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;

/** True when the typed address is the account's (addresses are compared without case). */
export function isSameEmail(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}

export const AccountDeletedSchema = z
  .strictObject({
    deleted: z.literal(true),
    /** Bookings of theirs, and bookings on their listings, that were cancelled and refunded in full. */
    cancelled_bookings: z.int(),
  })
  .meta({ id: 'AccountDeleted' });
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

/**
 * A listing as stored, column by column: text, numbers, flags, lists of text, the opening hours;
 * times as ISO 8601, money in minor units.
 */
const ListingRowSchema = z.record(
  z.string(),
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.string()),
    z.array(z.strictObject({ from: z.int(), to: z.int() }).nullable()),
  ]),
);

const ExportBookingSchema = z.strictObject({
  id: IdSchema,
  space_id: IdSchema,
  space_title: z.string(),
  start_time: TimeSchema,
  end_time: TimeSchema,
  duration_unit: z.string(),
  duration: z.int(),
  subtotal: MinorUnitsSchema,
  platform_fee_amount: MinorUnitsSchema,
  total_price: MinorUnitsSchema,
  refunded_amount: MinorUnitsSchema,
  currency: z.enum(CURRENCIES),
  status: z.string(),
  cancellation_reason: z.string().nullable(),
  created_at: TimeSchema,
});

export const AccountExportSchema = z
  .strictObject({
    exported_at: TimeSchema,
    account: z.strictObject({
      id: IdSchema,
      email: z.string(),
      email_confirmed_at: TimeSchema.nullable(),
      last_sign_in_at: TimeSchema.nullable(),
      created_at: TimeSchema,
    }),
    /** The profile as the person edits it; null for an account that never had one. */
    profile: z.strictObject(OwnProfileSchema.shape).nullable(),
    links: z.array(ProfileLinkSchema),
    updates: z.array(ProfileUpdateSchema),
    listings: z.array(ListingRowSchema),
    bookings_as_guest: z.array(ExportBookingSchema),
    /** Bookings on the person's listings: the booking, never who the guest is. */
    bookings_as_host: z.array(ExportBookingSchema),
    /** Reviews the person wrote: of a listing as its guest, of a guest as the host. */
    reviews_written: z.array(
      z.strictObject({
        id: IdSchema,
        space_id: IdSchema,
        booking_id: IdSchema.nullable(),
        author_role: z.enum(['guest', 'host']),
        rating: z.int(),
        comment: z.string(),
        created_at: TimeSchema,
      }),
    ),
    /** The host's public replies to reviews of their listings: the reply, not the review. */
    review_replies: z.array(
      z.strictObject({
        review_id: IdSchema,
        space_id: IdSchema,
        reply: z.string(),
        replied_at: TimeSchema.nullable(),
      }),
    ),
    /** The messages the person sent, with the conversation and listing they belong to. */
    messages: z.array(
      z.strictObject({
        id: IdSchema,
        conversation_id: IdSchema,
        space_title: z.string().nullable(),
        body: z.string(),
        created_at: TimeSchema,
      }),
    ),
    payouts: z.array(
      z.strictObject({
        id: IdSchema,
        booking_id: IdSchema,
        amount: MinorUnitsSchema,
        currency: z.enum(CURRENCIES),
        status: z.string(),
        release_at: TimeSchema,
        paid_at: TimeSchema.nullable(),
        transfer_id: z.string().nullable(),
        created_at: TimeSchema,
      }),
    ),
    /** Listings the person saved. */
    favorites: z.array(
      z.strictObject({ space_id: IdSchema, space_title: z.string(), created_at: TimeSchema }),
    ),
    /** What the person reported to the admins, and how each report was closed. */
    reports: z.array(
      z.strictObject({
        id: IdSchema,
        target_type: z.string(),
        target_id: IdSchema,
        reason: z.string(),
        details: z.string(),
        status: z.string(),
        resolution: z.string().nullable(),
        closed_at: TimeSchema.nullable(),
        created_at: TimeSchema,
      }),
    ),
    /** The times the person blocked on their listings' calendars, with their private notes. */
    calendar_blocks: z.array(
      z.strictObject({
        id: IdSchema,
        space_id: IdSchema,
        start_time: TimeSchema,
        end_time: TimeSchema,
        note: z.string().nullable(),
        created_at: TimeSchema,
      }),
    ),
    /** The other calendars the person imports into their listings. */
    calendar_feeds: z.array(
      z.strictObject({
        id: IdSchema,
        space_id: IdSchema,
        name: z.string(),
        url: z.string(),
        last_synced_at: TimeSchema.nullable(),
        last_error: z.string().nullable(),
        created_at: TimeSchema,
      }),
    ),
    /** Security deposits on the person's bookings as a guest. */
    deposits: z.array(
      z.strictObject({
        id: IdSchema,
        booking_id: IdSchema,
        amount: MinorUnitsSchema,
        currency: z.enum(CURRENCIES),
        status: z.string(),
        held_at: TimeSchema.nullable(),
        released_at: TimeSchema.nullable(),
        captured_amount: MinorUnitsSchema.nullable(),
        created_at: TimeSchema,
      }),
    ),
    /**
     * Deposit claims, as host (the claim they filed) or as guest (their answer to one): each side's
     * own words, and the decision both were told.
     */
    deposit_claims: z.array(
      z.strictObject({
        id: IdSchema,
        booking_id: IdSchema,
        role: z.enum(['host', 'guest']),
        amount: MinorUnitsSchema,
        currency: z.enum(CURRENCIES),
        /** The host's description and photos: in the host's export only. */
        description: z.string().nullable(),
        photo_urls: z.array(z.string()),
        /** The guest's answer: in the guest's export only. */
        guest_response: z.string().nullable(),
        guest_responded_at: TimeSchema.nullable(),
        status: z.string(),
        decided_amount: MinorUnitsSchema.nullable(),
        decision_note: z.string().nullable(),
        decided_at: TimeSchema.nullable(),
        created_at: TimeSchema,
      }),
    ),
    /** Which kinds of e-mail the person turned off or on; a kind not listed is sent. */
    notification_preferences: z.array(z.strictObject({ kind: z.string(), email: z.boolean() })),
    uploads: z.array(z.string()),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExportSchema>;
