import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { clipText } from '@rentspace/core/text';

/** One occurrence of an imported event: its key is the UID, plus the instance for a recurring one. */
export interface FeedOccurrence {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
}

/** The most a feed may yield, so that a huge or endless calendar cannot fill the table. */
export const MAX_OCCURRENCES = 5000;
// Steps through one recurring event, from its first instance (a daily one since years ago included).
const MAX_STEPS_PER_EVENT = 20_000;

export class FeedParseError extends Error {}

/**
 * Makes a time zone known to ical.js from the IANA database (timezones-ical-library) when a feed
 * names it without defining it; a feed's own VTIMEZONE still wins (ical.js reads it first).
 */
function ensureZone(tzid: string): ICAL.Timezone | null {
  if (ICAL.TimezoneService.has(tzid)) return ICAL.TimezoneService.get(tzid) ?? null;
  let block: string[] | string;
  try {
    block = tzlib_get_ical_block(tzid);
  } catch {
    return null;
  }
  const text = Array.isArray(block) ? block[0] : undefined;
  if (!text || !text.includes('BEGIN:VTIMEZONE')) return null;
  const component = ICAL.Component.fromString(text);
  ICAL.TimezoneService.register(component);
  return ICAL.TimezoneService.get(tzid) ?? null;
}

function referencedZones(calendar: ICAL.Component): Set<string> {
  const zones = new Set<string>();
  for (const event of calendar.getAllSubcomponents('vevent')) {
    for (const name of ['dtstart', 'dtend', 'exdate', 'recurrence-id', 'rdate']) {
      for (const property of event.getAllProperties(name)) {
        const tzid = property.getParameter('tzid');
        if (typeof tzid === 'string') zones.add(tzid);
      }
    }
  }
  return zones;
}

/**
 * A moment from an iCalendar time: UTC and zoned times as they are; an all-day date or a floating
 * time (no zone) is read in the listing's time zone, where the host's day is.
 */
function toInstant(time: ICAL.Time, listingZone: ICAL.Timezone | null): Date {
  const zone = time.zone;
  const floating =
    time.isDate || !zone || zone === ICAL.Timezone.localTimezone || zone.tzid === 'floating';
  if (!floating) return time.toJSDate();
  const local = ICAL.Time.fromData(
    {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.isDate ? 0 : time.hour,
      minute: time.isDate ? 0 : time.minute,
      second: time.isDate ? 0 : time.second,
      isDate: false,
    },
    listingZone ?? ICAL.Timezone.utcTimezone,
  );
  return new Date(local.toUnixTime() * 1000);
}

function isCancelled(component: ICAL.Component): boolean {
  const status = component.getFirstPropertyValue('status');
  return typeof status === 'string' && status.toUpperCase() === 'CANCELLED';
}

/** Marked as free time (TRANSP:TRANSPARENT): it does not make the listing busy. */
function isFree(component: ICAL.Component): boolean {
  const transp = component.getFirstPropertyValue('transp');
  return typeof transp === 'string' && transp.toUpperCase() === 'TRANSPARENT';
}

function text(value: unknown): string {
  return typeof value === 'string' ? clipText(value, 200) : '';
}

/**
 * Every busy occurrence of a feed's events that ends after `from` and starts before `to`:
 * RRULE, RDATE, EXDATE, moved instances (RECURRENCE-ID), all-day dates and time zones are read by
 * ical.js; cancelled and free events are left out.
 */
export function parseFeed(
  body: string,
  window: { from: Date; to: Date },
  listingTimeZone: string,
): FeedOccurrence[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body));
  } catch {
    // The parser's own words ("Cannot read properties of undefined ...") say nothing to a host.
    throw new FeedParseError('The address did not answer with an iCalendar feed');
  }
  if (calendar.name !== 'vcalendar') {
    throw new FeedParseError('The address did not answer with an iCalendar feed');
  }
  const defined = new Set(
    calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  );
  for (const tzid of referencedZones(calendar)) if (!defined.has(tzid)) ensureZone(tzid);
  const listingZone = ensureZone(listingTimeZone);

  // Masters first, with the instances that override them (RECURRENCE-ID) related to them.
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Component[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const uid = component.getFirstPropertyValue('uid');
    if (typeof uid !== 'string' || uid === '') continue;
    if (component.hasProperty('recurrence-id')) overrides.push(component);
    else masters.set(uid, new ICAL.Event(component));
  }
  const lone: ICAL.Event[] = [];
  for (const component of overrides) {
    const master = masters.get(String(component.getFirstPropertyValue('uid')));
    const exception = new ICAL.Event(component);
    if (master) master.relateException(exception);
    else lone.push(exception);
  }

  const occurrences: FeedOccurrence[] = [];
  const push = (uid: string, summary: string, start: Date, end: Date) => {
    if (end <= window.from || start >= window.to || start >= end) return;
    if (occurrences.length >= MAX_OCCURRENCES) {
      throw new FeedParseError(`The calendar has more than ${MAX_OCCURRENCES} events ahead`);
    }
    occurrences.push({ uid, summary, start, end });
  };

  for (const [uid, event] of masters) {
    if (isCancelled(event.component) || isFree(event.component)) continue;
    if (!event.isRecurring()) {
      push(
        uid,
        text(event.summary),
        toInstant(event.startDate, listingZone),
        toInstant(event.endDate, listingZone),
      );
      continue;
    }
    const iterator = event.iterator();
    for (let step = 0; step < MAX_STEPS_PER_EVENT; step += 1) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const start = toInstant(details.startDate, listingZone);
      if (start >= window.to && toInstant(next, listingZone) >= window.to) break;
      if (isCancelled(details.item.component) || isFree(details.item.component)) continue;
      push(
        `${uid}#${details.recurrenceId.toICALString()}`,
        text(details.item.summary),
        start,
        toInstant(details.endDate, listingZone),
      );
    }
  }
  for (const event of lone) {
    if (isCancelled(event.component) || isFree(event.component)) continue;
    push(
      `${event.uid}#${event.recurrenceId.toICALString()}`,
      text(event.summary),
      toInstant(event.startDate, listingZone),
      toInstant(event.endDate, listingZone),
    );
  }
  return occurrences;
}
