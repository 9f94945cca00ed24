import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { cx } from '~/components/ui/cx';
import { dayHeading, formatClock } from '~/lib/time-format';
import { ENTRY_STYLES, dayShare, entriesOn, entryLabel, entryTitle } from './calendar-days';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const HOUR_PX = 36;
const time = (quarter: number) =>
  `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

export interface PickedRange {
  date: string;
  start: string;
  end: string;
}

/**
 * A week of the listing's days, hour by hour in its zone. Dragging down a day picks a time range
 * to block (to the quarter hour); the hour cells are one keyboard stop, moved through with the
 * arrow keys, and Enter picks that hour. Bookings, holds and blocks are buttons that open them.
 */
export function WeekView({
  days,
  today,
  entries,
  timeZone,
  onPick,
  onOpen,
}: {
  days: readonly string[];
  today: string;
  entries: readonly CalendarEntry[];
  timeZone: string;
  onPick(range: PickedRange): void;
  onOpen(entry: CalendarEntry): void;
}) {
  const [drag, setDrag] = useState<{ date: string; from: number; to: number } | null>(null);
  const [focus, setFocus] = useState({ day: 0, hour: 9 });
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const scroller = useRef<HTMLDivElement>(null);
  // The week opens on the working day, 07:00, not at midnight; earlier hours are a scroll away.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 7 * HOUR_PX;
  }, []);

  const quarterAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return Math.min(95, Math.max(0, Math.floor(((event.clientY - box.top) / box.height) * 96)));
  };
  function finish() {
    if (!drag) return;
    const from = Math.min(drag.from, drag.to);
    const to = Math.max(drag.from, drag.to);
    // A tap picks its hour; a drag its quarters.
    const range =
      from === to
        ? { start: time(from - (from % 4)), end: time(from - (from % 4) + 4) }
        : { start: time(from), end: time(to + 1) };
    setDrag(null);
    onPick({ date: drag.date, ...range });
  }
  function move(event: KeyboardEvent<HTMLButtonElement>) {
    const step: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    const next = {
      day: Math.min(days.length - 1, Math.max(0, focus.day + delta[0])),
      hour: Math.min(23, Math.max(0, focus.hour + delta[1])),
    };
    setFocus(next);
    cells.current.get(`${next.day}-${next.hour}`)?.focus();
  }

  return (
    <div className="overflow-hidden rounded-2xl border border-line">
      <div className="grid grid-cols-[2.5rem_repeat(7,minmax(0,1fr))] border-b border-line bg-surface text-center text-xs">
        <span />
        {days.map((date) => (
          <span key={date} className={cx('py-2', date === today && 'font-semibold text-brand-700')}>
            <span className="block text-muted">{dayHeading(date).weekday}</span>
            <span className="tabular block text-sm">{dayHeading(date).day}</span>
          </span>
        ))}
      </div>
      <div ref={scroller} className="max-h-[32rem] overflow-y-auto">
        <div className="grid grid-cols-[2.5rem_repeat(7,minmax(0,1fr))]">
          <div aria-hidden>
            {HOURS.map((hour) => (
              <div
                key={hour}
                style={{ height: HOUR_PX }}
                className="tabular pr-1 text-right text-[10px] text-subtle"
              >
                {time(hour * 4)}
              </div>
            ))}
          </div>
          {days.map((date, dayIndex) => {
            const picked = drag?.date === date ? drag : null;
            return (
              <div
                key={date}
                className="relative touch-none border-l border-line"
                style={{ height: HOUR_PX * 24 }}
                onPointerDown={(event) => {
                  if (event.button !== 0) return;
                  event.currentTarget.setPointerCapture(event.pointerId);
                  const quarter = quarterAt(event);
                  setDrag({ date, from: quarter, to: quarter });
                }}
                onPointerMove={(event) => {
                  if (picked) setDrag({ ...picked, to: quarterAt(event) });
                }}
                onPointerUp={finish}
                onPointerCancel={() => setDrag(null)}
              >
                {HOURS.map((hour) => (
                  <button
                    key={hour}
                    type="button"
                    ref={(node) => {
                      if (node) cells.current.set(`${dayIndex}-${hour}`, node);
                    }}
                    tabIndex={focus.day === dayIndex && focus.hour === hour ? 0 : -1}
                    aria-label={`Block ${dayHeading(date).full}, ${time(hour * 4)} to ${time(hour * 4 + 4)}`}
                    onFocus={() => setFocus({ day: dayIndex, hour })}
                    onKeyDown={move}
                    onClick={(event) => {
                      // Pointer taps and drags are read on the column; a click from the keyboard has no detail.
                      if (event.detail === 0)
                        onPick({ date, start: time(hour * 4), end: time(hour * 4 + 4) });
                    }}
                    style={{ height: HOUR_PX }}
                    className="block w-full border-b border-line/60 hover:bg-surface focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-brand-600"
                  />
                ))}
                {picked && (
                  <div
                    aria-hidden
                    className="pointer-events-none absolute inset-x-0.5 rounded bg-brand-100/80 ring-2 ring-brand-600"
                    style={{
                      top: (Math.min(picked.from, picked.to) / 96) * 100 + '%',
                      height: ((Math.abs(picked.to - picked.from) + 1) / 96) * 100 + '%',
                    }}
                  />
                )}
                {entriesOn(entries, date, timeZone).map((entry) => {
                  const share = dayShare(entry, date, timeZone);
                  return (
                    <button
                      key={`${entry.id}-${date}`}
                      type="button"
                      onPointerDown={(event) => event.stopPropagation()}
                      onClick={() => onOpen(entry)}
                      aria-label={entryLabel(entry, timeZone)}
                      className={cx(
                        'absolute inset-x-0.5 flex flex-col items-stretch justify-start overflow-hidden rounded px-1 py-0.5 text-left text-[10px] leading-3 sm:text-xs sm:leading-4',
                        ENTRY_STYLES[entry.kind],
                      )}
                      style={{
                        top: `${share.top * 100}%`,
                        height: `max(${share.height * 100}%, 1.25rem)`,
                      }}
                    >
                      <span className="block truncate font-medium" title={entryTitle(entry)}>
                        {entryTitle(entry)}
                      </span>
                      <span className="hidden truncate sm:block">
                        {share.height === 1
                          ? 'All day'
                          : `${formatClock(entry.start_time, timeZone)}–${formatClock(entry.end_time, timeZone)}`}
                      </span>
                    </button>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
