/**
 * The host calendar's contract (docs/product/booking-lifecycle.md#host-calendar):
 * GET    /rest/v1/spaces/{id}/calendar?from=&to=  (Bearer, the owner or an admin)
 * POST   /rest/v1/spaces/{id}/blocks               body BlockInputSchema (./calendar.ts)
 * DELETE /rest/v1/spaces/{id}/blocks/{blockId}
 * Someone else's listing answers 404 'Listing not found', as an unknown one does.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema } from '../response-schemas.ts';
import { DURATION_UNITS } from './constants.ts';

/** The range a calendar asks for: at most 62 days, so a month view with its edge weeks fits. */
export const CALENDAR_MAX_DAYS = 62;

export const CalendarQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'Invalid range start' }),
    to: z.iso.datetime({ offset: true, error: 'Invalid range end' }),
  })
  .refine(
    ({ from, to }) => {
      const span = Date.parse(to) - Date.parse(from);
      return span > 0 && span <= CALENDAR_MAX_DAYS * 86_400_000;
    },
    { path: ['to'], message: `Ask for a range of at most ${CALENDAR_MAX_DAYS} days` },
  );

/** A confirmed (or completed) booking as its host sees it: the guest's name, never their contact. */
export const CalendarBookingSchema = z
  .strictObject({
    kind: z.literal('booking'),
    id: IdSchema,
    status: z.enum(['confirmed', 'completed']),
    start_time: TimeSchema,
    end_time: TimeSchema,
    /** The end of the buffer kept free after it (its end when the listing keeps none). */
    kept_until: TimeSchema,
    duration: z.int(),
    duration_unit: z.enum(DURATION_UNITS),
    guest_name: z.string().nullable(),
    total_price: MinorUnitsSchema,
    /** What the host is paid for it. */
    payout: MinorUnitsSchema,
    currency: CurrencySchema,
  })
  .meta({ id: 'CalendarBooking' });

/** A guest's hold: the slot is kept while they pay, until `hold_expires_at`. */
export const CalendarHoldSchema = z
  .strictObject({
    kind: z.literal('hold'),
    id: IdSchema,
    start_time: TimeSchema,
    end_time: TimeSchema,
    kept_until: TimeSchema,
    hold_expires_at: TimeSchema,
    guest_name: z.string().nullable(),
    /** A request to book: the card is held and the slot kept until the host answers, at the latest. */
    requested: z.boolean(),
  })
  .meta({ id: 'CalendarHold' });

/** A blocked time: the host's own, or an event of an imported calendar. */
export const CalendarBlockSchema = z
  .strictObject({
    kind: z.literal('block'),
    id: IdSchema,
    start_time: TimeSchema,
    end_time: TimeSchema,
    note: z.string().nullable(),
    created_at: TimeSchema,
    /**
     * The name of the imported calendar it comes from, or null for the host's own block. An
     * imported one follows its calendar: it is changed there, not unblocked here.
     */
    imported_from: z.string().nullable(),
  })
  .meta({ id: 'CalendarBlock' });

export const CalendarEntrySchema = z.discriminatedUnion('kind', [
  CalendarBookingSchema,
  CalendarHoldSchema,
  CalendarBlockSchema,
]);

export const CalendarResponseSchema = z
  .strictObject({
    space: z.strictObject({
      id: IdSchema,
      title: z.string(),
      time_zone: z.string(),
      currency: CurrencySchema,
      buffer_minutes: z.int(),
    }),
    /** Everything overlapping the range asked for, the earliest first. */
    data: z.array(CalendarEntrySchema),
  })
  .meta({ id: 'Calendar' });

export type CalendarBooking = z.infer<typeof CalendarBookingSchema>;
export type CalendarHold = z.infer<typeof CalendarHoldSchema>;
export type CalendarBlock = z.infer<typeof CalendarBlockSchema>;
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;
