import { TZDate } from '@date-fns/tz';
import type { AvailabilitySlot, SlotKind } from './api.ts';
import { START_HOURS, zonedDate, zonedInstant } from './times.ts';

/** The grid shows 7 days of 9:00-21:00 rows in the viewer's chosen zone (spec section 9). */
export const GRID_DAYS = 7;
export const GRID_HOURS = START_HOURS;

export type CellState = 'free' | 'past' | SlotKind;

export interface GridCell {
  /** Wall-clock hour in the viewer's zone (9..21). */
  hour: number;
  start: string;
  end: string;
  state: CellState;
}

export interface GridDay {
  /** 'YYYY-MM-DD' in the viewer's zone. */
  date: string;
  cells: GridCell[];
}

export interface WeekGrid {
  timeZone: string;
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

/** The first day of the grid for `now` in a zone: today in that zone. */
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

function cellState(start: number, end: number, now: number, slots: { start: number; end: number; kind: SlotKind }[]): CellState {
  let state: CellState = start < now ? 'past' : 'free';
  let rank = 0;
  for (const slot of slots) {
    if (slot.start < end && start < slot.end && PRECEDENCE[slot.kind] > rank) {
      state = slot.kind;
      rank = PRECEDENCE[slot.kind];
    }
  }
  return state;
}

/**
 * The weekly availability grid: 7 days from `firstDay`, one row per hour 9:00-21:00 in the viewer's
 * zone, each cell marked booked, held or blocked when a slot overlaps it, past when it has begun.
 * Each cell spans one real hour, so a daylight-saving change moves the cells' instants, not the rows.
 */
export function buildWeekGrid(input: {
  firstDay: string;
  timeZone: string;
  slots: readonly AvailabilitySlot[];
  now: Date;
}): WeekGrid {
  const slots = input.slots.map((slot) => ({
    start: Date.parse(slot.start_time),
    end: Date.parse(slot.end_time),
    kind: slot.kind,
  }));
  const now = input.now.getTime();
  const days: GridDay[] = [];
  for (let offset = 0; offset < GRID_DAYS; offset++) {
    const date = addDays(input.firstDay, offset);
    const cells = GRID_HOURS.map((hour) => {
      const start = zonedInstant(date, `${String(hour).padStart(2, '0')}:00`, input.timeZone).getTime();
      const end = start + 3_600_000;
      return {
        hour,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        state: cellState(start, end, now, slots),
      };
    });
    days.push({ date, cells });
  }
  return { timeZone: input.timeZone, days, ...weekRange(input.firstDay, input.timeZone) };
}

/** The zone's name for display, e.g. 'GMT+9' or 'PST', at an instant. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant);
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
