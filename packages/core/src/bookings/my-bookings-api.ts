/**
 * The guest's own bookings (re-exported by ./api.ts, where the web app reads them).
 *
 * GET /rest/v1/bookings  (Bearer) -> MyBookings: upcoming bookings first, the soonest first, then
 *   the others, the most recent first (docs/product/booking-lifecycle.md#upcoming-and-past).
 * GET /rest/v1/bookings/{id}  (Bearer; own only, someone else's -> 404 'Booking not found')
 *   -> BookingDetail, what the confirmation page shows.
 * POST /rest/v1/bookings/{id}/cancel  (Bearer; own, pending or confirmed; someone else's -> 404;
 *   another state -> 409 not_cancellable) -> CancelledBooking
 */
import '../zod-config.ts';
import { z } from 'zod';
import { BOOKING_MODES, CANCELLATION_POLICIES } from '../listings/constants.ts';
import { CurrencySchema } from '../money/currency-schema.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema, listSchema } from '../response-schemas.ts';
import { BOOKING_STATUSES, DURATION_UNITS } from './constants.ts';
import { GuestRefundSchema } from './admin-refunds.ts';

export const BookingSpaceSchema = z
  .strictObject({
    id: IdSchema,
    title: z.string(),
    location: z.string(),
    images: z.array(z.string()),
    time_zone: z.string(),
    currency: CurrencySchema,
  })
  .meta({ id: 'BookingSpace' });
export type BookingSpace = z.infer<typeof BookingSpaceSchema>;

export const MyBookingSchema = z
  .strictObject({
    id: IdSchema,
    space_id: IdSchema,
    status: z.enum(BOOKING_STATUSES),
    start_time: TimeSchema,
    end_time: TimeSchema,
    duration: z.int(),
    duration_unit: z.enum(DURATION_UNITS),
    subtotal: MinorUnitsSchema,
    platform_fee_percentage: z.number(),
    platform_fee_amount: MinorUnitsSchema,
    total_price: MinorUnitsSchema,
    refunded_amount: MinorUnitsSchema,
    currency: CurrencySchema,
    /** The listing's policy when the booking was made: it decides the refund, and the cancel dialog states it. */
    cancellation_policy: z.enum(CANCELLATION_POLICIES),
    created_at: TimeSchema,
    /** Set while a pending hold lasts. */
    hold_expires_at: TimeSchema.nullable(),
    /** Booked at once, or asked for with a message and answered by the host. */
    booking_mode: z.enum(BOOKING_MODES),
    /** A request to book: the host's answer is due by then (docs/product/booking-lifecycle.md#request-to-book). */
    request_expires_at: TimeSchema.nullable().optional(),
    /** Why a request ended without a booking: request_declined, request_expired, request_withdrawn, capture_failed. */
    cancellation_reason: z.string().nullable().optional(),
    /** The host's reason, when they declined and gave one. */
    decline_reason: z.string().nullable().optional(),
    /** Refunds admins made of it, with their reasons (docs/product/money.md#refunds-by-admins). */
    refunds: z.array(GuestRefundSchema),
    space: BookingSpaceSchema,
  })
  .meta({ id: 'MyBooking' });
export type MyBooking = z.infer<typeof MyBookingSchema>;

export const MyBookingsResponseSchema = listSchema(MyBookingSchema).meta({ id: 'MyBookings' });
export type MyBookingsResponse = z.infer<typeof MyBookingsResponseSchema>;

/** Where the listing is; city, state and country are public, the rest is shared once booked. */
export const BookingAddressSchema = z
  .strictObject({
    street_address: z.string().nullable(),
    unit_number: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string(),
  })
  .meta({ id: 'BookingAddress' });
export type BookingAddress = z.infer<typeof BookingAddressSchema>;

/** One of the guest's bookings with what its confirmation shows. */
export const BookingDetailSchema = MyBookingSchema.extend({
  /** The price of one hour, day, week or month of it: subtotal = unit_price x duration. */
  unit_price: MinorUnitsSchema,
  /**
   * The listing's address once the booking is confirmed (or completed), null before and after a
   * cancellation (docs/product/listings.md#address-sharing).
   */
  address: BookingAddressSchema.nullable(),
}).meta({ id: 'BookingDetail' });
export type BookingDetail = z.infer<typeof BookingDetailSchema>;

export const CancelBookingResponseSchema = z
  .strictObject({
    booking: MyBookingSchema,
    refund: z.strictObject({ amount: MinorUnitsSchema, currency: CurrencySchema }),
  })
  .meta({ id: 'CancelledBooking' });
export type CancelBookingResponse = z.infer<typeof CancelBookingResponseSchema>;
