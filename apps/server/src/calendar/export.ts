import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@rentspace/db';

/** How far back the export reaches: calendars keep a little history, not all of it. */
const PAST_DAYS = 30;

/**
 * A listing's iCalendar export (RFC 5545, made by ical-generator): its confirmed (and completed)
 * bookings at their own times and the host's own blocks. Never an imported block (re-exporting
 * what another platform exported would echo it back and forth between them), never a hold, and
 * nothing about the guest: no name, e-mail or phone. UIDs are the row ids, so a subscriber
 * updates an event rather than adding a second one.
 */
export async function buildExport(
  db: Database,
  spaceId: string,
  now: Date,
  siteUrl: string,
): Promise<{ body: string; etag: string } | null> {
  const [space] = await queryRows<{ title: string }>(
    db,
    sql`select title from spaces where id = ${spaceId}`,
  );
  if (!space) return null;
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{
    id: string;
    kind: 'booking' | 'block';
    start_time: Date | string;
    end_time: Date | string;
    changed: Date | string;
  }>(
    db,
    sql`select b.id, 'booking' as kind, b.start_time, b.end_time, b.updated_at as changed
          from bookings b
         where b.space_id = ${spaceId} and b.status in ('confirmed', 'completed')
           and b.end_time > ${since}
        union all
        select a.id, 'block' as kind, a.start_time, a.end_time, a.created_at as changed
          from space_availability a
         where a.space_id = ${spaceId} and a.booking_id is null and a.feed_id is null
           and a.end_time > ${since}
        order by start_time, id`,
  );
  const domain = new URL(siteUrl).hostname;
  const calendar = ical({
    name: `${space.title} (Rentspace)`,
    prodId: { company: 'Rentspace', product: 'Listing calendar', language: 'EN' },
    ttl: 15 * 60,
  });
  for (const row of rows) {
    calendar.createEvent({
      id: `${row.kind}-${row.id}@${domain}`,
      start: new Date(row.start_time),
      end: new Date(row.end_time),
      stamp: new Date(row.changed),
      summary: row.kind === 'booking' ? 'Booked on Rentspace' : 'Blocked on Rentspace',
    });
  }
  const body = calendar.toString();
  // The stamp of generation changes nothing a subscriber reads: the tag hashes the events.
  const etag = `"${createHash('sha256').update(JSON.stringify(rows)).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}
