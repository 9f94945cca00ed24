import { Globe } from 'lucide-react';
import { Field, inputClasses } from '~/components/ui/field';
import { cx } from '~/components/ui/cx';
import { useTimeZones } from './client-clock';
import { zoneName } from '~/lib/time-format';

/** Chooses the zone the availability grid is shown in; defaults to the browser's (docs/product/booking-lifecycle.md#start-times-and-time-zones). */
export function TimeZonePicker({
  value,
  onChange,
  include = [],
  className,
}: {
  value: string;
  onChange(zone: string): void;
  /** Zones offered even when the browser's list lacks them (it names some zones by older aliases). */
  include?: readonly string[];
  className?: string;
}) {
  const known = useTimeZones();
  const missing = [...new Set([value, ...include])].filter((zone) => !known.includes(zone));
  const zones = [...missing, ...known];
  return (
    <Field
      label={
        <span className="inline-flex items-center gap-1.5">
          <Globe className="size-4 text-muted" aria-hidden /> Time zone
        </span>
      }
      className={className}
    >
      {({ id }) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cx(inputClasses, 'min-h-11')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneName(zone)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
