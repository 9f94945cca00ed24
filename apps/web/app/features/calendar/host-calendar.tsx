import { useState } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { addDays, weekOf, type BlockInput } from '@rentspace/core/bookings/calendar';
import type { CalendarEntry, CalendarResponse } from '@rentspace/core/bookings/calendar-api';
import { dateTimeFormat } from '@rentspace/core/intl';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { Dialog } from '~/components/ui/dialog';
import { inputClasses } from '~/components/ui/field';
import { weekLabel, zoneName } from '~/lib/time-format';
import { BlockForm } from './block-form';
import { ENTRY_LABELS, ENTRY_STYLES, todayIn, type CalendarView } from './calendar-days';
import { DayPanel } from './day-panel';
import { EntryDetails } from './entry-details';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

export interface CalendarPlace {
  space: string;
  view: CalendarView;
  date: string;
}

function monthTitle(month: string): string {
  return dateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** The month before or after 'YYYY-MM-DD', on its first day. */
function shiftMonth(date: string, by: number): string {
  const day = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + by);
  return day.toISOString().slice(0, 10);
}

const ENTRY_TITLES: Record<CalendarEntry['kind'], string> = {
  booking: 'Booking',
  hold: 'Booking on hold',
  block: 'Blocked time',
};

/**
 * The host calendar (docs/product/booking-lifecycle.md#host-calendar): one listing's month or week
 * in its time zone, with its bookings, holds and blocks; a day or a dragged range is blocked, an
 * entry opened. Where it stands (listing, view, day) lives in the URL.
 */
export function HostCalendar({
  listings,
  calendar,
  place,
  onNavigate,
  onChanged,
}: {
  listings: readonly { id: string; title: string }[];
  calendar: CalendarResponse;
  place: CalendarPlace;
  onNavigate(place: CalendarPlace): void;
  onChanged(): void;
}) {
  const { space, data } = calendar;
  const timeZone = space.time_zone;
  const today = todayIn(timeZone);
  const [form, setForm] = useState<Partial<BlockInput> | null>(null);
  const [opened, setOpened] = useState<CalendarEntry | null>(null);
  const go = (change: Partial<CalendarPlace>) => onNavigate({ ...place, ...change });
  const week = weekOf(place.date);
  const month = place.date.slice(0, 7);
  const step =
    place.view === 'month'
      ? (by: number) => shiftMonth(place.date, by)
      : (by: number) => addDays(place.date, 7 * by);
  const changed = () => {
    setForm(null);
    setOpened(null);
    onChanged();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-0 flex-1 basis-56 space-y-1.5">
          <span className="block text-sm font-medium">Listing</span>
          <select
            className={inputClasses}
            value={space.id}
            onChange={(event) => go({ space: event.target.value })}
          >
            {listings.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.title}
              </option>
            ))}
          </select>
        </label>
        <div
          role="group"
          aria-label="View"
          className="inline-flex rounded-full border border-line p-0.5"
        >
          {(['month', 'week'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={place.view === view}
              onClick={() => go({ view })}
              className={cx(
                'min-h-10 rounded-full px-4 text-sm font-medium',
                place.view === view ? 'bg-ink text-white' : 'text-ink hover:bg-surface',
              )}
            >
              {view === 'month' ? 'Month' : 'Week'}
            </button>
          ))}
        </div>
        <Button onClick={() => setForm({ date: place.date < today ? today : place.date })}>
          <Plus className="size-4" aria-hidden /> Block time
        </Button>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Previous ${place.view}`}
            onClick={() => go({ date: step(-1) })}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Next ${place.view}`}
            onClick={() => go({ date: step(1) })}
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
          <h2 className="ml-1 text-lg font-semibold" aria-live="polite">
            {place.view === 'month' ? monthTitle(month) : weekLabel(week[0]!, week[6]!)}
          </h2>
        </div>
        <div className="flex items-center gap-3">
          <Button variant="secondary" size="sm" onClick={() => go({ date: today })}>
            Today
          </Button>
          <p className="text-sm text-muted">Times in {zoneName(timeZone)}</p>
        </div>
      </div>

      <ul className="flex flex-wrap gap-3 text-xs text-muted" aria-label="Legend">
        {(['booking', 'hold', 'block'] as const).map((kind) => (
          <li key={kind} className="inline-flex items-center gap-1.5">
            <span
              className={cx('inline-block size-3 rounded-sm', ENTRY_STYLES[kind])}
              aria-hidden
            />
            {ENTRY_LABELS[kind]}
          </li>
        ))}
      </ul>

      {place.view === 'month' ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
          <MonthView
            month={month}
            selected={place.date}
            today={today}
            entries={data}
            timeZone={timeZone}
            onSelect={(date) => go({ date })}
          />
          <DayPanel
            key={place.date}
            date={place.date}
            spaceId={space.id}
            timeZone={timeZone}
            entries={data}
            past={place.date < today}
            onOpen={setOpened}
            onBlockTime={() => setForm({ date: place.date, whole_day: false })}
            onChanged={changed}
          />
        </div>
      ) : (
        <WeekView
          days={week}
          today={today}
          entries={data}
          timeZone={timeZone}
          onPick={(range) => setForm({ ...range, whole_day: false })}
          onOpen={setOpened}
        />
      )}

      <Dialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title="Block time"
      >
        {form && (
          <BlockForm spaceId={space.id} timeZone={timeZone} initial={form} onDone={changed} />
        )}
      </Dialog>
      <Dialog
        open={opened !== null}
        onOpenChange={(open) => !open && setOpened(null)}
        title={opened ? ENTRY_TITLES[opened.kind] : ''}
      >
        {opened && (
          <EntryDetails entry={opened} spaceId={space.id} timeZone={timeZone} onChanged={changed} />
        )}
      </Dialog>
    </div>
  );
}
