import { and, desc, eq, gt, gte, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  bookingMonthlyTotals,
  contactMessages,
  newsletterSubscribers,
  outboxEmails,
  profiles,
  spaceTypeSuggestions,
  spaceTypes,
  spaces,
  users,
  utcMicroseconds,
  type Database,
} from '@rentspace/db';
import type { SuggestionStatus } from '@rentspace/core/listings/constants';

/** A keyset position in a list ordered by (created_at desc, id desc); `createdAt` to the microsecond. */
export interface Cursor {
  createdAt: string;
  id: string;
}

type Listed = { created_at: typeof contactMessages.created_at; id: typeof contactMessages.id };

function after<T extends Listed>(table: T, cursor?: Cursor) {
  if (!cursor) return undefined;
  const at = sql`${cursor.createdAt}::timestamptz`;
  return or(lt(table.created_at, at), and(eq(table.created_at, at), lt(table.id, cursor.id)));
}

/** The row's place in the list, for the next page's cursor (see `Cursor`). */
const cursorOf = <T extends Listed>(table: T) => ({ cursor_at: utcMicroseconds(table.created_at) });

const suggestionColumns = {
  id: spaceTypeSuggestions.id,
  name: spaceTypeSuggestions.name,
  label: spaceTypeSuggestions.label,
  status: spaceTypeSuggestions.status,
  suggested_by_email: users.email,
  listed: sql<boolean>`exists (select 1 from ${spaceTypes} where ${spaceTypes.name} = ${spaceTypeSuggestions.name})`,
  decided_at: spaceTypeSuggestions.decided_at,
  created_at: spaceTypeSuggestions.created_at,
  ...cursorOf(spaceTypeSuggestions as never),
};

export function createAdminRepository(db: Database) {
  return {
    async isAdmin(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ is_admin: profiles.is_admin })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return row?.is_admin === true;
    },

    /** Platform counts: each one aggregate query, cheap at any size (see booking_monthly_totals). */
    async counts() {
      const [[listings], [rating], [users]] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(spaces)
          .where(eq(spaces.available, true)),
        db
          .select({ average: sql<number | null>`avg(${spaces.rating})::float8` })
          .from(spaces)
          .where(gt(spaces.rating, 0)),
        db.select({ n: sql<number>`count(*)::int` }).from(profiles),
      ]);
      return { activeListings: listings!.n, averageRating: rating!.average ?? 0, users: users!.n };
    },

    /**
     * Paid-booking totals per month and currency from `from` to `to` (month starts), newest first:
     * a month still to come is never read.
     */
    async monthlyTotals(from: string, to: string) {
      return db
        .select({
          month: bookingMonthlyTotals.month,
          currency: bookingMonthlyTotals.currency,
          bookings: bookingMonthlyTotals.bookings,
          revenue: bookingMonthlyTotals.revenue,
          fees: bookingMonthlyTotals.fees,
        })
        .from(bookingMonthlyTotals)
        .where(
          and(
            gte(bookingMonthlyTotals.month, from),
            lte(bookingMonthlyTotals.month, to),
            gt(bookingMonthlyTotals.bookings, 0),
          ),
        )
        .orderBy(desc(bookingMonthlyTotals.month), bookingMonthlyTotals.currency);
    },

    /** All-time paid totals per currency. */
    async revenueByCurrency() {
      return db
        .select({
          currency: bookingMonthlyTotals.currency,
          bookings: sql<number>`sum(${bookingMonthlyTotals.bookings})::int`,
          revenue: sql<number>`sum(${bookingMonthlyTotals.revenue})::bigint`,
          fees: sql<number>`sum(${bookingMonthlyTotals.fees})::bigint`,
        })
        .from(bookingMonthlyTotals)
        .groupBy(bookingMonthlyTotals.currency)
        .orderBy(bookingMonthlyTotals.currency);
    },

    async contactMessages(limit: number, cursor?: Cursor) {
      return db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          created_at: contactMessages.created_at,
          ...cursorOf(contactMessages),
        })
        .from(contactMessages)
        .where(after(contactMessages, cursor))
        .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
        .limit(limit + 1);
    },

    /** Subscribers: addresses that followed their confirmation link, and only those. */
    async newsletterSubscribers(limit: number, cursor?: Cursor) {
      return db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          created_at: newsletterSubscribers.created_at,
          confirmed_at: newsletterSubscribers.confirmed_at,
          ...cursorOf(newsletterSubscribers as never),
        })
        .from(newsletterSubscribers)
        .where(
          and(
            isNotNull(newsletterSubscribers.confirmed_at),
            after(newsletterSubscribers as never, cursor),
          ),
        )
        .orderBy(desc(newsletterSubscribers.created_at), desc(newsletterSubscribers.id))
        .limit(limit + 1);
    },

    /** Space type suggestions in one status, newest first, with who made them. */
    async typeSuggestions(status: SuggestionStatus, limit: number, cursor?: Cursor) {
      return db
        .select(suggestionColumns)
        .from(spaceTypeSuggestions)
        .leftJoin(users, eq(users.id, spaceTypeSuggestions.suggested_by))
        .where(
          and(
            eq(spaceTypeSuggestions.status, status),
            after(spaceTypeSuggestions as never, cursor),
          ),
        )
        .orderBy(desc(spaceTypeSuggestions.created_at), desc(spaceTypeSuggestions.id))
        .limit(limit + 1);
    },

    async typeSuggestion(id: string) {
      const [row] = await db
        .select(suggestionColumns)
        .from(spaceTypeSuggestions)
        .leftJoin(users, eq(users.id, spaceTypeSuggestions.suggested_by))
        .where(eq(spaceTypeSuggestions.id, id));
      return row;
    },

    async outbox(limit: number, cursor?: Cursor) {
      return db
        .select({
          id: outboxEmails.id,
          to_address: outboxEmails.to_address,
          subject: outboxEmails.subject,
          text_body: outboxEmails.text_body,
          kind: outboxEmails.kind,
          sent_at: outboxEmails.sent_at,
          error: outboxEmails.error,
          created_at: outboxEmails.created_at,
          ...cursorOf(outboxEmails as never),
        })
        .from(outboxEmails)
        .where(after(outboxEmails as never, cursor))
        .orderBy(desc(outboxEmails.created_at), desc(outboxEmails.id))
        .limit(limit + 1);
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
