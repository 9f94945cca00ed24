import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, GRID_DAYS, gridStart, weekRange } from '@rentspace/core/bookings/slot-grid';
import type { BookingRules } from '@rentspace/core/bookings/rules';
import { Button } from '~/components/ui/button';
import { ErrorMessage, Skeleton } from '~/components/ui/states';
import { AvailabilityGrid, AvailabilityLegend } from './availability-grid';
import { useNow } from './client-clock';
import { weekLabel, zoneName } from '~/lib/time-format';
import { TimeZonePicker } from './time-zone-picker';
import { useAvailability } from './use-availability';

const MAX_WEEKS_AHEAD = 52;

interface AvailabilitySectionProps {
  spaceId: string;
  /** The listing's own zone, always offered by the picker. */
  listingTimeZone: string;
  /** The viewer's chosen zone, or null until the browser's zone is known. */
  timeZone: string | null;
  onTimeZoneChange(zone: string): void;
  /** Changes when a hold is placed or released, to load the slots again. */
  refreshKey: number;
  highlight?: { start: string; end: string } | null;
  /** False until a visitor comes near the section: until then nothing is loaded or computed. */
  active?: boolean;
  /** The listing's opening hours and booking rules. */
  rules?: BookingRules;
}

/** The availability block of the space page: zone picker, week navigation and the grid. */
export function AvailabilitySection({
  spaceId,
  listingTimeZone,
  timeZone: viewerTimeZone,
  onTimeZoneChange,
  refreshKey,
  highlight,
  active = true,
  rules,
}: AvailabilitySectionProps) {
  const now = useNow(active);
  const timeZone = active ? viewerTimeZone : null;
  const [weekOffset, setWeekOffset] = useState(0);
  // The listing's days: the rows are the hours the booking form offers, in the listing's zone.
  const firstDay = now ? addDays(gridStart(now, listingTimeZone), weekOffset * GRID_DAYS) : null;
  const range = firstDay ? weekRange(firstDay, listingTimeZone) : null;
  const availability = useAvailability(spaceId, range, refreshKey);

  return (
    <section aria-labelledby="availability-heading" className="space-y-4">
      <h2 id="availability-heading" className="text-xl font-semibold">
        Availability
      </h2>
      {timeZone && (
        <TimeZonePicker
          value={timeZone}
          onChange={onTimeZoneChange}
          include={[listingTimeZone]}
          className="max-w-sm"
        />
      )}
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous week"
          disabled={weekOffset === 0}
          onClick={() => setWeekOffset(weekOffset - 1)}
          className="size-11 px-0"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </Button>
        <p className="tabular text-center text-sm font-medium" aria-live="polite">
          {firstDay ? weekLabel(firstDay, addDays(firstDay, GRID_DAYS - 1)) : '\u00a0'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next week"
          disabled={weekOffset >= MAX_WEEKS_AHEAD}
          onClick={() => setWeekOffset(weekOffset + 1)}
          className="size-11 px-0"
        >
          <ChevronRight className="size-5" aria-hidden />
        </Button>
      </div>
      {availability.status === 'error' && <ErrorMessage>{availability.message}</ErrorMessage>}
      {availability.status === 'loading' || !firstDay || !now || !timeZone ? (
        <div role="status" aria-label="Loading availability" className="space-y-1">
          <Skeleton className="h-8" />
          <Skeleton className="h-72" />
        </div>
      ) : (
        availability.status === 'ready' && (
          <>
            <AvailabilityGrid
              firstDay={firstDay}
              timeZone={listingTimeZone}
              viewerTimeZone={timeZone}
              slots={availability.slots}
              now={now}
              highlight={highlight}
              rules={rules}
            />
            <AvailabilityLegend />
            <p className="text-xs text-muted">
              Times are shown in {zoneName(timeZone)}.
              {timeZone !== listingTimeZone &&
                ` Each column is a day in the listing's time zone (${zoneName(listingTimeZone)}), in its opening hours there.`}
            </p>
          </>
        )
      )}
    </section>
  );
}
