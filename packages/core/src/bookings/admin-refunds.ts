import '../zod-config.ts';
import { z } from 'zod';
import { formatMoney, type Currency } from '../money/currencies.ts';
import { CurrencySchema } from '../money/currency-schema.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema } from '../response-schemas.ts';
import { BOOKING_STATUSES } from './constants.ts';

/** The longest reason an admin may give for a refund. */
export const REFUND_REASON_MAX = 500;

/** What an admin refund says (docs/product/money.md#refunds-by-admins). */
export const ADMIN_REFUND_TEXT = {
  reasonRequired: 'Please give a reason for the refund',
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX} characters`,
  amountRequired: 'Enter an amount above zero',
  notRefundable: 'Only confirmed or completed bookings can be refunded',
  refundFailed: 'Failed to refund booking',
  bookingNotFound: 'Booking not found',
} as const;

/** A booking's id as the admin types it to find the booking: anything else finds none. */
export const AdminBookingIdSchema = z.uuid(ADMIN_REFUND_TEXT.bookingNotFound);

/** 'At most $27.50 can still be refunded' (or 'Nothing is left to refund'). */
export function refundLeftMessage(left: number, currency: Currency): string {
  return left <= 0
    ? 'Nothing is left to refund on this booking'
    : `At most ${formatMoney(left, currency)} can still be refunded`;
}

/**
 * POST /rest/v1/admin/bookings/{id}/refunds: the amount in the booking currency's minor units, a
 * reason the guest reads, and a key the admin's page makes once per refund it means to send (a
 * replay or a second click with the same key refunds once).
 */
export const AdminRefundSchema = z.object({
  amount: z
    .number({ error: ADMIN_REFUND_TEXT.amountRequired })
    .int(ADMIN_REFUND_TEXT.amountRequired)
    .min(1, ADMIN_REFUND_TEXT.amountRequired)
    .max(Number.MAX_SAFE_INTEGER, ADMIN_REFUND_TEXT.amountRequired),
  reason: z
    .string({ error: ADMIN_REFUND_TEXT.reasonRequired })
    .trim()
    .min(1, ADMIN_REFUND_TEXT.reasonRequired)
    .max(REFUND_REASON_MAX, ADMIN_REFUND_TEXT.reasonTooLong),
  idempotency_key: z.uuid('Invalid idempotency key'),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One admin refund of a booking as admins see it. */
export const AdminRefundRowSchema = z
  .strictObject({
    id: IdSchema,
    amount: MinorUnitsSchema,
    currency: CurrencySchema,
    reason: z.string(),
    /** The part taken from the host's payout; the platform gave back the rest. */
    host_share: MinorUnitsSchema,
    /** The part that was platform fee. */
    fee_share: MinorUnitsSchema,
    status: z.enum(REFUND_STATUSES),
    admin_email: z.string().nullable(),
    created_at: TimeSchema,
  })
  .meta({ id: 'AdminRefund' });
export type AdminRefundRow = z.infer<typeof AdminRefundRowSchema>;

/** GET /rest/v1/admin/bookings/{id}: a booking, its money, its payout and its refunds. */
export const AdminBookingSchema = z
  .strictObject({
    id: IdSchema,
    status: z.enum(BOOKING_STATUSES),
    start_time: TimeSchema,
    end_time: TimeSchema,
    time_zone: z.string(),
    created_at: TimeSchema,
    space: z.strictObject({ id: IdSchema, title: z.string() }),
    guest_email: z.string(),
    host_email: z.string(),
    currency: CurrencySchema,
    subtotal: MinorUnitsSchema,
    platform_fee_amount: MinorUnitsSchema,
    total_price: MinorUnitsSchema,
    refunded_amount: MinorUnitsSchema,
    /** What an admin may still refund: total minus everything refunded; 0 unless confirmed or completed. */
    refundable: MinorUnitsSchema,
    payout: z
      .strictObject({
        amount: MinorUnitsSchema,
        status: z.enum(['scheduled', 'paid', 'cancelled']),
        /** Earlier refunds' adjustments netted on this payout when it was released (negative). */
        adjustment_amount: MinorUnitsSchema.nullable(),
      })
      .nullable(),
    refunds: z.array(AdminRefundRowSchema),
  })
  .meta({ id: 'AdminBooking' });
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

/** The answer to a refund: the refund (the one made before, for a replayed key) and the booking now. */
export const AdminRefundResponseSchema = z
  .strictObject({ refund: AdminRefundRowSchema, booking: AdminBookingSchema })
  .meta({ id: 'AdminRefundResponse' });
export type AdminRefundResponse = z.infer<typeof AdminRefundResponseSchema>;

/** A refund as the guest sees it on their booking. */
export const GuestRefundSchema = z
  .strictObject({ amount: MinorUnitsSchema, reason: z.string(), refunded_at: TimeSchema })
  .meta({ id: 'GuestRefund' });
export type GuestRefund = z.infer<typeof GuestRefundSchema>;
