import { and, eq } from 'drizzle-orm';
import { payouts, type Database } from '@rentspace/db';
import type { Currency } from '@rentspace/core/money/currencies';
import { hostPayout, payoutReleaseAt } from '@rentspace/core/money/fees';

/** The host's share, due 24 hours after the booking ends. */
export async function schedulePayout(
  db: Database,
  booking: { id: string; subtotal: number; currency: Currency; end_time: Date },
  hostId: string,
) {
  await db
    .insert(payouts)
    .values({
      booking_id: booking.id,
      host_id: hostId,
      amount: hostPayout(booking.subtotal),
      currency: booking.currency,
      release_at: payoutReleaseAt(booking.end_time),
    })
    .onConflictDoNothing();
}

/**
 * A cancelled booking's scheduled payout: cancelled when the host is owed nothing, otherwise
 * lowered to what they are owed (the share of a late cancellation the policy kept), due as before.
 */
export async function settlePayout(db: Database, bookingId: string, owed: number) {
  const scheduled = and(eq(payouts.booking_id, bookingId), eq(payouts.status, 'scheduled'));
  if (owed <= 0) await db.update(payouts).set({ status: 'cancelled' }).where(scheduled);
  else await db.update(payouts).set({ amount: owed }).where(scheduled);
}
