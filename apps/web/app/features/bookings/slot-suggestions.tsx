import type { SuggestedSlot } from '@rentspace/core/bookings/suggestions';
import { Button } from '~/components/ui/button';
import { formatClock, zoneName } from '~/lib/time-format';

function dayOf(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(instant));
}

/**
 * The free starts nearest a refused one, for the same duration
 * (docs/product/booking-lifecycle.md#free-slot-suggestions): one click holds one.
 */
export function SlotSuggestions(props: {
  slots: SuggestedSlot[];
  timeZone: string;
  pending: boolean;
  onPick(slot: SuggestedSlot): void;
}) {
  if (props.slots.length === 0) return null;
  return (
    <section aria-labelledby="suggestions-heading" className="mt-4 space-y-2">
      <h3 id="suggestions-heading" className="text-sm font-semibold">
        Free times nearby
      </h3>
      <p className="text-xs text-muted">Same length, in {zoneName(props.timeZone)}.</p>
      <ul className="space-y-2">
        {props.slots.map((slot) => (
          <li key={slot.start_time}>
            <Button
              variant="secondary"
              className="w-full justify-between"
              disabled={props.pending}
              onClick={() => props.onPick(slot)}
            >
              <span>{dayOf(slot.start_time, props.timeZone)}</span>
              <span className="tabular">
                {formatClock(new Date(slot.start_time), props.timeZone)}–
                {formatClock(new Date(slot.end_time), props.timeZone)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
