import type { DurationUnit } from '@rentspace/core/bookings/constants';
import { isDurationAllowed } from '@rentspace/core/bookings/durations';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import type { BookingRules } from '@rentspace/core/bookings/rules';
import {
  bookingWindow,
  checkBookingTimes,
  type BookingTimeProblem,
} from '@rentspace/core/bookings/times';
import { quote, type SpacePrices, type Quote } from '@rentspace/core/money/pricing';

/** What the booking form holds: an option, a date and start time in the listing's zone, a duration. */
export interface BookingFormValues {
  durationUnit: DurationUnit;
  date: string;
  time: string;
  duration: string;
}

export type BookingField = 'date' | 'time' | 'duration';

export interface BookingProblem {
  field: BookingField;
  message: string;
}

export interface ValidBooking {
  durationUnit: DurationUnit;
  duration: number;
  startTime: string;
  endTime: string;
}

/** The field under which each problem is shown. */
const PROBLEM_FIELDS: Record<BookingTimeProblem['code'], BookingField> = {
  missing_time: 'time',
  past_start: 'date',
  invalid_duration: 'duration',
  invalid_start_time: 'time',
  outside_opening_hours: 'time',
  short_notice: 'date',
  beyond_booking_window: 'date',
  below_minimum_rental: 'duration',
  above_maximum_rental: 'duration',
};

function parseDuration(raw: string): number {
  return /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}

/** The booking window the values stand for, or null while the date or time is missing. */
export function selectedWindow(
  values: BookingFormValues,
  timeZone: string,
): { start: string; end: string } | null {
  const duration = parseDuration(values.duration);
  if (!values.date || !values.time || !Number.isInteger(duration) || duration < 1) return null;
  const window = bookingWindow({ ...values, duration }, timeZone);
  return { start: window.startTime, end: window.endTime };
}

/**
 * The form's rules (docs/product/booking-lifecycle.md#who-may-book): a date and time, in the future, a bookable start,
 * a duration within the option's limits, and the listing's booking rules (the server's own check). Returns the problem to show under its field, or the booking.
 */
export function checkBookingForm(
  values: BookingFormValues,
  context: { timeZone: string; now: Date; rules?: BookingRules },
): { ok: true; booking: ValidBooking } | { ok: false; problem: BookingProblem } {
  if (!values.date)
    return { ok: false, problem: { field: 'date', message: BOOKING_MESSAGES.selectDateTime } };
  if (!values.time)
    return { ok: false, problem: { field: 'time', message: BOOKING_MESSAGES.selectDateTime } };
  const duration = parseDuration(values.duration);
  const window = bookingWindow(
    {
      date: values.date,
      time: values.time,
      durationUnit: values.durationUnit,
      duration: Number.isInteger(duration) ? duration : 1,
    },
    context.timeZone,
  );
  const problem = checkBookingTimes({
    start: new Date(window.startTime),
    end: new Date(window.endTime),
    unit: values.durationUnit,
    duration: Number.isInteger(duration) ? duration : 0,
    timeZone: context.timeZone,
    now: context.now,
    rules: context.rules,
  });
  if (problem)
    return {
      ok: false,
      problem: { field: PROBLEM_FIELDS[problem.code], message: problem.message },
    };
  return { ok: true, booking: { durationUnit: values.durationUnit, duration, ...window } };
}

/** The summary's figures for the values, or null while the duration is not a whole number. */
export function formQuote(listing: SpacePrices, values: BookingFormValues): Quote | null {
  const duration = parseDuration(values.duration);
  // A duration the form refuses (30 hours, 13 months) gets no price either.
  if (!isDurationAllowed(values.durationUnit, duration)) return null;
  return quote(listing, values.durationUnit, duration);
}
