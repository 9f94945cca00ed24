import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import {
  BOOKING_MODES,
  CANCELLATION_POLICIES,
  RENTAL_TYPES,
  SPACE_STATUSES,
} from '../listings/constants.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema, pageSchema } from '../response-schemas.ts';

/** A space as cards and grids show it (docs/product/pages-and-messages.md#limits-shown-on-pages); money in minor units. */
export const SpaceSummarySchema = z
  .strictObject({
    id: IdSchema,
    user_id: IdSchema,
    title: z.string(),
    location: z.string(),
    country: z.string(),
    type: z.string(),
    rental_type: z.enum(RENTAL_TYPES),
    images: z.array(z.string()),
    hourly_price: MinorUnitsSchema,
    daily_price: MinorUnitsSchema.nullable(),
    weekly_price: MinorUnitsSchema.nullable(),
    monthly_price: MinorUnitsSchema.nullable(),
    currency: CurrencySchema,
    amenities: z.array(z.string()),
    capacity: z.int(),
    rating: z.number(),
    review_count: z.int(),
    available: z.boolean(),
    status: z.enum(SPACE_STATUSES),
    /** Instant book or request to book (docs/product/booking-lifecycle.md#request-to-book). */
    booking_mode: z.enum(BOOKING_MODES),
    created_at: TimeSchema,
    /**
     * Where the listing is, approximately: its pin moved a few hundred metres in a direction drawn
     * once (docs/product/listings.md#location-on-the-map); null while it has no pin.
     */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** Kilometres from the place of a near search (from the approximate point). */
    distance_km: z.number().optional(),
  })
  .meta({ id: 'SpaceSummary' });
export type SpaceSummary = z.infer<typeof SpaceSummarySchema>;

/**
 * The fields of a listing that both its page (SpaceDetail) and its owner's edit form
 * (EditableSpace) show, beyond the card's. Each of those views adds its own few.
 */
export const SpaceFieldsSchema = SpaceSummarySchema.extend({
  description: z.string(),
  videos: z.array(z.string()),
  yearly_price: MinorUnitsSchema.nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** IANA zone of the listing: bookable start times (09:00-21:00) are in this zone. */
  time_zone: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  year: z.int().nullable(),
  condition: z.string(),
  safety_equipment_included: z.array(z.string()),
  deposit_required: z.boolean(),
  deposit_amount: MinorUnitsSchema.nullable(),
  insurance_required: z.boolean(),
  location_type: z.string(),
  delivery_available: z.boolean(),
  delivery_fee: MinorUnitsSchema.nullable(),
  pickup_available: z.boolean(),
  license_required: z.boolean(),
  age_restriction: z.int().nullable(),
  waiver_required: z.boolean(),
  min_rental_duration: z.int(),
  max_rental_duration: z.int().nullable(),
  /** Booking rules (docs/product/booking-lifecycle.md#booking-rules): start hours by weekday, Sunday first. */
  opening_hours: z.array(z.strictObject({ from: z.int(), to: z.int() }).nullable()),
  min_notice_hours: z.int(),
  booking_window_months: z.int(),
  buffer_minutes: z.int(),
  cancellation_policy: z.enum(CANCELLATION_POLICIES),
  is_published: z.boolean(),
  street_address: z.string().nullable(),
  unit_number: z.string().nullable(),
  postal_code: z.string().nullable(),
});

/** A page of listing cards (GET /rest/v1/spaces, a city page's first listings). */
export const SpacePageSchema = pageSchema(SpaceSummarySchema).meta({ id: 'SpacePage' });

/** A page of a longer list; `next_cursor` asks for the next page, null after the last. */
export type Page<T> = z.infer<ReturnType<typeof pageSchema<z.ZodType<T>>>>;
