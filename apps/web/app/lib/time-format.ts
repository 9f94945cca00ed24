import { DAY_AND_TIME, dateTimeFormat, formatTimeRange, zoneName } from '@rentspace/core/intl';

export { zoneName };

/** A cached 'en-US' formatter for a zone, on the 24-hour clock. */
function zoned(timeZone: string, options: Intl.DateTimeFormatOptions) {
  return dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...options });
}

/** 'Tue, Jan 14, 2025, 10:00 – 12:00' (or across days), in the given zone. */
export { formatTimeRange as formatRange };

/** 'Tue, Jan 14, 2025, 10:00' in the given zone. */
export function formatInstant(instant: string, timeZone: string): string {
  return zoned(timeZone, DAY_AND_TIME).format(new Date(instant));
}

/**
 * 'Nov 29, 2026, 17:42 GMT+1' in the reader's own zone, named: when something happened on the
 * platform (a report, a refund, an audit entry), as opposed to a booking's times, which are the
 * listing's.
 */
export function formatMoment(instant: string): string {
  return dateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** '10:00' in the given zone. */
export function formatClock(instant: string | Date, timeZone: string): string {
  return zoned(timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** 'Mon' and '13' of a 'YYYY-MM-DD' calendar date. */
export function dayHeading(date: string): { weekday: string; day: string; full: string } {
  const instant = new Date(`${date}T12:00:00Z`);
  return {
    weekday: zoned('UTC', { weekday: 'short' }).format(instant),
    day: zoned('UTC', { day: 'numeric' }).format(instant),
    full: zoned('UTC', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(instant),
  };
}

/** 'Jan 13 – 19, 2025' for a week of calendar dates. */
export function weekLabel(firstDay: string, lastDay: string): string {
  const format = zoned('UTC', { month: 'short', day: 'numeric', year: 'numeric' });
  return format.formatRange(new Date(`${firstDay}T12:00:00Z`), new Date(`${lastDay}T12:00:00Z`));
}
