import { addDays } from '@rentspace/core/bookings/calendar';
import type { CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { zonedDate, zonedInstant } from '@rentspace/core/bookings/times';
import { formatClock, formatRange } from '~/lib/time-format';

export type CalendarView = 'month' | 'week';

/** What an entry is called on the calendar. */
export const ENTRY_LABELS: Record<CalendarEntry['kind'], string> = {
  booking: 'Booked',
  hold: 'On hold',
  block: 'Blocked',
};

/** Entry colours, the availability grid's: bookings solid, holds dashed, blocks striped grey. */
export const ENTRY_STYLES: Record<CalendarEntry['kind'], string> = {
  booking: 'bg-brand-700 text-white',
  hold: 'border border-dashed border-warning-800/50 bg-warning-50 text-warning-800',
  block:
    'bg-[repeating-linear-gradient(135deg,var(--color-line)_0_3px,var(--color-surface)_3px_7px)] text-ink border border-line',
};

/** The entries that touch a day of the listing's zone. */
export function entriesOn(entries: readonly CalendarEntry[], date: string, timeZone: string) {
  const start = zonedInstant(date, '00:00', timeZone).getTime();
  const end = zonedInstant(addDays(date, 1), '00:00', timeZone).getTime();
  return entries.filter(
    (entry) => Date.parse(entry.start_time) < end && Date.parse(entry.end_time) > start,
  );
}

/** An entry's part of a day, as fractions of the day from its start: for the week view's columns. */
export function dayShare(entry: CalendarEntry, date: string, timeZone: string) {
  const start = zonedInstant(date, '00:00', timeZone).getTime();
  const end = zonedInstant(addDays(date, 1), '00:00', timeZone).getTime();
  const from = Math.max(Date.parse(entry.start_time), start);
  const to = Math.min(Date.parse(entry.end_time), end);
  return { top: (from - start) / (end - start), height: (to - from) / (end - start) };
}

/** The guest or note an entry shows beside its label. */
export function entryTitle(entry: CalendarEntry): string {
  if (entry.kind === 'block')
    return (
      entry.note || (entry.imported_from !== null ? `Imported: ${entry.imported_from}` : 'Blocked')
    );
  return entry.guest_name || 'Guest';
}

/**
 * What an entry's button says: 'Booked: Ana Silva, 10:00 to 12:00', 'Blocked: Repairs, 13:00 to
 * 17:00', and for an entry over several days its dates too.
 */
export function entryLabel(entry: CalendarEntry, timeZone: string): string {
  const oneDay =
    zonedDate(new Date(entry.start_time), timeZone) ===
    zonedDate(new Date(Date.parse(entry.end_time) - 1), timeZone);
  const times = oneDay
    ? `${formatClock(entry.start_time, timeZone)} to ${formatClock(entry.end_time, timeZone)}`
    : formatRange(entry.start_time, entry.end_time, timeZone);
  if (entry.kind === 'block')
    return entry.note ? `Blocked: ${entry.note}, ${times}` : `Blocked, ${times}`;
  return `${ENTRY_LABELS[entry.kind]}: ${entry.guest_name || 'Guest'}, ${times}`;
}

/** Today in the listing's zone. */
export const todayIn = (timeZone: string, now = new Date()) => zonedDate(now, timeZone);
