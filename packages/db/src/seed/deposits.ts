import { createHash } from 'node:crypto';
import { depositAuthoriseAt, depositReleaseAt } from '@rentspace/core/deposits/constants';
import { bookingEnd } from '@rentspace/core/bookings/durations';
import type { BookingInsert } from '../factories.ts';
import type { depositClaims, deposits, sandboxPaymentIntents } from '../schema/index.ts';
import type { BookingPlanner } from './booking-plan.ts';
import type { PlannedListing } from './listings.ts';
import type { PeoplePlan } from './people.ts';
import { addHours, localTime } from './time.ts';

type DepositInsert = typeof deposits.$inferInsert;
type ClaimInsert = typeof depositClaims.$inferInsert;
type IntentInsert = typeof sandboxPaymentIntents.$inferInsert;

export interface DepositPlan {
  deposits: DepositInsert[];
  claims: ClaimInsert[];
  intents: IntentInsert[];
}

const hex = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);
const uuidFrom = (text: string) => {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * The demo guest's stay at the demo host's rooftop (a listing that requires a deposit) that ended
 * between 27 and 46 hours ago: completed, its deposit still within the 48-hour claim window, so the
 * demo host has an open claim on it. The first start that fits the listing's calendar is taken.
 */
export function demoClaimStay(
  planner: BookingPlanner,
  listings: PlannedListing[],
  people: PeoplePlan,
  now: Date,
): BookingInsert {
  const listing = listings.find(
    (l) => l.space.user_id === people.demo.host && l.kind.key === 'rooftop',
  );
  if (!listing?.space.deposit_required)
    throw new Error('no rooftop with a deposit of the demo host');
  const zone = listing.space.time_zone ?? 'UTC';
  for (const dayOffset of [-2, -1, -3]) {
    for (let hour = 22; hour >= 6; hour -= 1) {
      const start = localTime(now, dayOffset, hour, zone);
      const end = bookingEnd(start, 'hour', 3);
      if (end > addHours(now, -27) || end < addHours(now, -46)) continue;
      const booked = planner.add({
        listing,
        guest: people.demo.guest,
        dayOffset,
        status: 'completed',
        review: 'never',
        shape: { unit: 'hour', duration: 3, hour },
      });
      if (booked) return booked;
    }
  }
  throw new Error("the demo guest's stay with a deposit claim does not fit");
}

/**
 * Deposits of the demo: every confirmed booking yet to start at a listing that requires one is
 * scheduled (the job runner authorises it 2 days before the start), and the demo claim stay's
 * deposit is held on the guest's card with the host's open claim on it.
 */
export function planDeposits(
  bookings: BookingInsert[],
  listings: PlannedListing[],
  claimStay: BookingInsert,
  now: Date,
): DepositPlan {
  const plan: DepositPlan = { deposits: [], claims: [], intents: [] };
  const spaceOf = new Map(listings.map((l) => [l.space.id as string, l.space]));
  for (const booking of bookings) {
    const space = spaceOf.get(booking.space_id);
    if (!space?.deposit_required || !space.deposit_amount) continue;
    const start = new Date(booking.start_time);
    const end = new Date(booking.end_time);
    const release = depositReleaseAt(end);
    if (booking === claimStay) {
      const id = uuidFrom(`deposit-${booking.id}`);
      const key = `deposit-${id}-authorise-1`;
      const intentId = `pi_sbx${hex(key)}`;
      const heldAt = depositAuthoriseAt(addHours(start, -72), start);
      plan.intents.push({
        id: intentId,
        client_secret: `${intentId}_secret_${hex(`secret-${id}`)}`,
        idempotency_key: key,
        amount: space.deposit_amount,
        currency: booking.currency,
        status: 'requires_capture',
        capture_method: 'manual',
        payment_method: `pm_sbx${hex(booking.payment_intent_id ?? String(booking.id))}`,
        metadata: { booking_id: booking.id as string, kind: 'deposit', deposit_id: id },
        created_at: heldAt,
        updated_at: heldAt,
      });
      plan.deposits.push({
        id,
        booking_id: booking.id as string,
        amount: space.deposit_amount,
        currency: booking.currency,
        status: 'claimed',
        authorise_at: heldAt,
        release_at: release,
        payment_intent_id: intentId,
        attempts: 1,
        held_at: heldAt,
        created_at: booking.confirmed_at ?? booking.created_at,
        updated_at: addHours(end, 2),
      });
      plan.claims.push({
        id: uuidFrom(`claim-${booking.id}`),
        deposit_id: id,
        amount: Math.round(space.deposit_amount / 4),
        description:
          'A cushion of the lounge set was left with a large wine stain, and it had to be professionally cleaned.',
        photos: [],
        status: 'open',
        created_at: addHours(end, 2),
      });
      continue;
    }
    if (booking.status !== 'confirmed' || start <= now) continue;
    const confirmed = booking.confirmed_at ? new Date(booking.confirmed_at) : now;
    plan.deposits.push({
      id: uuidFrom(`deposit-${booking.id}`),
      booking_id: booking.id as string,
      amount: space.deposit_amount,
      currency: booking.currency,
      status: 'scheduled',
      authorise_at:
        depositAuthoriseAt(confirmed, start) < now ? now : depositAuthoriseAt(confirmed, start),
      release_at: release,
      created_at: confirmed,
      updated_at: confirmed,
    });
  }
  return plan;
}
