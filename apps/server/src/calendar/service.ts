import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  bookings,
  calendarExports,
  calendarFeedEvents,
  calendarFeeds,
  profiles,
  queryRows,
  spaces,
  type Database,
} from '@rentspace/db';
import {
  CALENDAR_MESSAGES,
  MAX_CALENDAR_FEEDS,
  type CalendarFeed,
} from '@rentspace/core/calendar/schemas';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { ApiError } from '../http/errors.ts';
import { fetchFeed, FeedFetchError, type FetchRules } from './fetch-feed.ts';
import { FeedParseError, parseFeed, type FeedOccurrence } from './parse-feed.ts';

export interface CalendarDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  siteUrl: string;
  fetchRules: FetchRules;
  /** How long after a sync a feed is due again (CALENDAR_SYNC_MINUTES). */
  syncIntervalMs: number;
}

/** 256 random bits, URL-safe: not guessable, and unrelated to the listing's id. */
export function newExportSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function exportPath(spaceId: string, secret: string): string {
  return `/ical/${spaceId}/${secret}.ics`;
}

/** The owner's listing, or the product's usual 404 for anyone else's and for an unknown id. */
export async function ownListing(db: Database, spaceId: string, userId: string) {
  const [space] = await db
    .select({
      id: spaces.id,
      time_zone: spaces.time_zone,
      booking_window_months: spaces.booking_window_months,
    })
    .from(spaces)
    .where(and(eq(spaces.id, spaceId), eq(spaces.user_id, userId)));
  if (!space) throw new ApiError(404, 'not_found', 'Space not found');
  return space;
}

/** The listing's export secret, made on first use. */
export async function exportSecret(db: Database, spaceId: string): Promise<string> {
  await db
    .insert(calendarExports)
    .values({ space_id: spaceId, secret: newExportSecret() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: calendarExports.secret })
    .from(calendarExports)
    .where(eq(calendarExports.space_id, spaceId));
  return row!.secret;
}

/** A new secret: the old export address answers 404 from now on. */
export async function regenerateExportSecret(db: Database, spaceId: string): Promise<string> {
  const secret = newExportSecret();
  await db
    .insert(calendarExports)
    .values({ space_id: spaceId, secret })
    .onConflictDoUpdate({
      target: calendarExports.space_id,
      set: { secret, created_at: sql`now()` },
    });
  return secret;
}

/** Whether `secret` is the listing's export secret, compared in constant time. */
export async function checkExportSecret(
  db: Database,
  spaceId: string,
  secret: string,
): Promise<boolean> {
  const [row] = await db
    .select({ secret: calendarExports.secret })
    .from(calendarExports)
    .where(eq(calendarExports.space_id, spaceId));
  if (!row) return false;
  const expected = Buffer.from(row.secret);
  const given = Buffer.from(secret);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The listing's imported calendars, with their conflicts, oldest first. */
export async function listFeeds(db: Database, spaceId: string): Promise<CalendarFeed[]> {
  const feeds = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.space_id, spaceId))
    .orderBy(asc(calendarFeeds.created_at), asc(calendarFeeds.id));
  if (feeds.length === 0) return [];
  const events = await db
    .select({ calendar_feed_events: calendarFeedEvents, guest_name: profiles.full_name })
    .from(calendarFeedEvents)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarFeedEvents.feed_id))
    .leftJoin(bookings, eq(bookings.id, calendarFeedEvents.conflict_booking_id))
    .leftJoin(profiles, eq(profiles.id, bookings.user_id))
    .where(eq(calendarFeeds.space_id, spaceId))
    .orderBy(asc(calendarFeedEvents.start_time));
  return feeds.map((feed) => {
    const own = events.filter((row) => row.calendar_feed_events.feed_id === feed.id);
    return {
      id: feed.id,
      name: feed.name,
      url: feed.url,
      last_synced_at: feed.last_synced_at?.toISOString() ?? null,
      last_error: feed.last_error,
      blocked_count: own.filter((row) => row.calendar_feed_events.state === 'blocked').length,
      conflicts: own
        .filter((row) => row.calendar_feed_events.state === 'conflict')
        .map(({ calendar_feed_events: event, guest_name }) => ({
          uid: event.uid,
          summary: event.summary,
          start_time: event.start_time.toISOString(),
          end_time: event.end_time.toISOString(),
          conflict_booking_id: event.conflict_booking_id!,
          conflict_guest_name: guest_name,
        })),
      created_at: feed.created_at.toISOString(),
    };
  });
}

/**
 * Whether an address is this listing's own export, however it is written: the export answers its
 * path in any letter case and percent-encoded, and a host name is any case too.
 */
function isOwnExport(address: string, siteUrl: string, spaceId: string): boolean {
  const own = new URL(`${siteUrl}/ical/${spaceId}/`);
  let url: URL;
  let path: string;
  try {
    url = new URL(address);
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  return url.host === own.host && path.toLowerCase().startsWith(own.pathname.toLowerCase());
}

/**
 * Adds a calendar to a listing (at most MAX_CALENDAR_FEEDS, each address once), due for the job
 * runner at `dueAt`: the route syncs it at once, so its next sync is one interval on, by the
 * service's clock rather than the database's.
 */
export async function addFeed(
  db: Database,
  spaceId: string,
  input: { name: string; url: string },
  siteUrl: string,
  dueAt: Date,
): Promise<string> {
  if (isOwnExport(input.url, siteUrl, spaceId)) {
    throw new ApiError(400, 'validation_error', CALENDAR_MESSAGES.ownExport, {
      url: [CALENDAR_MESSAGES.ownExport],
    });
  }
  return db.transaction(async (tx) => {
    // One add at a time per listing, so that two at once cannot pass the limit together.
    await tx.execute(sql`select id from spaces where id = ${spaceId} for update`);
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.space_id, spaceId))) as [{ total: number }];
    if (total >= MAX_CALENDAR_FEEDS) {
      throw new ApiError(409, 'conflict', CALENDAR_MESSAGES.tooManyFeeds);
    }
    const [same] = await tx
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.space_id, spaceId), eq(calendarFeeds.url, input.url)));
    if (same) {
      throw new ApiError(400, 'validation_error', CALENDAR_MESSAGES.duplicateFeed, {
        url: [CALENDAR_MESSAGES.duplicateFeed],
      });
    }
    const [feed] = await tx
      .insert(calendarFeeds)
      .values({ space_id: spaceId, name: input.name, url: input.url, sync_due_at: dueAt })
      .returning({ id: calendarFeeds.id });
    return feed!.id;
  });
}

/** Removes a calendar and every block it made (the foreign keys cascade). */
export async function removeFeed(db: Database, spaceId: string, feedId: string): Promise<void> {
  const removed = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.space_id, spaceId)))
    .returning({ id: calendarFeeds.id });
  if (removed.length === 0) throw new ApiError(404, 'not_found', CALENDAR_MESSAGES.feedNotFound);
}

export function feedBelongs(db: Database, spaceId: string, feedId: string) {
  return db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.space_id, spaceId)))
    .then((rows) => rows.length > 0);
}

interface FeedToSync {
  id: string;
  url: string;
  space_id: string;
  time_zone: string;
  booking_window_months: number;
}

async function loadFeed(db: Database, feedId: string): Promise<FeedToSync | undefined> {
  const [feed] = await queryRows<FeedToSync>(
    db,
    sql`select f.id, f.url, f.space_id, s.time_zone, s.booking_window_months
          from calendar_feeds f join spaces s on s.id = f.space_id where f.id = ${feedId}`,
  );
  return feed;
}

type EventState = { state: 'blocked' | 'conflict' | 'covered'; bookingId: string | null };

/**
 * Writes one fetched feed as the listing's blocks, in one transaction with the feed's row locked
 * (a second instance syncing the same feed waits, then finds nothing to change). Blocks are keyed
 * by (feed, UID + instance): kept when unchanged, moved when the event moved, removed when it is
 * gone. An event the exclusion constraint refuses is kept as a conflict (over a booking or a hold)
 * or as covered (over another block), and tried again at each sync.
 */
async function writeOccurrences(
  db: Database,
  feed: FeedToSync,
  occurrences: FeedOccurrence[],
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ id: string }>(
      tx as unknown as Database,
      sql`select id from calendar_feeds where id = ${feed.id} for update`,
    );
    if (locked.length === 0) return false;
    const wanted = new Map(occurrences.map((item) => [item.uid, item]));
    const existing = await queryRows<{
      id: string;
      external_uid: string;
      start_time: Date | string;
      end_time: Date | string;
    }>(
      tx as unknown as Database,
      sql`select id, external_uid, start_time, end_time from space_availability where feed_id = ${feed.id}`,
    );
    const kept = new Set<string>();
    const stale: string[] = [];
    for (const row of existing) {
      const item = wanted.get(row.external_uid);
      if (
        item &&
        new Date(row.start_time).getTime() === item.start.getTime() &&
        new Date(row.end_time).getTime() === item.end.getTime()
      ) {
        kept.add(row.external_uid);
      } else {
        stale.push(row.id);
      }
    }
    // Gone and moved events free their time first, so that a move into it is not refused.
    if (stale.length > 0) {
      await tx.execute(
        sql`delete from space_availability where id in (${sql.join(
          stale.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    }
    const states = new Map<string, EventState>();
    for (const item of occurrences) {
      if (kept.has(item.uid)) {
        states.set(item.uid, { state: 'blocked', bookingId: null });
        continue;
      }
      const inserted = await queryRows<{ id: string }>(
        tx as unknown as Database,
        sql`insert into space_availability (space_id, start_time, end_time, feed_id, external_uid)
              values (${feed.space_id}, ${item.start.toISOString()}, ${item.end.toISOString()}, ${feed.id}, ${item.uid})
              on conflict on constraint space_availability_no_overlap do nothing
              returning id`,
      );
      if (inserted.length > 0) {
        states.set(item.uid, { state: 'blocked', bookingId: null });
        continue;
      }
      const [over] = await queryRows<{ booking_id: string | null }>(
        tx as unknown as Database,
        sql`select booking_id from space_availability
              where space_id = ${feed.space_id}
                and tstzrange(start_time, end_time, '[)') && tstzrange(${item.start.toISOString()}::timestamptz, ${item.end.toISOString()}::timestamptz, '[)')
              order by booking_id nulls last limit 1`,
      );
      states.set(
        item.uid,
        over?.booking_id
          ? { state: 'conflict', bookingId: over.booking_id }
          : { state: 'covered', bookingId: null },
      );
    }
    await tx.delete(calendarFeedEvents).where(eq(calendarFeedEvents.feed_id, feed.id));
    const rows = occurrences.map((item) => ({
      feed_id: feed.id,
      uid: item.uid,
      summary: item.summary,
      start_time: item.start,
      end_time: item.end,
      state: states.get(item.uid)!.state,
      conflict_booking_id: states.get(item.uid)!.bookingId,
    }));
    for (let index = 0; index < rows.length; index += 500) {
      await tx.insert(calendarFeedEvents).values(rows.slice(index, index + 500));
    }
    await tx
      .update(calendarFeeds)
      .set({ last_synced_at: now, last_error: null })
      .where(eq(calendarFeeds.id, feed.id));
    return true;
  });
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Fetches one feed and writes its events as blocks. A failed fetch or an unreadable feed is its
 * last error and changes no block: a calendar that is down for a while unblocks nothing.
 * Returns whether it synced.
 */
export async function syncFeed(deps: CalendarDeps, feedId: string): Promise<boolean> {
  const feed = await loadFeed(deps.db, feedId);
  if (!feed) return false;
  const now = deps.clock.now();
  let occurrences: FeedOccurrence[];
  try {
    const body = await fetchFeed(feed.url, deps.fetchRules);
    // Only up to the listing's booking window: nothing later can be booked here anyway.
    occurrences = parseFeed(
      body,
      { from: now, to: addMonths(now, feed.booking_window_months) },
      feed.time_zone,
    );
  } catch (error) {
    const message =
      error instanceof FeedFetchError || error instanceof FeedParseError
        ? error.message
        : 'The calendar could not be read';
    if (!(error instanceof FeedFetchError || error instanceof FeedParseError)) {
      deps.logger.warn({ err: error, feedId }, 'calendar import failed');
    }
    await deps.db
      .update(calendarFeeds)
      .set({ last_error: message })
      .where(eq(calendarFeeds.id, feedId));
    return false;
  }
  return writeOccurrences(deps.db, feed, occurrences, now);
}

const BATCH = 20;

/** When a feed synced at `now` is next due for the job runner: one interval on, by the clock. */
export function nextSyncAt(deps: Pick<CalendarDeps, 'syncIntervalMs'>, now: Date): Date {
  return new Date(now.getTime() + deps.syncIntervalMs);
}

/**
 * The job runner's calendar import: claims the feeds that are due (FOR UPDATE SKIP LOCKED, moving
 * each one interval on in the same statement, so two instances never take the same feed), then
 * syncs them one by one. Returns how many synced.
 */
export async function syncDueFeeds(deps: CalendarDeps): Promise<number> {
  const now = deps.clock.now();
  const next = nextSyncAt(deps, now);
  const claimed = await queryRows<{ id: string }>(
    deps.db,
    sql`update calendar_feeds set sync_due_at = ${next.toISOString()}
          where id in (select id from calendar_feeds where sync_due_at <= ${now.toISOString()}
                         order by sync_due_at limit ${BATCH} for update skip locked)
          returning id`,
  );
  let synced = 0;
  for (const { id } of claimed) {
    if (await syncFeed(deps, id)) synced += 1;
  }
  return synced;
}
