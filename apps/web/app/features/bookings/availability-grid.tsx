import { buildWeekGrid, type CellState, type GridCell } from '@rentspace/core/bookings/slot-grid';
import type { AvailabilitySlot } from '@rentspace/core/bookings/api';
import type { BookingRules } from '@rentspace/core/bookings/rules';
import { zonedDate } from '@rentspace/core/bookings/times';
import { cx } from '~/components/ui/cx';
import { dayHeading, weekLabel, zoneName } from '~/lib/time-format';

export const CELL_LABELS: Record<CellState, string> = {
  free: 'Available',
  held: 'On hold',
  booked: 'Booked',
  blocked: 'Blocked',
  past: 'Past',
  closed: 'Closed',
  unavailable: 'Unavailable',
};

const CELL_STYLES: Record<CellState, string> = {
  free: 'bg-success-50 text-success-700',
  held: 'bg-warning-50 text-warning-800 border border-dashed border-warning-800/40',
  booked: 'bg-muted text-white',
  blocked: 'bg-line text-muted',
  past: 'bg-surface text-subtle',
  // Closed hours are empty outlines; starts the rules keep closed are striped.
  closed: 'border border-line bg-white text-subtle',
  unavailable:
    'bg-[repeating-linear-gradient(135deg,var(--color-line)_0_3px,var(--color-surface)_3px_7px)] text-muted',
};

// Only slots that take the time away get a visible word; free and past cells are plain colour.
const SHOWS_WORD: ReadonlySet<CellState> = new Set(['held', 'booked', 'blocked']);

function overlaps(cell: GridCell, window: { start: string; end: string } | null) {
  if (!window) return false;
  return (
    Date.parse(cell.start) < Date.parse(window.end) &&
    Date.parse(window.start) < Date.parse(cell.end)
  );
}

export interface AvailabilityGridProps {
  /** The first of the listing's days shown. */
  firstDay: string;
  /** The listing's zone: the grid's days and rows are its bookable hours. */
  timeZone: string;
  /** The zone the times are named in; the listing's when not given. */
  viewerTimeZone?: string;
  slots: readonly AvailabilitySlot[];
  now: Date;
  /** The window the booking form has chosen, outlined on the grid. */
  highlight?: { start: string; end: string } | null;
  /** The listing's opening hours and booking rules; the defaults when not given. */
  rules?: BookingRules;
}

/**
 * The weekly grid: 7 of the listing's days, one row per hour the listing opens (9:00-21:00 in the
 * listing's zone by default) named by its time in the viewer's zone, booked and held slots marked,
 * closed hours and starts its rules keep closed too.
 */
export function AvailabilityGrid({
  firstDay,
  timeZone,
  viewerTimeZone = timeZone,
  slots,
  now,
  highlight = null,
  rules,
}: AvailabilityGridProps) {
  const grid = buildWeekGrid({ firstDay, timeZone, viewerTimeZone, slots, now, rules });
  const lastDay = grid.days[grid.days.length - 1]?.date ?? firstDay;
  const rows = grid.days[0]?.cells.map((cell) => ({ hour: cell.hour, clock: cell.clock })) ?? [];
  const elsewhere = viewerTimeZone !== timeZone;
  // Once per day, not per cell: 91 cells would otherwise format their day's name 91 times.
  const headings = grid.days.map((day) => dayHeading(day.date));
  // A cell's name: its day and time for the viewer, which may be another day than its column's.
  const cellName = (cell: GridCell, column: number) =>
    elsewhere
      ? `${dayHeading(zonedDate(new Date(cell.start), viewerTimeZone)).full}, ${cell.clock}`
      : `${headings[column]!.full}, ${cell.clock}`;
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">
          Availability for {weekLabel(firstDay, lastDay)}
          {elsewhere && `, the listing's days in ${zoneName(timeZone)}`}, times in{' '}
          {zoneName(viewerTimeZone)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-11 text-left font-medium text-muted">
              <span className="sr-only">Time</span>
            </th>
            {grid.days.map((day, column) => {
              const heading = headings[column]!;
              return (
                <th key={day.date} scope="col" className="pb-1 text-center font-medium">
                  <abbr title={heading.full} className="no-underline">
                    <span className="block text-muted">{heading.weekday}</span>
                    <span className="tabular block text-sm text-ink">{heading.day}</span>
                  </abbr>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ hour, clock }, row) => (
            <tr key={hour}>
              <th scope="row" className="tabular pr-1 text-left font-normal text-muted">
                {clock}
              </th>
              {grid.days.map((day, column) => {
                const cell = day.cells[row]!;
                const selected = overlaps(cell, highlight);
                return (
                  <td
                    key={day.date}
                    data-state={cell.state}
                    data-start={cell.start}
                    title={`${cellName(cell, column)}: ${CELL_LABELS[cell.state]}`}
                    className={cx(
                      'h-7 rounded-md px-0.5 text-center align-middle leading-none',
                      CELL_STYLES[cell.state],
                      selected && 'outline outline-2 -outline-offset-2 outline-brand-600',
                    )}
                  >
                    <span
                      className={
                        SHOWS_WORD.has(cell.state)
                          ? 'sr-only truncate sm:not-sr-only sm:block'
                          : 'sr-only'
                      }
                    >
                      {CELL_LABELS[cell.state]}
                    </span>
                    {selected && <span className="sr-only">, your selection</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The colours of the grid, in words. */
export function AvailabilityLegend() {
  const states: CellState[] = [
    'free',
    'held',
    'booked',
    'blocked',
    'unavailable',
    'closed',
    'past',
  ];
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
      {states.map((state) => (
        <li key={state} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cx('inline-block size-3 rounded-sm', CELL_STYLES[state])} />
          {CELL_LABELS[state]}
        </li>
      ))}
    </ul>
  );
}
