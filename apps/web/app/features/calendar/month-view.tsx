import type { CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { monthGrid } from '@rentspace/core/bookings/calendar';
import { cx } from '~/components/ui/cx';
import { dayHeading, formatClock } from '~/lib/time-format';
import { ENTRY_LABELS, ENTRY_STYLES, dayShare, entriesOn, entryTitle } from './calendar-days';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 'Tuesday, December 1: 1 booked, 1 blocked', what a day's button says to a screen reader. */
function dayLabel(date: string, entries: readonly CalendarEntry[]): string {
  const counts = (['booking', 'hold', 'block'] as const)
    .map((kind) => [kind, entries.filter((entry) => entry.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${ENTRY_LABELS[kind].toLowerCase()}`);
  return `${dayHeading(date).full}: ${counts.length ? counts.join(', ') : 'free'}`;
}

/**
 * A month of the listing's days, Monday first: each day a button that selects it (its bookings,
 * holds and blocks then show below, with Block this day); on wider screens the day shows its first
 * entries, on a phone a coloured mark per kind.
 */
export function MonthView({
  month,
  selected,
  today,
  entries,
  timeZone,
  onSelect,
}: {
  month: string;
  selected: string;
  today: string;
  entries: readonly CalendarEntry[];
  timeZone: string;
  onSelect(date: string): void;
}) {
  const days = monthGrid(month);
  return (
    <div>
      <div className="grid grid-cols-7 text-center text-xs font-medium text-muted" aria-hidden>
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className="py-2">
            {weekday}
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-px overflow-hidden rounded-2xl border border-line bg-line">
        {days.map((date) => {
          const onDay = entriesOn(entries, date, timeZone);
          const outside = !date.startsWith(month);
          return (
            <li key={date} className="bg-white">
              <button
                type="button"
                aria-pressed={date === selected}
                aria-label={dayLabel(date, onDay)}
                onClick={() => onSelect(date)}
                className={cx(
                  'flex h-16 w-full flex-col items-stretch gap-0.5 p-1 text-left align-top hover:bg-surface focus-visible:relative focus-visible:z-10 sm:h-28 sm:p-1.5',
                  outside && 'bg-surface text-subtle',
                  date === selected && 'ring-2 ring-inset ring-brand-600',
                )}
              >
                <span
                  className={cx(
                    'tabular inline-flex size-6 items-center justify-center self-start rounded-full text-xs font-medium sm:text-sm',
                    date === today && 'bg-brand-600 text-white',
                  )}
                >
                  {Number(date.slice(8))}
                </span>
                <span className="flex gap-0.5 sm:hidden" aria-hidden>
                  {onDay.slice(0, 3).map((entry) => (
                    <span
                      key={entry.id}
                      className={cx('h-1.5 flex-1 rounded-full', ENTRY_STYLES[entry.kind])}
                    />
                  ))}
                </span>
                <span className="hidden min-w-0 flex-col gap-0.5 sm:flex" aria-hidden>
                  {onDay.slice(0, 2).map((entry) => (
                    <span
                      key={entry.id}
                      className={cx(
                        'truncate rounded px-1 text-[11px] leading-4',
                        ENTRY_STYLES[entry.kind],
                      )}
                    >
                      {dayShare(entry, date, timeZone).height === 1
                        ? 'All day'
                        : formatClock(entry.start_time, timeZone)}{' '}
                      {entryTitle(entry)}
                    </span>
                  ))}
                  {onDay.length > 2 && (
                    <span className="text-[11px] leading-4 text-muted">
                      +{onDay.length - 2} more
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
