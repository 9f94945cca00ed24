import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bookingRefunds,
  bookings,
  payoutAdjustments,
  payouts,
  spaces,
  users,
  type Database,
} from '@rentspace/db';

const guests = alias(users, 'guest');
const hosts = alias(users, 'host');
const admins = alias(users, 'admin');

/** A booking's money as a refund needs it, locked for the rest of the caller's transaction. */
export async function lockRefundableBooking(tx: Database, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      subtotal: bookings.subtotal,
      platform_fee_amount: bookings.platform_fee_amount,
      total_price: bookings.total_price,
      refunded_amount: bookings.refunded_amount,
      currency: bookings.currency,
      payment_intent_id: bookings.payment_intent_id,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row;
}
export type RefundableBooking = NonNullable<Awaited<ReturnType<typeof lockRefundableBooking>>>;

const refundColumns = {
  id: bookingRefunds.id,
  booking_id: bookingRefunds.booking_id,
  amount: bookingRefunds.amount,
  currency: bookingRefunds.currency,
  reason: bookingRefunds.reason,
  host_share: bookingRefunds.host_share,
  fee_share: bookingRefunds.fee_share,
  status: bookingRefunds.status,
  created_at: bookingRefunds.created_at,
};
export type RefundRow = Awaited<ReturnType<typeof findRefundByKey>> & {};

export async function findRefundByKey(db: Database, bookingId: string, key: string) {
  const [row] = await db
    .select(refundColumns)
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.booking_id, bookingId), eq(bookingRefunds.idempotency_key, key)));
  return row;
}

export async function insertRefund(db: Database, values: typeof bookingRefunds.$inferInsert) {
  const [row] = await db.insert(bookingRefunds).values(values).returning(refundColumns);
  return row!;
}

/** Adds (or, with a negative amount, takes back) an admin refund on the booking's figures. */
export async function addAdminRefunded(db: Database, bookingId: string, amount: number) {
  await db
    .update(bookings)
    .set({
      refunded_amount: sql`${bookings.refunded_amount} + ${amount}`,
      admin_refunded_amount: sql`${bookings.admin_refunded_amount} + ${amount}`,
      updated_at: sql`now()`,
    })
    .where(eq(bookings.id, bookingId));
}

/** The booking's payout, locked (the payout job skips a locked one), with its host. */
export async function lockPayout(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: payouts.id,
      host_id: payouts.host_id,
      amount: payouts.amount,
      status: payouts.status,
      currency: payouts.currency,
    })
    .from(payouts)
    .where(eq(payouts.booking_id, bookingId))
    .for('update');
  return row;
}

/** A payout not yet released follows the refunds: its amount, or cancelled when nothing is left. */
export async function setScheduledPayout(db: Database, payoutId: string, owed: number) {
  await db
    .update(payouts)
    .set(owed > 0 ? { amount: owed, status: 'scheduled' } : { status: 'cancelled' })
    .where(and(eq(payouts.id, payoutId), inArray(payouts.status, ['scheduled', 'cancelled'])));
}

export async function insertAdjustment(
  db: Database,
  values: typeof payoutAdjustments.$inferInsert,
) {
  await db.insert(payoutAdjustments).values(values);
}

/** Takes back a refund's adjustment not yet netted; false when a payout netted it already. */
export async function dropOpenAdjustment(db: Database, refundId: string) {
  const dropped = await db
    .delete(payoutAdjustments)
    .where(and(eq(payoutAdjustments.refund_id, refundId), isNull(payoutAdjustments.payout_id)))
    .returning({ id: payoutAdjustments.id });
  return dropped.length > 0;
}

/** Marks a pending refund succeeded or failed; false when another attempt settled it first. */
export async function settleRefund(
  db: Database,
  refundId: string,
  outcome: { status: 'succeeded'; providerRefundId: string } | { status: 'failed' },
  now: Date,
) {
  const settled = await db
    .update(bookingRefunds)
    .set({
      status: outcome.status,
      provider_refund_id: outcome.status === 'succeeded' ? outcome.providerRefundId : null,
      settled_at: now,
    })
    .where(and(eq(bookingRefunds.id, refundId), eq(bookingRefunds.status, 'pending')))
    .returning({ id: bookingRefunds.id });
  return settled.length > 0;
}

/** Refunds still waiting for the provider's answer, oldest first. */
export async function pendingRefunds(db: Database, before: Date, limit: number) {
  return db
    .select({ ...refundColumns, payment_intent_id: bookings.payment_intent_id })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.booking_id))
    .where(
      and(
        eq(bookingRefunds.status, 'pending'),
        sql`${bookingRefunds.created_at} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(bookingRefunds.created_at))
    .limit(limit);
}

/** A booking as the admin's page shows it, with its payout and refunds; undefined when unknown. */
export async function findAdminBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      start_time: bookings.start_time,
      end_time: bookings.end_time,
      subtotal: bookings.subtotal,
      platform_fee_amount: bookings.platform_fee_amount,
      total_price: bookings.total_price,
      refunded_amount: bookings.refunded_amount,
      currency: bookings.currency,
      created_at: bookings.created_at,
      space_id: spaces.id,
      space_title: spaces.title,
      time_zone: spaces.time_zone,
      guest_email: guests.email,
      host_email: hosts.email,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .innerJoin(guests, eq(guests.id, bookings.user_id))
    .innerJoin(hosts, eq(hosts.id, spaces.user_id))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const [payout] = await db
    .select({
      amount: payouts.amount,
      status: payouts.status,
      adjustment_amount: payouts.adjustment_amount,
    })
    .from(payouts)
    .where(eq(payouts.booking_id, bookingId));
  const refunds = await db
    .select({ ...refundColumns, admin_email: admins.email })
    .from(bookingRefunds)
    .leftJoin(admins, eq(admins.id, bookingRefunds.admin_id))
    .where(eq(bookingRefunds.booking_id, bookingId))
    .orderBy(asc(bookingRefunds.created_at));
  return { ...row, payout: payout ?? null, refunds };
}
export type AdminBookingRow = NonNullable<Awaited<ReturnType<typeof findAdminBooking>>>;
