import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { bookings, profiles, spaces, users, type Database } from '@rentspace/db';
import { isUuid } from '@rentspace/core/ids';
import type {
  AdminBookingsPage,
  AdminListingsPage,
  AdminUsersPage,
} from '@rentspace/core/moderation/schema';

/**
 * The admins' search (docs/product/moderation.md#admin-search): members by e-mail or name,
 * listings by title or id, bookings by id or guest e-mail, newest first, a page at a time. The
 * cursor is the offset of the next page: the lists are small and an admin pages a few times.
 */

interface Paging {
  q: string;
  offset: number;
  limit: number;
}

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function page<T>(rows: T[], { offset, limit }: Paging) {
  return {
    data: rows.slice(0, limit),
    next_cursor: rows.length > limit ? String(offset + limit) : null,
  };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export async function searchUsers(db: Database, paging: Paging): Promise<AdminUsersPage> {
  const pattern = contains(paging.q);
  const match: SQL | undefined = or(
    ilike(users.email, pattern),
    ilike(profiles.full_name, pattern),
    isUuid(paging.q) ? eq(users.id, paging.q) : undefined,
  );
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      full_name: profiles.full_name,
      is_admin: sql<boolean>`coalesce(${profiles.is_admin}, false)`,
      suspended_at: users.suspended_at,
      suspension_reason: users.suspension_reason,
      listings: sql<number>`(select count(*)::int from ${spaces} s where s.user_id = ${users.id})`,
      created_at: users.created_at,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(isNull(users.deleted_at), match))
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return page(
    rows.map((row) => ({
      ...row,
      full_name: row.full_name ?? null,
      suspended_at: iso(row.suspended_at),
      created_at: row.created_at.toISOString(),
    })),
    paging,
  );
}

export async function searchListings(db: Database, paging: Paging): Promise<AdminListingsPage> {
  const match = isUuid(paging.q)
    ? eq(spaces.id, paging.q)
    : ilike(spaces.title, contains(paging.q));
  const rows = await db
    .select({
      id: spaces.id,
      title: spaces.title,
      location: spaces.location,
      owner_id: spaces.user_id,
      owner_email: users.email,
      is_published: spaces.is_published,
      suspended_at: spaces.suspended_at,
      suspension_reason: spaces.suspension_reason,
      rating: spaces.rating,
      review_count: spaces.review_count,
      created_at: spaces.created_at,
    })
    .from(spaces)
    .innerJoin(users, eq(users.id, spaces.user_id))
    .where(match)
    .orderBy(desc(spaces.created_at), desc(spaces.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return page(
    rows.map((row) => ({
      ...row,
      suspended_at: iso(row.suspended_at),
      created_at: row.created_at.toISOString(),
    })),
    paging,
  );
}

export async function searchBookings(db: Database, paging: Paging): Promise<AdminBookingsPage> {
  const match = isUuid(paging.q)
    ? eq(bookings.id, paging.q)
    : sql`lower(${users.email}) = ${paging.q.toLowerCase()}`;
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      start_time: bookings.start_time,
      end_time: bookings.end_time,
      total_price: bookings.total_price,
      currency: bookings.currency,
      guest_id: bookings.user_id,
      guest_email: users.email,
      space_id: spaces.id,
      space_title: spaces.title,
      time_zone: spaces.time_zone,
      created_at: bookings.created_at,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.user_id))
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .where(match)
    .orderBy(desc(bookings.created_at), desc(bookings.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return page(
    rows.map((row) => ({
      ...row,
      start_time: row.start_time.toISOString(),
      end_time: row.end_time.toISOString(),
      created_at: row.created_at.toISOString(),
    })),
    paging,
  );
}
