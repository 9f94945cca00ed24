import { eq } from 'drizzle-orm';
import { profiles, type Database } from '@rentspace/db';
import { receiptData } from '../bookings/repository.ts';
import type { BookingFacts } from './content.ts';
import { notify } from './notify.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Parties = BookingFacts & { guestId: string; hostId: string };
type Context = { siteUrl: string };

/** A booking is confirmed: the guest's receipt and the host's notice. */
export async function notifyBookingConfirmed(tx: Tx, booking: Parties, context: Context) {
  const facts = bookingFacts(booking);
  await notify(
    tx,
    { userId: booking.guestId, kind: 'booking_confirmed_guest', data: { booking: facts } },
    context,
  );
  await notify(
    tx,
    { userId: booking.hostId, kind: 'booking_confirmed_host', data: { booking: facts } },
    context,
  );
}

/** A confirmed booking is cancelled: the guest's receipt with the refund, the host's notice with the payout kept. */
export async function notifyBookingCancelled(
  tx: Tx,
  booking: Parties,
  money: { refund: number; payout: number },
  context: Context,
) {
  const facts = bookingFacts(booking);
  await notify(
    tx,
    {
      userId: booking.guestId,
      kind: 'booking_cancelled_guest',
      data: { booking: facts, refund: money.refund },
    },
    context,
  );
  await notify(
    tx,
    {
      userId: booking.hostId,
      kind: 'booking_cancelled_host',
      data: { booking: facts, payout: money.payout },
    },
    context,
  );
}

/** A booking is over: guest and host are each invited to review the other. */
export async function notifyReviewInvitations(tx: Tx, bookingId: string, context: Context) {
  let booking: Awaited<ReturnType<typeof receiptData>>;
  try {
    booking = await receiptData(tx, bookingId);
  } catch {
    // A booking whose listing or people are gone has nobody to invite; its completion still counts
    // (the query itself succeeded, so the transaction goes on).
    return;
  }
  const name = async (id: string, fallback: string) => {
    const [row] = await tx
      .select({ name: profiles.full_name })
      .from(profiles)
      .where(eq(profiles.id, id));
    return row?.name || fallback;
  };
  const facts = bookingFacts(booking);
  await notify(
    tx,
    {
      userId: booking.guestId,
      kind: 'review_invitation',
      data: { booking: facts, side: 'guest', otherName: await name(booking.hostId, 'the host') },
    },
    context,
  );
  await notify(
    tx,
    {
      userId: booking.hostId,
      kind: 'review_invitation',
      data: { booking: facts, side: 'host', otherName: await name(booking.guestId, 'your guest') },
    },
    context,
  );
}

/** Only the booking's facts go into a notification's data: never the parties' e-mail addresses. */
export function bookingFacts(booking: BookingFacts): BookingFacts {
  return {
    id: booking.id,
    spaceTitle: booking.spaceTitle,
    location: booking.location,
    timeZone: booking.timeZone,
    start: booking.start,
    end: booking.end,
    duration: booking.duration,
    durationUnit: booking.durationUnit,
    subtotal: booking.subtotal,
    platformFee: booking.platformFee,
    total: booking.total,
    hostPayout: booking.hostPayout,
    currency: booking.currency,
  };
}
