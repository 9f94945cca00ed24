import {
  BOOKING_WINDOW_MONTHS,
  BUFFER_MINUTES,
  MIN_NOTICE_HOURS,
  WEEK_ORDER,
  WEEKDAY_NAMES,
  bufferLabel,
  hourText,
  noticeLabel,
  windowLabel,
} from '@rentspace/core/bookings/rules';
import { MAX_RENTAL_DURATION } from '@rentspace/core/listings/limits';
import { cx } from '~/components/ui/cx';
import { inputClasses } from '~/components/ui/field';
import { Section, SelectField, TextField, type ListingForm } from '../controls';

const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: hourText(hour),
}));

/** The fields whose rules read the rental durations (docs/product/listings.md#prices-the-durations-allow). */
const DURATION_READERS = [
  'min_rental_duration',
  'max_rental_duration',
  'daily_price',
  'weekly_price',
  'monthly_price',
] as const;

const options = (values: readonly number[], label: (value: number) => string) =>
  values.map((value) => ({ value: String(value), label: label(value) }));

/** One weekday: open or closed, and its first and last start. */
/** Where the rule of the whole week ("at least one day") is said, for the days to point at. */
const HOURS_ERROR_ID = 'opening-hours-error';

/** A week with no day open has no field of its own: the first day's switch takes the focus. */
export function focusOpeningHours(form: ListingForm) {
  form.setFocus(`opening_hours.${WEEK_ORDER[0]!}.open`);
}

function DayRow({ form, weekday }: { form: ListingForm; weekday: number }) {
  const name = WEEKDAY_NAMES[weekday]!;
  const open = form.watch(`opening_hours.${weekday}.open`);
  const error = form.formState.errors.opening_hours?.[weekday]?.to?.message;
  const errorId = `opening-hours-${weekday}-error`;
  const weekError = Boolean(
    form.formState.errors.opening_hours?.root ?? form.formState.errors.opening_hours?.message,
  );
  const select = (edge: 'from' | 'to', label: string) => (
    <select
      aria-label={`${name} ${label}`}
      disabled={!open}
      aria-invalid={(edge === 'to' && !!error) || undefined}
      aria-describedby={edge === 'to' && error ? errorId : undefined}
      className={cx(inputClasses, 'min-h-11 w-24 appearance-auto disabled:opacity-50')}
      {...form.register(`opening_hours.${weekday}.${edge}`)}
    >
      {HOUR_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
      <label className="flex min-h-11 w-36 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-600"
          aria-invalid={weekError || undefined}
          aria-describedby={weekError ? HOURS_ERROR_ID : undefined}
          {...form.register(`opening_hours.${weekday}.open`)}
        />
        <span className="text-sm font-medium text-ink">{name}</span>
      </label>
      {open ? (
        <span className="flex items-center gap-2 text-sm text-muted">
          {select('from', 'first start')}
          <span aria-hidden>to</span>
          {select('to', 'last start')}
        </span>
      ) : (
        <span className="text-sm text-muted">Closed</span>
      )}
      {error && (
        <p id={errorId} className="w-full text-sm text-danger-700">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * Opening hours by weekday, and the booking rules guests see before they choose a slot
 * (docs/product/booking-lifecycle.md#booking-rules).
 */
export function BookingRulesSection({ form }: { form: ListingForm }) {
  const timeZone = form.watch('time_zone');
  const hoursError =
    form.formState.errors.opening_hours?.root?.message ??
    form.formState.errors.opening_hours?.message;
  const hours = {
    type: 'number',
    min: 1,
    max: MAX_RENTAL_DURATION,
    step: 1,
    inputMode: 'numeric' as const,
  };
  return (
    <Section
      title="Opening hours and booking rules"
      description={`Bookings start on the hour between the first and last start of each open day, in the listing's time zone (${timeZone}).`}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">Opening hours</legend>
        <ul className="divide-y divide-line">
          {WEEK_ORDER.map((weekday) => (
            <DayRow key={weekday} form={form} weekday={weekday} />
          ))}
        </ul>
        {hoursError && (
          <p id={HOURS_ERROR_ID} className="mt-1 text-sm text-danger-700">
            {hoursError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="min_notice_hours"
          label="Minimum notice"
          hint="How long before the start a guest must book"
          options={options(MIN_NOTICE_HOURS, noticeLabel)}
        />
        <SelectField
          form={form}
          name="booking_window_months"
          label="Booking window"
          hint="How far ahead guests can book"
          options={options(BOOKING_WINDOW_MONTHS, windowLabel)}
        />
        <SelectField
          form={form}
          name="buffer_minutes"
          label="Buffer between bookings"
          hint="Kept free after every booking, for cleaning or handover"
          options={options(BUFFER_MINUTES, bufferLabel)}
        />
        <TextField
          form={form}
          name="min_rental_duration"
          label="Minimum rental (hours)"
          revalidates={DURATION_READERS}
          {...hours}
        />
        <TextField
          form={form}
          name="max_rental_duration"
          label="Maximum rental (hours, optional)"
          revalidates={DURATION_READERS}
          {...hours}
        />
      </div>
    </Section>
  );
}
