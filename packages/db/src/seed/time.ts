const DAY = 86_400_000;

function wallClockParts(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant when the clock in `timeZone` shows `hour`:00 on the day that is `dayOffset` days
 * from `now` there. Demo bookings start at local business hours wherever the listing is.
 */
export function localTime(now: Date, dayOffset: number, hour: number, timeZone: string): Date {
  const day = wallClockParts(now.getTime() + dayOffset * DAY, timeZone);
  const guess = Date.UTC(day.year, day.month - 1, day.day, hour);
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  // A second pass settles the offset when the first guess fell across a daylight-saving change.
  return new Date(guess - offsetMinutes(first, timeZone) * 60_000);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3_600_000);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}
