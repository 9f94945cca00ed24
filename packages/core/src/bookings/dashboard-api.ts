/**
 * GET /rest/v1/dashboard  (Bearer): the person's own bookings as a guest, and the host's view of
 * their own listings (docs/product/pages-and-messages.md#dashboard). Re-exported by ./api.ts, where
 * the web app reads it.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema } from '../response-schemas.ts';
import { BOOKING_STATUSES } from './constants.ts';
import { MyBookingSchema } from './my-bookings-api.ts';

/** Per currency, over confirmed and completed bookings: gross = subtotals, payout = 90% of them. */
export const EarningsLineSchema = z
  .strictObject({ currency: CurrencySchema, gross: MinorUnitsSchema, payout: MinorUnitsSchema })
  .meta({ id: 'EarningsLine' });
export type EarningsLine = z.infer<typeof EarningsLineSchema>;

export const HostBookingSchema = z
  .strictObject({
    id: IdSchema,
    status: z.enum(BOOKING_STATUSES),
    start_time: TimeSchema,
    end_time: TimeSchema,
    total_price: MinorUnitsSchema,
    subtotal: MinorUnitsSchema,
    currency: CurrencySchema,
    created_at: TimeSchema,
    guest_name: z.string().nullable(),
    space: z.strictObject({ id: IdSchema, title: z.string(), time_zone: z.string() }),
  })
  .meta({ id: 'HostBooking' });
export type HostBooking = z.infer<typeof HostBookingSchema>;

export const DashboardSpaceSchema = z
  .strictObject({
    id: IdSchema,
    title: z.string(),
    location: z.string(),
    images: z.array(z.string()),
    hourly_price: MinorUnitsSchema,
    currency: CurrencySchema,
    available: z.boolean(),
    is_published: z.boolean(),
    rating: z.number(),
    review_count: z.int(),
  })
  .meta({ id: 'DashboardSpace' });
export type DashboardSpace = z.infer<typeof DashboardSpaceSchema>;

export const PayoutAccountSchema = z
  .strictObject({
    connected: z.boolean(),
    account_id: z.string().nullable(),
    onboarding_complete: z.boolean(),
  })
  .meta({ id: 'PayoutAccount' });
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;

/**
 * The person's own bookings as a guest, at most 5 in all: the upcoming ones (held or confirmed, not
 * yet ended), the soonest first, then the others (ended or cancelled), the most recent first
 * (docs/product/booking-lifecycle.md#upcoming-and-past).
 */
export const GuestBookingsSchema = z
  .strictObject({ upcoming: z.array(MyBookingSchema), past: z.array(MyBookingSchema) })
  .meta({ id: 'GuestBookings' });
export type GuestBookings = z.infer<typeof GuestBookingsSchema>;

export const DashboardResponseSchema = z
  .strictObject({
    my_bookings: GuestBookingsSchema,
    earnings: z.array(EarningsLineSchema),
    /** Confirmed bookings of the host's listings that have not ended yet. */
    active_bookings: z.int(),
    listing_count: z.int(),
    /** 5 paid bookings of the host's listings (any status), upcoming first, as `my_bookings`. */
    recent_bookings: z.array(HostBookingSchema),
    /** The host's first 3 listings, newest first. */
    listings: z.array(DashboardSpaceSchema),
    payout_account: PayoutAccountSchema,
  })
  .meta({ id: 'Dashboard' });
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
