import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { bookings, profiles, reviews, spaces, type Database } from '@rentspace/db';
import type { HostRequest } from '@rentspace/core/bookings/requests-api';

/** How many of hosts' reviews of a guest the inbox shows with a request. */
const GUEST_REVIEWS_SHOWN = 3;

/**
 * The host's pending requests, the soonest due first: live requests of their listings that nobody
 * has answered, with what the host needs to decide: the guest's completed bookings and the reviews
 * hosts published about them (docs/product/booking-lifecycle.md#host-inbox).
 */
export async function listHostRequests(
  db: Database,
  hostId: string,
  now: Date,
): Promise<HostRequest[]> {
  const rows = await db
    .select({
      id: bookings.id,
      message: bookings.request_message,
      start_time: bookings.start_time,
      end_time: bookings.end_time,
      duration: bookings.duration,
      duration_unit: bookings.duration_unit,
      total_price: bookings.total_price,
      subtotal: bookings.subtotal,
      currency: bookings.currency,
      expires_at: bookings.request_expires_at,
      space_id: spaces.id,
      space_title: spaces.title,
      time_zone: spaces.time_zone,
      guest_id: bookings.user_id,
      full_name: profiles.full_name,
      avatar_url: profiles.avatar_url,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .leftJoin(profiles, eq(profiles.id, bookings.user_id))
    .where(
      and(
        eq(spaces.user_id, hostId),
        eq(bookings.status, 'requested'),
        isNull(bookings.accepted_at),
        gt(bookings.request_expires_at, now),
      ),
    )
    .orderBy(asc(bookings.request_expires_at), asc(bookings.id))
    .limit(100);
  if (rows.length === 0) return [];
  const guestIds = [...new Set(rows.map((row) => row.guest_id))];
  const [completed, written] = await Promise.all([
    db
      .select({ guest_id: bookings.user_id, n: count() })
      .from(bookings)
      .where(and(inArray(bookings.user_id, guestIds), eq(bookings.status, 'completed')))
      .groupBy(bookings.user_id),
    db
      .select({
        guest_id: reviews.guest_id,
        rating: reviews.rating,
        comment: reviews.comment,
        created_at: reviews.created_at,
      })
      .from(reviews)
      .where(
        and(
          inArray(reviews.guest_id, guestIds),
          eq(reviews.author_role, 'host'),
          isNotNull(reviews.published_at),
          // A review an admin hid is gone wherever a guest's reviews are read.
          isNull(reviews.hidden_at),
        ),
      )
      .orderBy(desc(reviews.created_at)),
  ]);
  const completedBy = new Map(completed.map((row) => [row.guest_id, Number(row.n)]));
  return rows.map((row) => ({
    id: row.id,
    message: row.message ?? '',
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    duration: row.duration,
    duration_unit: row.duration_unit,
    total_price: row.total_price,
    subtotal: row.subtotal,
    currency: row.currency,
    expires_at: row.expires_at!.toISOString(),
    space: { id: row.space_id, title: row.space_title, time_zone: row.time_zone },
    guest: {
      id: row.guest_id,
      full_name: row.full_name ?? null,
      avatar_url: row.avatar_url ?? null,
      completed_bookings: completedBy.get(row.guest_id) ?? 0,
      reviews: written
        .filter((review) => review.guest_id === row.guest_id)
        .slice(0, GUEST_REVIEWS_SHOWN)
        .map((review) => ({
          rating: review.rating,
          comment: review.comment,
          created_at: review.created_at.toISOString(),
        })),
    },
  }));
}
