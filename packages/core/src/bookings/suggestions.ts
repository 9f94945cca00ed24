import '../zod-config.ts';
import { z } from 'zod';
import { DurationUnitSchema } from './schemas.ts';
import { UNIT_HOURS, isDurationAllowed } from './durations.ts';
import { checkBookingRules, reservedEnd, type BookingRules } from './rules.ts';
import { addDays } from './slot-grid.ts';
import { startTimeOptions, zonedDate, zonedInstant, zonedParts } from './times.ts';
import { listSchema, TimeSchema } from '../response-schemas.ts';

/** At most this many alternatives, looked for on the asked day and the days after it. */
export const MAX_SUGGESTIONS = 3;
export const SUGGESTION_DAYS = 14;

/** Query of GET /rest/v1/spaces/{id}/suggestions: the start asked for and its duration. */
export const SuggestionQuerySchema = z.object({
  start: z.iso.datetime({ offset: true, error: 'start must be an ISO date-time' }),
  duration: z.coerce
    .number({ error: 'duration must be a whole number' })
    .int('duration must be a whole number')
    .min(1, 'duration must be a whole number'),
  unit: DurationUnitSchema.default('hour'),
});
export type SuggestionQuery = z.infer<typeof SuggestionQuerySchema>;

export const SuggestedSlotSchema = z
  .strictObject({ start_time: TimeSchema, end_time: TimeSchema })
  .meta({ id: 'SuggestedSlot' });
export const SuggestionsResponseSchema = listSchema(SuggestedSlotSchema).meta({
  id: 'Suggestions',
});
export type SuggestedSlot = z.infer<typeof SuggestedSlotSchema>;
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>;

/**
 * Up to three starts near the one asked for that the listing would take for the same duration
 * (docs/product/booking-lifecycle.md#free-slot-suggestions): the same day first, nearest first
 * (earlier before later at equal distance), then the following days from their first start. Each
 * passes the listing's rules and keeps clear of `taken`, the ranges its bookings keep (their time
 * and the buffer after it), with its own buffer after it.
 */
export function suggestSlots(input: {
  requested: Date;
  duration: number;
  unit: z.infer<typeof DurationUnitSchema>;
  timeZone: string;
  rules: BookingRules;
  now: Date;
  taken: readonly { start: number; end: number }[];
}): SuggestedSlot[] {
  const { requested, rules, timeZone, now } = input;
  if (!isDurationAllowed(input.unit, input.duration)) return [];
  const hours = input.duration * UNIT_HOURS[input.unit];
  const length = hours * 3_600_000;
  const firstDay = zonedDate(requested, timeZone);
  const found: SuggestedSlot[] = [];
  for (let offset = 0; offset <= SUGGESTION_DAYS && found.length < MAX_SUGGESTIONS; offset++) {
    const date = addDays(firstDay, offset);
    let starts = startTimeOptions({ date, rules, timeZone, now }).map((time) =>
      zonedInstant(date, time, timeZone),
    );
    if (offset === 0) {
      const distance = (start: Date) => Math.abs(start.getTime() - requested.getTime());
      starts = starts
        .filter((start) => start.getTime() !== requested.getTime())
        .sort((a, b) => distance(a) - distance(b) || a.getTime() - b.getTime());
    }
    for (const start of starts) {
      const { hour, weekday } = zonedParts(start, timeZone);
      if (checkBookingRules({ start, weekday, hour, hours, rules, now })) continue;
      const begin = start.getTime();
      const keptEnd = reservedEnd(new Date(begin + length), rules.buffer_minutes).getTime();
      if (input.taken.some((slot) => slot.start < keptEnd && begin < slot.end)) continue;
      found.push({
        start_time: start.toISOString(),
        end_time: new Date(begin + length).toISOString(),
      });
      if (found.length === MAX_SUGGESTIONS) break;
    }
  }
  return found;
}
