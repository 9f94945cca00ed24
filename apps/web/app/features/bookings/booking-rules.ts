import type { DurationUnit } from '@rentspace/core/bookings/constants';
import { isDurationAllowed } from '@rentspace/core/bookings/durations';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { bookingWindow, checkBookingTimes } from '@rentspace/core/bookings/times';
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
 * a duration within the option's limits. Returns the problem to show under its field, or the booking.
 */
export function checkBookingForm(
  values: BookingFormValues,
  context: { timeZone: string; now: Date },
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
  });
  if (problem) {
    const field: BookingField =
      problem.code === 'invalid_duration'
        ? 'duration'
        : problem.code === 'past_start'
          ? 'date'
          : 'time';
    return { ok: false, problem: { field, message: problem.message } };
  }
  return { ok: true, booking: { durationUnit: values.durationUnit, duration, ...window } };
}

/** The summary's figures for the values, or null while the duration is not a whole number. */
export function formQuote(listing: SpacePrices, values: BookingFormValues): Quote | null {
  const duration = parseDuration(values.duration);
  // A duration the form refuses (30 hours, 13 months) gets no price either.
  if (!isDurationAllowed(values.durationUnit, duration)) return null;
  return quote(listing, values.durationUnit, duration);
}
