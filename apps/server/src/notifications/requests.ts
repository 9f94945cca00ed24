import { eq } from 'drizzle-orm';
import { profiles, type Database } from '@rentspace/db';
import type { BookingFacts } from './content.ts';
import { bookingFacts } from './bookings.ts';
import { notify } from './notify.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Parties = BookingFacts & { guestId: string; hostId: string };
type Context = { siteUrl: string };

/** The guest's name as the host sees it, or "A guest" for someone with no profile name. */
async function guestName(tx: Tx, guestId: string): Promise<string> {
  const [row] = await tx
    .select({ name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.id, guestId));
  return row?.name || 'A guest';
}

/**
 * The steps of a request to book (docs/product/booking-lifecycle.md#request-to-book), each told
 * through its notification kind (docs/product/notifications.md#kinds), in the transaction of the
 * change it reports.
 */
export const notifyRequest = {
  /** The card is authorised: the host is asked to answer by the time the request expires. */
  async received(
    tx: Tx,
    booking: Parties,
    input: { message: string; respondBy: Date },
    context: Context,
  ) {
    await notify(
      tx,
      {
        userId: booking.hostId,
        kind: 'request_received',
        data: {
          booking: bookingFacts(booking),
          guestName: await guestName(tx, booking.guestId),
          message: input.message,
          respondBy: input.respondBy,
        },
      },
      context,
    );
  },

  /** The host accepted and the payment was captured: the guest's confirmation, the host's notice. */
  async accepted(tx: Tx, booking: Parties, context: Context) {
    const facts = bookingFacts(booking);
    await notify(
      tx,
      { userId: booking.guestId, kind: 'request_accepted', data: { booking: facts } },
      context,
    );
    await notify(
      tx,
      { userId: booking.hostId, kind: 'booking_confirmed_host', data: { booking: facts } },
      context,
    );
  },

  /** The host declined: the guest hears why, if the host said. */
  async declined(tx: Tx, booking: Parties, reason: string | null, context: Context) {
    await notify(
      tx,
      {
        userId: booking.guestId,
        kind: 'request_declined',
        data: { booking: bookingFacts(booking), reason },
      },
      context,
    );
  },

  /** Nobody answered in time: both are told. */
  async expired(tx: Tx, booking: Parties, context: Context) {
    const facts = bookingFacts(booking);
    await notify(
      tx,
      { userId: booking.guestId, kind: 'request_expired', data: { booking: facts, side: 'guest' } },
      context,
    );
    await notify(
      tx,
      { userId: booking.hostId, kind: 'request_expired', data: { booking: facts, side: 'host' } },
      context,
    );
  },

  /** The guest withdrew: the host is told the time is free. */
  async withdrawn(tx: Tx, booking: Parties, context: Context) {
    await notify(
      tx,
      {
        userId: booking.hostId,
        kind: 'request_withdrawn',
        data: { booking: bookingFacts(booking), guestName: await guestName(tx, booking.guestId) },
      },
      context,
    );
  },
};
