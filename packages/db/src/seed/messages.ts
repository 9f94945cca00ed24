import { randomUUID } from 'node:crypto';
import type { conversations, messages } from '../schema/index.ts';
import type { SeedPlan } from './plan.ts';

export interface MessagePlan {
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
}

/**
 * The guest's message of each request to book waiting for its host, in their conversation about
 * the listing, as placing the request puts it there (docs/product/booking-lifecycle.md#request-to-book):
 * the demo host reads it in Messages as well as in the dashboard's inbox.
 */
export function planRequestMessages(plan: Pick<SeedPlan, 'bookings' | 'listings'>): MessagePlan {
  const owners = new Map(plan.listings.map(({ space }) => [space.id, space.user_id]));
  const out: MessagePlan = { conversations: [], messages: [] };
  for (const booking of plan.bookings) {
    if (booking.status !== 'requested' || !booking.request_message) continue;
    const hostId = owners.get(booking.space_id);
    const at = booking.created_at;
    if (!hostId || !at) continue;
    const id = randomUUID();
    out.conversations.push({
      id,
      space_id: booking.space_id,
      guest_id: booking.user_id,
      host_id: hostId,
      last_message_at: at,
      created_at: at,
    });
    out.messages.push({
      conversation_id: id,
      sender_id: booking.user_id,
      body: booking.request_message,
      created_at: at,
      // Read by the host ten minutes on, when they saw the request come in (the demo host's header
      // then starts with no unread message).
      read_at: new Date(at.getTime() + 10 * 60_000),
    });
  }
  return out;
}
