import { TZDate } from '@date-fns/tz';
import type { AvailabilitySlot, SlotKind } from './api.ts';
import {
  DEFAULT_BOOKING_RULES,
  earliestStart,
  isOpenAt,
  latestStart,
  weekdayOf,
  type BookingRules,
} from './rules.ts';
import { START_HOURS, zonedDate, zonedInstant, zonedParts } from './times.ts';

/**
 * The grid shows 7 days of the listing's bookable hours, 9:00-21:00 in the listing's zone; starts
 * are the listing's, shown in the viewer's chosen zone
 * (docs/product/booking-lifecycle.md#availability-grid). Each row is one of those hours, named by
 * the time it is in the viewer's zone: a guest in Tokyo looking at a New York listing sees the
 * rows the booking form offers, at the hours they are in Tokyo.
 */
export const GRID_DAYS = 7;
export const GRID_HOURS = START_HOURS;

/**
 * `closed`: outside the day's opening hours; `unavailable`: open, but the listing's notice, booking
 * window or the buffer beside another booking keeps it from being a start.
 */
export type CellState = 'free' | 'past' | 'closed' | 'unavailable' | SlotKind;

export interface GridCell {
  /** Wall-clock hour in the listing's zone (9..21): the row. */
  hour: number;
  /** Its start on the viewer's clock, e.g. '9:00', '23:00' or '19:30'. */
  clock: string;
  start: string;
  end: string;
  state: CellState;
}

export interface GridDay {
  /** 'YYYY-MM-DD' in the listing's zone. */
  date: string;
  cells: GridCell[];
}

export interface WeekGrid {
  /** The listing's zone, whose days and hours the grid is made of. */
  timeZone: string;
  /** The zone its times are named in. */
  viewerTimeZone: string;
  days: GridDay[];
  /** The instants to ask GET /spaces/{id}/availability for: [from, to). */
  from: string;
  to: string;
}

/** Adds whole calendar days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}

/** The first day of the grid for `now` in the listing's zone: today there. */
export function gridStart(now: Date, timeZone: string): string {
  return zonedDate(now, timeZone);
}

/** The instants a week starting on `firstDay` covers in a zone: its first 00:00 to the 00:00 after it. */
export function weekRange(firstDay: string, timeZone: string): { from: string; to: string } {
  return {
    from: zonedInstant(firstDay, '00:00', timeZone).toISOString(),
    to: zonedInstant(addDays(firstDay, GRID_DAYS), '00:00', timeZone).toISOString(),
  };
}

const PRECEDENCE: Record<SlotKind, number> = { booked: 3, blocked: 2, held: 1 };

interface CellContext {
  now: number;
  earliest: number;
  latest: number;
  buffer: number;
  slots: { start: number; end: number; kind: SlotKind }[];
}

function cellState(start: number, end: number, context: CellContext): CellState {
  let state: CellState = start < context.now ? 'past' : 'free';
  let rank = 0;
  let nearSlot = false;
  for (const slot of context.slots) {
    if (slot.start < end && start < slot.end && PRECEDENCE[slot.kind] > rank) {
      state = slot.kind;
      rank = PRECEDENCE[slot.kind];
    }
    // A booking here would keep its buffer free after it, and the slot keeps its own after it.
    if (slot.start - context.buffer < end && start < slot.end + context.buffer) nearSlot = true;
  }
  if (state === 'free' && (nearSlot || start < context.earliest || start > context.latest))
    return 'unavailable';
  return state;
}

/** The grid's rows: every hour some day of the week is open, first to last. */
export function gridHours(rules: Pick<BookingRules, 'opening_hours'>): number[] {
  const open = rules.opening_hours.filter((day) => day !== null);
  if (open.length === 0) return [];
  const first = Math.min(...open.map((day) => day.from));
  const last = Math.max(...open.map((day) => day.to));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** An instant's time on a zone's clock, as the grid names its rows: '9:00', '19:30'. */
function clockIn(instant: number, timeZone: string): string {
  const { hour, minute } = zonedParts(new Date(instant), timeZone);
  return `${hour}:${String(minute).padStart(2, '0')}`;
}

/**
 * The weekly availability grid: 7 of the listing's days from `firstDay`, one row per hour some day
 * is open (9:00-21:00 in the listing's zone by default), each cell named by its time in the
 * viewer's zone and marked booked, held or blocked when a slot overlaps it, past when it has
 * begun, closed outside its day's hours, unavailable when the notice, the booking window or a
 * buffer beside a slot keeps it from being a start. Each cell spans one
 * real hour, so a daylight-saving change moves the cells' instants, not the rows.
 */
export function buildWeekGrid(input: {
  firstDay: string;
  /** The listing's zone. */
  timeZone: string;
  /** The viewer's chosen zone; the listing's when not given. */
  viewerTimeZone?: string;
  slots: readonly AvailabilitySlot[];
  now: Date;
  /** The listing's booking rules; the defaults when not given. */
  rules?: BookingRules;
}): WeekGrid {
  const viewerTimeZone = input.viewerTimeZone ?? input.timeZone;
  const rules = input.rules ?? DEFAULT_BOOKING_RULES;
  const context: CellContext = {
    now: input.now.getTime(),
    earliest: earliestStart(input.now, rules).getTime(),
    latest: latestStart(input.now, rules).getTime(),
    buffer: rules.buffer_minutes * 60_000,
    slots: input.slots.map((slot) => ({
      start: Date.parse(slot.start_time),
      end: Date.parse(slot.end_time),
      kind: slot.kind,
    })),
  };
  const hours = gridHours(rules);
  const days: GridDay[] = [];
  for (let offset = 0; offset < GRID_DAYS; offset++) {
    const date = addDays(input.firstDay, offset);
    const weekday = weekdayOf(date);
    const cells = hours.map((hour) => {
      const start = zonedInstant(
        date,
        `${String(hour).padStart(2, '0')}:00`,
        input.timeZone,
      ).getTime();
      const end = start + 3_600_000;
      return {
        hour,
        clock: clockIn(start, viewerTimeZone),
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        state: isOpenAt(rules.opening_hours, weekday, hour)
          ? cellState(start, end, context)
          : 'closed',
      };
    });
    days.push({ date, cells });
  }
  return {
    timeZone: input.timeZone,
    viewerTimeZone,
    days,
    ...weekRange(input.firstDay, input.timeZone),
  };
}

/** The zone's name for display, e.g. 'GMT+9' or 'PST', at an instant. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    instant,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** True when the string is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new TZDate(0, timeZone).getHours();
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
