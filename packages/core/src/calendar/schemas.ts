/**
 * Calendar sync (docs/product/calendar-sync.md): a listing's secret iCal export and the calendars
 * it imports. The add form in the browser and the server validate with the same schema.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema } from '../response-schemas.ts';

/** How many calendars one listing imports at most. */
export const MAX_CALENDAR_FEEDS = 5;

export const CALENDAR_MESSAGES = {
  nameRequired: 'Give the calendar a name',
  nameTooLong: 'Name must be at most 60 characters',
  urlInvalid: 'Enter the calendar’s web address (https://…)',
  urlTooLong: 'Address must be at most 2000 characters',
  tooManyFeeds: `A listing imports at most ${MAX_CALENDAR_FEEDS} calendars. Remove one first.`,
  duplicateFeed: 'This listing already imports that calendar',
  ownExport: 'That is this listing’s own export: importing it would block every booking twice',
  feedNotFound: 'Calendar not found',
  added: 'Calendar added',
  removed: 'Calendar removed',
  regenerated: 'New export address made: the old one no longer works',
  copied: 'Export address copied',
} as const;

/** webcal:// is how many platforms offer a subscription; it is fetched over https. */
function normaliseFeedUrl(value: string): string {
  const trimmed = value.trim();
  return /^webcals?:\/\//i.test(trimmed) ? trimmed.replace(/^webcals?:\/\//i, 'https://') : trimmed;
}

export const CalendarFeedInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, CALENDAR_MESSAGES.nameRequired)
    .max(60, CALENDAR_MESSAGES.nameTooLong),
  url: z
    .string()
    .transform(normaliseFeedUrl)
    .pipe(
      z
        .url({ protocol: /^https?$/, error: CALENDAR_MESSAGES.urlInvalid })
        .max(2000, CALENDAR_MESSAGES.urlTooLong),
    ),
});
export type CalendarFeedInput = z.input<typeof CalendarFeedInputSchema>;

export const CalendarFeedEventSchema = z
  .strictObject({
    uid: z.string(),
    summary: z.string(),
    start_time: TimeSchema,
    end_time: TimeSchema,
    /** The booking it overlaps: the block could not be placed. */
    conflict_booking_id: IdSchema,
    /** That booking's guest, by name (none when they left none or closed their account). */
    conflict_guest_name: z.string().nullable(),
  })
  .meta({ id: 'CalendarConflict' });

export const CalendarFeedSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string(),
    url: z.string(),
    last_synced_at: TimeSchema.nullable(),
    last_error: z.string().nullable(),
    /** How many of its events block the listing now. */
    blocked_count: z.int(),
    conflicts: z.array(CalendarFeedEventSchema),
    created_at: TimeSchema,
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CalendarSyncSchema = z
  .strictObject({
    export_url: z.string(),
    feeds: z.array(CalendarFeedSchema),
    max_feeds: z.int(),
  })
  .meta({ id: 'CalendarSync' });
export type CalendarSync = z.infer<typeof CalendarSyncSchema>;

export const CalendarExportSchema = z
  .strictObject({ export_url: z.string() })
  .meta({ id: 'CalendarExport' });
