import { faker } from '@faker-js/faker';
import type { BookingStatus, DurationUnit } from '@rentspace/core/bookings/constants';
import { HOLD_MINUTES } from '@rentspace/core/bookings/constants';
import { bookingEnd } from '@rentspace/core/bookings/durations';
import { PLATFORM_FEE_PERCENTAGE, hostPayout, payoutReleaseAt } from '@rentspace/core/money/fees';
import { quote } from '@rentspace/core/money/pricing';
import type { Database } from '../client.ts';
import { bookings, payouts } from '../schema/index.ts';
import type { SpaceRow } from './spaces.ts';

export type BookingInsert = typeof bookings.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;
export type PayoutInsert = typeof payouts.$inferInsert;
export type PayoutRow = typeof payouts.$inferSelect;

export type PricedSpace = Pick<
  SpaceRow,
  'id' | 'user_id' | 'currency' | 'hourly_price' | 'daily_price' | 'weekly_price' | 'monthly_price'
>;

/**
 * Subtotal, the platform fee (half-up) and the total in minor units, priced as the server
 * prices them; throws when the listing does not offer the unit (no daily price, no day bookings).
 */
export function bookingAmounts(space: PricedSpace, unit: DurationUnit, duration: number) {
  const priced = quote(space, unit, duration);
  if (!priced) throw new Error(`listing ${space.id} has no ${unit} price`);
  return {
    subtotal: priced.subtotal,
    platform_fee_amount: priced.platformFee,
    total_price: priced.total,
  };
}

export interface BookingValues extends Partial<BookingInsert> {
  /** Its cancellation policy, when given, is the booking's (flexible otherwise, the listings' default). */
  space: PricedSpace & Partial<Pick<SpaceRow, 'cancellation_policy'>>;
  user_id: string;
  unit?: DurationUnit;
}

function defaultStart(): Date {
  const start = faker.date.soon({ days: 30 });
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/**
 * Values for a booking of the space: end time and amounts follow from unit and duration (one hour by
 * default), confirmed and paid unless a status says otherwise.
 */
export function buildBooking(values: BookingValues): BookingInsert {
  const { space, unit = values.duration_unit ?? 'hour', ...overrides } = values;
  const duration = overrides.duration ?? 1;
  const start = overrides.start_time ?? defaultStart();
  const created = overrides.created_at ?? new Date();
  const status: BookingStatus = overrides.status ?? 'confirmed';
  const paid = status !== 'pending';
  return {
    id: faker.string.uuid(),
    space_id: space.id,
    start_time: start,
    end_time: bookingEnd(start, unit, duration),
    duration_unit: unit,
    duration,
    ...bookingAmounts(space, unit, duration),
    platform_fee_percentage: String(PLATFORM_FEE_PERCENTAGE),
    currency: space.currency,
    cancellation_policy: space.cancellation_policy ?? 'flexible',
    status,
    hold_expires_at: paid ? null : new Date(created.getTime() + HOLD_MINUTES * 60_000),
    payment_provider: 'sandbox',
    payment_intent_id: paid ? `pi_${faker.string.alphanumeric(24)}` : null,
    confirmed_at: paid ? created : null,
    cancelled_at: status === 'cancelled' ? created : null,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

/** Inserts a booking; the database blocks its slot unless it is cancelled. */
export async function createBooking(db: Database, values: BookingValues): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(buildBooking(values)).returning();
  return row as BookingRow;
}

export interface PayoutValues extends Partial<PayoutInsert> {
  booking: Pick<BookingRow, 'id' | 'subtotal' | 'currency' | 'end_time'>;
  host_id: string;
  /** When given, a payout whose release time has passed is marked paid. */
  now?: Date;
}

/** Values for the host's payout of a booking: 90% of the subtotal, released 24 hours after it ends. */
export function buildPayout(values: PayoutValues): PayoutInsert {
  const { booking, now, ...overrides } = values;
  const release_at = payoutReleaseAt(booking.end_time);
  const paid = now !== undefined && release_at <= now;
  return {
    id: faker.string.uuid(),
    booking_id: booking.id,
    amount: hostPayout(booking.subtotal),
    currency: booking.currency,
    status: paid ? 'paid' : 'scheduled',
    release_at,
    transfer_id: paid ? `tr_${faker.string.alphanumeric(24)}` : null,
    paid_at: paid ? release_at : null,
    ...overrides,
  };
}

export async function createPayout(db: Database, values: PayoutValues): Promise<PayoutRow> {
  const [row] = await db.insert(payouts).values(buildPayout(values)).returning();
  return row as PayoutRow;
}
