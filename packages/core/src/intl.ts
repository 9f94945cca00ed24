/**
 * Date formatters, made once per locale and options and then reused. Making one looks up the
 * locale's data (and a time zone's), a few hundred microseconds on a phone; a listing page formats
 * dozens of instants as it starts, and its availability grid used to make 273 of them. Money and
 * counts do not use Intl at all (money/currencies.ts).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** '1 review', '3 reviews': a count with its noun, singular for exactly one. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A wait in words: '45 seconds' under two minutes, whole minutes rounded up ('3 minutes') past that. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 120 ? countOf(whole, 'second') : countOf(Math.ceil(whole / 60), 'minute');
}

/** A zone's name as people read it: 'America/New_York' -> 'America/New York'. */
export function zoneName(timeZone: string): string {
  return timeZone.replace(/_/g, ' ');
}

/** A day and a time as the product writes them: 'Tue, Jan 14, 2025, 10:00' (with hourCycle h23). */
export const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** 'Tue, Jan 14, 2025, 10:00 – 12:00' (or across days) in the given zone, on the 24-hour clock. */
export function formatTimeRange(
  start: Date | string,
  end: Date | string,
  timeZone: string,
): string {
  return dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...DAY_AND_TIME }).formatRange(
    new Date(start),
    new Date(end),
  );
}
