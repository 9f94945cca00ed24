// The listing form's opening hours and booking rules as zod schemas, shared by the form and the
// server. Apart from rules.ts so that pages that only show or check the rules load no zod.
import '../zod-config.ts';
import { z } from 'zod';
import {
  BOOKING_WINDOW_MONTHS,
  BUFFER_MINUTES,
  DEFAULT_OPENING_HOURS,
  MIN_NOTICE_HOURS,
} from './rules.ts';

const hourOfDay = z.int('Choose an hour').min(0, 'Choose an hour').max(23, 'Choose an hour');

export const DayHoursSchema = z
  .object({ from: hourOfDay, to: hourOfDay })
  .refine((day) => day.from <= day.to, {
    message: 'The last start must be at or after the first',
    path: ['to'],
  });

export const OpeningHoursSchema = z
  .array(DayHoursSchema.nullable(), { error: 'Set the opening hours of each day' })
  .length(7, 'Set the opening hours of each day')
  .refine((days) => days.some((day) => day !== null), 'Open the listing on at least one day');

const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z.number({ error: message }).refine((value) => values.includes(value as T), message);

/** The rule fields of a listing as created or edited, each with its default. */
export const BookingRuleFieldsSchema = z.object({
  opening_hours: OpeningHoursSchema.default(() => DEFAULT_OPENING_HOURS.map((day) => day)),
  min_notice_hours: oneOf(MIN_NOTICE_HOURS, 'Choose a notice from the list').default(0),
  booking_window_months: oneOf(
    BOOKING_WINDOW_MONTHS,
    'Choose a booking window from the list',
  ).default(12),
  buffer_minutes: oneOf(BUFFER_MINUTES, 'Choose a buffer from the list').default(0),
});
