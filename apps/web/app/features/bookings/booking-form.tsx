import type { ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { DurationUnit } from '@rentspace/core/bookings/constants';
import { DURATION_LIMITS, UNIT_LABELS } from '@rentspace/core/bookings/durations';
import {
  describeBookingRules,
  describeOpeningHours,
  hourText,
  latestStart,
  ruledDurationLimits,
  rulesOf,
  type BookingRules,
} from '@rentspace/core/bookings/rules';
import { startTimeOptions, zonedDate, zonedInstant } from '@rentspace/core/bookings/times';
import { formatMoney, type Currency } from '@rentspace/core/money/currencies';
import {
  priceOptions,
  type SpacePrices,
  type PriceOption,
  type Quote,
} from '@rentspace/core/money/pricing';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { Field, Input, inputClasses } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { gridHours } from '@rentspace/core/bookings/slot-grid';
import { BookingSummary } from './booking-summary';
import { depositOf } from '~/components/deposits/deposit-terms';

/** The listing's security deposit, shown under the total (none when absent). */
type DepositTerms = { deposit_required?: boolean; deposit_amount?: number | null };
import {
  checkBookingForm,
  formQuote,
  selectedWindow,
  type BookingFormValues,
  type ValidBooking,
} from './booking-rules';
import { formatClock, zoneName } from '~/lib/time-format';
import { useHydrated } from '~/lib/use-hydrated';

const OPTION_NAMES: Record<DurationUnit, string> = {
  hour: 'Hour',
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

export interface BookingFormProps {
  /** The listing's prices, zone and booking rules (the defaults for any it does not carry). */
  listing: SpacePrices & { time_zone: string } & Partial<BookingRules> & DepositTerms;
  /** The viewer's chosen zone; times are also shown in it when it differs from the listing's. */
  viewerTimeZone: string | null;
  now: Date | null;
  initialValues?: Partial<BookingFormValues>;
  onContinue(booking: ValidBooking, quote: Quote, values: BookingFormValues): void | Promise<void>;
  onValuesChange?(window: { start: string; end: string } | null): void;
  /** A message for the whole form, e.g. 'This time slot is not available' from the server. */
  error?: string | null;
  pending?: boolean;
  /** The listing takes no bookings (paused, under maintenance): every control is disabled. */
  disabled?: boolean;
  /** The viewer cannot book (their own listing): the form works, without Continue. */
  hideContinue?: boolean;
  /** Fields of the panel's own shown before Continue (a request's message to the host). */
  children?: ReactNode;
  /** The Continue button's words ('Continue to payment' unless told). */
  continueLabel?: string;
}

/** The options the listing prices, as large radio chips with their unit price. */
function OptionPicker(props: {
  options: PriceOption[];
  currency: Currency;
  /** Null while the form cannot be used: no option looks chosen. */
  selected: DurationUnit | null;
  registration: UseFormRegisterReturn<'durationUnit'>;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">Rent by</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map((option) => (
          <label
            key={option.unit}
            className={cx(
              'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              props.selected === option.unit
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-line hover:bg-surface has-[:disabled]:hover:bg-transparent',
            )}
          >
            <input type="radio" value={option.unit} className="sr-only" {...props.registration} />
            <span className="font-medium">{OPTION_NAMES[option.unit]}</span>
            <span className="tabular text-muted">
              {option.price > 0 ? formatMoney(option.price, props.currency) : '—'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The listing's opening hours and booking rules, said before a slot is chosen. */
function RulesNotice({ rules }: { rules: BookingRules }) {
  return (
    <div className="rounded-xl bg-surface px-4 py-3 text-sm">
      <p className="font-medium text-ink">Opening hours and rules</p>
      <ul className="mt-1 space-y-0.5 text-muted" aria-label="Opening hours and rules">
        {describeOpeningHours(rules.opening_hours).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {describeBookingRules(rules).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** Choose an option, a date, a start time and a duration; see the summary; continue to payment. */
export function BookingForm(props: BookingFormProps) {
  const { listing, viewerTimeZone, now, error, pending, disabled = false, hideContinue } = props;
  const { children, continueLabel = 'Continue to payment' } = props;
  // Before the page's scripts run, a click or a date typed would be lost (and the server's markup
  // cannot show the chosen option as checked): the controls wait, disabled, until they work.
  const hydrated = useHydrated();
  const inert = disabled || !hydrated;
  const rules = rulesOf(listing);
  // The options whose lengths the shortest and longest rental allow (all of them, for the server
  // to refuse, if a listing's rules leave none), each with the lengths it can take.
  const priced = priceOptions(listing);
  const ruled = priced.filter((option) => ruledDurationLimits(option.unit, rules));
  const options = ruled.length > 0 ? ruled : priced;
  const limitsOf = (unit: DurationUnit) =>
    ruledDurationLimits(unit, rules) ?? DURATION_LIMITS[unit];
  const firstUnit = options[0]?.unit ?? 'hour';
  const form = useForm<BookingFormValues>({
    defaultValues: {
      durationUnit: firstUnit,
      date: '',
      time: '',
      duration: String(limitsOf(firstUnit).min),
      ...props.initialValues,
    },
  });
  const values = useWatch({ control: form.control }) as BookingFormValues;
  const { errors, isSubmitting } = form.formState;
  const limits = limitsOf(values.durationUnit);
  // A length the rules refuse is priced nowhere: its message under the field says why instead.
  const length = Number(values.duration);
  const figures = length >= limits.min && length <= limits.max ? formQuote(listing, values) : null;
  const window = selectedWindow(values, listing.time_zone);
  const zonesDiffer = viewerTimeZone !== null && viewerTimeZone !== listing.time_zone;
  // On a chosen date, the starts its opening hours, the notice and the window leave; before that,
  // every hour some day is open.
  const startTimes = values.date
    ? startTimeOptions({
        date: values.date,
        rules,
        timeZone: listing.time_zone,
        now: now ?? undefined,
      })
    : gridHours(rules).map(hourText);

  const submit = form.handleSubmit(async (current) => {
    form.clearErrors();
    const result = checkBookingForm(current, {
      timeZone: listing.time_zone,
      now: now ?? new Date(),
      rules,
    });
    if (!result.ok) {
      form.setError(
        result.problem.field,
        { message: result.problem.message },
        { shouldFocus: true },
      );
      return;
    }
    await props.onContinue(result.booking, formQuote(listing, current)!, current);
  });

  const changed = (field: keyof BookingFormValues) => () => {
    form.clearErrors(field);
    props.onValuesChange?.(selectedWindow(form.getValues(), listing.time_zone));
  };
  const register = (field: keyof BookingFormValues) =>
    form.register(field, { onChange: changed(field) });

  const chooseUnit = (unit: DurationUnit) => {
    // Keep the duration when it still fits the new option; otherwise take its longest or shortest.
    const duration = Number(form.getValues('duration'));
    const { min, max } = limitsOf(unit);
    if (Number.isInteger(duration) && duration > max) form.setValue('duration', String(max));
    if (Number.isInteger(duration) && duration < min) form.setValue('duration', String(min));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Book this space"
      aria-busy={!hydrated || undefined}
    >
      <fieldset disabled={inert} className="min-w-0 space-y-4">
        <OptionPicker
          options={options}
          currency={listing.currency}
          selected={inert ? null : values.durationUnit}
          registration={form.register('durationUnit', {
            onChange: (event) => {
              chooseUnit(event.target.value as DurationUnit);
              changed('duration')();
            },
          })}
        />

        <RulesNotice rules={rules} />

        <div className="grid grid-cols-2 gap-3">
          <Field label="Date" error={errors.date?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="date"
                min={now ? zonedDate(now, listing.time_zone) : undefined}
                max={now ? zonedDate(latestStart(now, rules), listing.time_zone) : undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('date')}
              />
            )}
          </Field>
          <Field
            label="Start time"
            error={errors.time?.message}
            hint={values.date && startTimes.length === 0 ? 'No start times on this day' : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                className={cx(inputClasses, 'min-h-11')}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('time')}
              >
                <option value="">Select</option>
                {startTimes.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <p className="-mt-2 text-xs text-muted">
          Dates and start times are in the listing's time zone, {zoneName(listing.time_zone)}
          {zonesDiffer && values.date && values.time
            ? `: ${values.time} there is ${formatClock(zonedInstant(values.date, values.time, listing.time_zone), viewerTimeZone)} in ${zoneName(viewerTimeZone)}.`
            : '.'}
        </p>

        <Field
          label={`Number of ${UNIT_LABELS[values.durationUnit].other}`}
          hint={`${limits.min}–${limits.max} ${UNIT_LABELS[values.durationUnit].other}`}
          error={errors.duration?.message}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              step={1}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('duration')}
            />
          )}
        </Field>

        {figures && !disabled && (
          <BookingSummary
            figures={figures}
            window={window}
            listingTimeZone={listing.time_zone}
            viewerTimeZone={viewerTimeZone}
            deposit={depositOf(listing)}
          />
        )}
        {children}
        {error && <ErrorMessage>{error}</ErrorMessage>}
        {!hideContinue && (
          <Button
            type="submit"
            size="lg"
            className="w-full"
            pending={isSubmitting || pending}
            disabled={figures?.total === 0}
          >
            {continueLabel}
          </Button>
        )}
      </fieldset>
    </form>
  );
}
