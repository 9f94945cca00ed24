import { useRef, useState } from 'react';
import type { CalendarEntry } from '@rentspace/core/bookings/calendar-api';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { ErrorMessage } from '~/components/ui/states';
import { ApiRequestError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { dayHeading, formatClock } from '~/lib/time-format';
import { calendarApi } from './api';
import {
  ENTRY_LABELS,
  ENTRY_STYLES,
  dayShare,
  entriesOn,
  entryLabel,
  entryTitle,
} from './calendar-days';

/**
 * The day chosen on the month view: what is on it, each opened with a press, and the two ways to
 * block it: the whole day at once, or a time range in the form.
 */
export function DayPanel({
  date,
  spaceId,
  timeZone,
  entries,
  past,
  onOpen,
  onBlockTime,
  onChanged,
}: {
  date: string;
  spaceId: string;
  timeZone: string;
  entries: readonly CalendarEntry[];
  past: boolean;
  onOpen(entry: CalendarEntry): void;
  onBlockTime(): void;
  onChanged(): void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onDay = entriesOn(entries, date, timeZone);
  const heading = useRef<HTMLHeadingElement>(null);

  async function blockDay() {
    setPending(true);
    setError(null);
    try {
      await calendarApi.block(spaceId, { date, whole_day: true });
      notify.success('Day blocked', { description: 'Guests cannot book it now.' });
      // Block this day goes with the day's last free hour: the keyboard carries on from the day.
      heading.current?.focus();
      onChanged();
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : 'Failed to block this day');
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="day-heading" className="rounded-2xl border border-line p-4">
      <h2 id="day-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {dayHeading(date).full}
      </h2>
      {onDay.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Nothing booked or blocked on this day.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {onDay.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onOpen(entry)}
                aria-label={entryLabel(entry, timeZone)}
                className="flex min-h-11 w-full items-center gap-3 rounded-xl p-2 text-left hover:bg-surface"
              >
                <span
                  className={cx(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                    ENTRY_STYLES[entry.kind],
                  )}
                >
                  {ENTRY_LABELS[entry.kind]}
                </span>
                <span className="tabular shrink-0 text-sm">
                  {dayShare(entry, date, timeZone).height === 1
                    ? 'All day'
                    : `${formatClock(entry.start_time, timeZone)}–${formatClock(entry.end_time, timeZone)}`}
                </span>
                <span className="min-w-0 truncate text-sm text-muted" title={entryTitle(entry)}>
                  {entryTitle(entry)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
      {!past && (
        <div className="mt-4 flex flex-wrap gap-2">
          {/* A day something already takes whole has nothing left to block. */}
          {!onDay.some((entry) => dayShare(entry, date, timeZone).height === 1) && (
            <Button onClick={blockDay} pending={pending}>
              Block this day
            </Button>
          )}
          <Button variant="secondary" onClick={onBlockTime}>
            Block a time…
          </Button>
        </div>
      )}
    </section>
  );
}
