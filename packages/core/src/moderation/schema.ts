/**
 * Moderation by admins: hiding a review, suspending a listing or a member, lifting a suspension,
 * and the admin search that finds them (docs/product/moderation.md#moderation-actions). The
 * browser and the server validate with these schemas.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { BOOKING_STATUSES } from '../bookings/constants.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema, pageSchema } from '../response-schemas.ts';

export const MODERATION_MESSAGES = {
  reasonNeeded: 'Write the reason',
  reviewNotFound: 'Review not found',
  listingNotFound: 'Listing not found',
  userNotFound: 'Member not found',
  reportNotFound: 'Report not found',
  reportElsewhere: 'This report is about something else',
  reviewAlreadyHidden: 'This review is already hidden',
  reviewNotHidden: 'This review is not hidden',
  listingAlreadySuspended: 'This listing is already suspended',
  listingNotSuspended: 'This listing is not suspended',
  userAlreadySuspended: 'This member is already suspended',
  userNotSuspended: 'This member is not suspended',
  ownAccount: 'You cannot suspend your own account',
  /** What the owner hears when they try to publish a suspended listing. */
  listingSuspended:
    'This listing is suspended by our team and cannot be published. Reply to our message in Messages to appeal.',
  /** What a guest hears when they try to book a listing that is suspended. */
  listingNotBookable: 'This listing is suspended and cannot be booked.',
  /** What a suspended member hears when they try to sign in. */
  accountSuspended:
    'Your account is suspended. Write to us through the Contact page if you think this is a mistake.',
} as const;

/** What an admin sends with every action: why, and the report it answers, if any. */
export const ModerationActionSchema = z.object({
  // Missing or not text says the same as empty: the reason is what is asked for.
  reason: z
    .string({ error: MODERATION_MESSAGES.reasonNeeded })
    .trim()
    .min(1, MODERATION_MESSAGES.reasonNeeded)
    .max(1000, 'At most 1000 characters'),
  /** The open report the action answers; it is closed with the reason as its resolution. */
  report_id: z.uuid(MODERATION_MESSAGES.reportNotFound).optional(),
});
export type ModerationAction = z.infer<typeof ModerationActionSchema>;

/** The answer to an action: the target as it is now, and the report it closed. */
export const ModerationResultSchema = z
  .strictObject({
    target_type: z.enum(['review', 'listing', 'user']),
    target_id: IdSchema,
    /** Hidden (a review) or suspended (a listing, a member) after the action. */
    active: z.boolean(),
    report_closed: z.boolean(),
    /** Bookings cancelled and refunded in full by a member's suspension. */
    cancelled_bookings: z.int().nonnegative(),
  })
  .meta({ id: 'ModerationResult' });
export type ModerationResult = z.infer<typeof ModerationResultSchema>;

export const ADMIN_SEARCH_KINDS = ['users', 'listings', 'bookings'] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

export const ADMIN_SEARCH_LABELS: Record<AdminSearchKind, string> = {
  users: 'Members',
  listings: 'Listings',
  bookings: 'Bookings',
};

export const ADMIN_SEARCH_HINTS: Record<AdminSearchKind, string> = {
  users: 'E-mail or name',
  listings: 'Title or listing id',
  bookings: 'Booking id or guest e-mail',
};

/** The admin search's query: what to look for, and the page. */
export const AdminSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type what to look for').max(200, 'At most 200 characters'),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminSearchQuery = z.input<typeof AdminSearchQuerySchema>;

export const AdminUserRowSchema = z
  .strictObject({
    id: IdSchema,
    email: z.string(),
    full_name: z.string().nullable(),
    is_admin: z.boolean(),
    suspended_at: TimeSchema.nullable(),
    suspension_reason: z.string().nullable(),
    listings: z.int().nonnegative(),
    created_at: TimeSchema,
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminListingRowSchema = z
  .strictObject({
    id: IdSchema,
    title: z.string(),
    location: z.string(),
    owner_id: IdSchema,
    owner_email: z.string(),
    is_published: z.boolean(),
    suspended_at: TimeSchema.nullable(),
    suspension_reason: z.string().nullable(),
    rating: z.number(),
    review_count: z.int().nonnegative(),
    created_at: TimeSchema,
  })
  .meta({ id: 'AdminListingRow' });
export type AdminListingRow = z.infer<typeof AdminListingRowSchema>;

export const AdminBookingRowSchema = z
  .strictObject({
    id: IdSchema,
    status: z.enum(BOOKING_STATUSES),
    start_time: TimeSchema,
    end_time: TimeSchema,
    total_price: MinorUnitsSchema,
    currency: z.string(),
    guest_id: IdSchema,
    guest_email: z.string(),
    space_id: IdSchema,
    space_title: z.string(),
    /** The listing's zone, in which the booking's times are written. */
    time_zone: z.string(),
    created_at: TimeSchema,
  })
  .meta({ id: 'AdminBookingRow' });
export type AdminBookingRow = z.infer<typeof AdminBookingRowSchema>;

export const AdminUsersPageSchema = pageSchema(AdminUserRowSchema).meta({ id: 'AdminUsersPage' });
export const AdminListingsPageSchema = pageSchema(AdminListingRowSchema).meta({
  id: 'AdminListingsPage',
});
export const AdminBookingsPageSchema = pageSchema(AdminBookingRowSchema).meta({
  id: 'AdminBookingsPage',
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;
export type AdminListingsPage = z.infer<typeof AdminListingsPageSchema>;
export type AdminBookingsPage = z.infer<typeof AdminBookingsPageSchema>;

/** A listing's guest reviews as admins see them, hidden ones included. */
export const AdminReviewRowSchema = z
  .strictObject({
    id: IdSchema,
    rating: z.int(),
    comment: z.string(),
    author_email: z.string().nullable(),
    published_at: TimeSchema.nullable(),
    hidden_at: TimeSchema.nullable(),
    hidden_reason: z.string().nullable(),
    created_at: TimeSchema,
  })
  .meta({ id: 'AdminReviewRow' });
export type AdminReviewRow = z.infer<typeof AdminReviewRowSchema>;
export const AdminReviewsSchema = z
  .strictObject({ data: z.array(AdminReviewRowSchema) })
  .meta({ id: 'AdminReviews' });
export type AdminReviews = z.infer<typeof AdminReviewsSchema>;
