import '../zod-config.ts';
import { z } from 'zod';
import { BookingRuleFieldsSchema } from '../bookings/rules-schema.ts';
import { ruledDurationLimits, unbookableOptionMessage } from '../bookings/rules.ts';
import { CURRENCIES, decimalsMessage, type Currency } from '../money/currencies.ts';
import { PRICE_COLUMN } from '../money/pricing.ts';
import { PUBLIC_PREFIX } from '../media.ts';
import {
  BOOKING_MODES,
  CANCELLATION_POLICIES,
  CONDITIONS,
  LOCATION_TYPES,
  RENTAL_TYPES,
} from './constants.ts';
import { showsField } from './fields.ts';
import {
  LIST_LIMITS,
  MAX_AGE_RESTRICTION,
  MAX_CAPACITY,
  MAX_IMAGES,
  MAX_MEDIA_URL,
  MAX_PRICE_MINOR,
  MAX_RENTAL_DURATION,
  MAX_VIDEOS,
  MIN_YEAR,
  TEXT_LIMITS,
  maxYear,
} from './limits.ts';

/**
 * The message when a listing is published without its full address
 * (docs/product/listings.md#drafts-and-publishing).
 */
export const PUBLISH_ADDRESS_MESSAGE = 'Complete address is required to publish a listing';

/**
 * The message when a listing is published without its place on the map
 * (docs/product/listings.md#location-on-the-map).
 */
export const PUBLISH_PIN_MESSAGE = 'Place the pin on the map to publish a listing';

/** The address fields publishing requires; the unit number stays optional. */
export const PUBLISH_ADDRESS_FIELDS = ['street_address', 'city', 'state', 'postal_code'] as const;
export type AddressField = (typeof PUBLISH_ADDRESS_FIELDS)[number];

/** The address fields that are still empty, i.e. what stands between a listing and publishing. */
export function missingAddressFields(
  listing: Partial<Record<AddressField, unknown>>,
): AddressField[] {
  return PUBLISH_ADDRESS_FIELDS.filter((field) => {
    const value = listing[field];
    return typeof value !== 'string' || trimText(value) === '';
  });
}

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Text without the spaces and invisible format characters at its ends (a zero-width space, a
 * byte-order mark): a field holding nothing else is blank.
 */
export function trimText(text: string): string {
  return text.replace(/^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu, '');
}

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .overwrite(trimText)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite(trimText)
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

function amount(label: string) {
  return z
    .number({ error: (issue) => (issue.input == null ? `${label} is required` : 'Enter a number') })
    .min(0, 'Amounts cannot be negative')
    .max(MAX_PRICE_MINOR, 'This amount is too high');
}

const optionalAmount = (label: string) =>
  amount(label)
    .nullish()
    .transform((value) => value ?? null);

function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: (issue) => (issue.input == null ? `${label} is required` : 'Enter a number') })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/** The items trimmed, without blanks or repeats (compared case-insensitively; the first spelling stays). */
export function distinctItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of items.map(trimText)) {
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      kept.push(item);
    }
  }
  return kept;
}

function textList(field: keyof typeof LIST_LIMITS, noun: string) {
  const { items, length } = LIST_LIMITS[field];
  return z
    .array(z.string({ error: `Enter ${noun} as text` }).trim(), {
      error: `Enter ${noun} as a list`,
    })
    .transform(distinctItems)
    .superRefine((values, ctx) => {
      if (values.length > items)
        ctx.addIssue({ code: 'custom', message: `Add at most ${items} ${noun}` });
      if (values.some((value) => value.length > length)) {
        ctx.addIssue({
          code: 'custom',
          message: `Each of the ${noun} must be at most ${length} characters`,
        });
      }
    });
}

const SPACES_MEDIA = `${PUBLIC_PREFIX}/spaces/`;
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

function mediaList(kind: 'photos' | 'videos', extensions: RegExp, max: number) {
  return z
    .array(z.string({ error: `Upload ${kind} through the form` }), {
      error: `Upload ${kind} through the form`,
    })
    .max(max, `Add at most ${max} ${kind}`)
    .superRefine((urls, ctx) => {
      const bad = urls.some((url) => {
        if (url.length > MAX_MEDIA_URL || !url.startsWith(SPACES_MEDIA)) return true;
        const path = url.slice(SPACES_MEDIA.length);
        return !SAFE_PATH.test(path) || !extensions.test(path);
      });
      if (bad) ctx.addIssue({ code: 'custom', message: `Upload ${kind} through the form` });
    })
    .default([]);
}

/**
 * Every field a host types into the listing form; money in minor units
 * (docs/product/money.md#minor-units).
 */
export const ListingFieldsSchema = z
  .object({
    title: requiredText('Title', TEXT_LIMITS.title),
    description: requiredText('Description', TEXT_LIMITS.description),
    rental_type: z.enum(RENTAL_TYPES, { error: 'Choose a rental type' }),
    type: requiredText('Space type', TEXT_LIMITS.type).toLowerCase(),
    category_id: z
      .uuid({ error: 'Choose a category from the list' })
      .nullish()
      .transform((v) => v ?? null),
    subcategory_id: z
      .uuid({ error: 'Choose a subcategory from the list' })
      .nullish()
      .transform((v) => v ?? null),

    hourly_price: amount('Hourly rate'),
    daily_price: optionalAmount('Daily rate'),
    weekly_price: optionalAmount('Weekly rate'),
    monthly_price: optionalAmount('Monthly rate'),
    yearly_price: optionalAmount('Yearly rate'),
    currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list' }),

    location: requiredText('Location', TEXT_LIMITS.location),
    country: requiredText('Country', TEXT_LIMITS.country),
    capacity: wholeNumber('Capacity', 1, MAX_CAPACITY),
    street_address: optionalText('Street address', TEXT_LIMITS.street_address),
    unit_number: optionalText('Unit number', TEXT_LIMITS.unit_number),
    city: optionalText('City', TEXT_LIMITS.city),
    state: optionalText('State', TEXT_LIMITS.state),
    postal_code: optionalText('Postal code', TEXT_LIMITS.postal_code),
    // Left out: the server keeps the pin it has, or starts it at the city's centre.
    latitude: z
      .number({ error: 'Enter a latitude from -90 to 90' })
      .min(-90, 'Enter a latitude from -90 to 90')
      .max(90, 'Enter a latitude from -90 to 90')
      .nullish(),
    longitude: z
      .number({ error: 'Enter a longitude from -180 to 180' })
      .min(-180, 'Enter a longitude from -180 to 180')
      .max(180, 'Enter a longitude from -180 to 180')
      .nullish(),
    time_zone: z
      .string({ error: 'Choose a time zone from the list' })
      .max(TEXT_LIMITS.time_zone, 'Choose a time zone from the list')
      .refine(isTimeZone, 'Choose a time zone from the list')
      .default('UTC'),

    amenities: textList('amenities', 'amenities').refine(
      (values) => values.length > 0,
      'Add at least one amenity',
    ),
    brand: optionalText('Brand', TEXT_LIMITS.brand),
    model: optionalText('Model', TEXT_LIMITS.model),
    year: z
      .number({ error: 'Enter a year' })
      .int('Enter a year')
      .refine((year) => year >= MIN_YEAR && year <= maxYear(), {
        error: () => `Year must be between ${MIN_YEAR} and ${maxYear()}`,
      })
      .nullish()
      .transform((v) => v ?? null),
    condition: z.enum(CONDITIONS, { error: 'Choose a condition from the list' }).default('good'),
    safety_equipment_included: textList('safety_equipment_included', 'safety items').default([]),

    deposit_required: z.boolean().default(false),
    deposit_amount: optionalAmount('Deposit amount'),
    insurance_required: z.boolean().default(false),
    location_type: z
      .enum(LOCATION_TYPES, { error: 'Choose a location type from the list' })
      .default('fixed'),
    delivery_available: z.boolean().default(false),
    delivery_fee: optionalAmount('Delivery fee'),
    pickup_available: z.boolean().default(false),
    license_required: z.boolean().default(false),
    age_restriction: wholeNumber('Minimum age', 0, MAX_AGE_RESTRICTION)
      .nullish()
      .transform((v) => v ?? null),
    waiver_required: z.boolean().default(false),
    min_rental_duration: wholeNumber('Minimum duration', 1, MAX_RENTAL_DURATION).default(1),
    max_rental_duration: wholeNumber('Maximum duration', 1, MAX_RENTAL_DURATION)
      .nullish()
      .transform((v) => v ?? null),
    cancellation_policy: z
      .enum(CANCELLATION_POLICIES, { error: 'Choose a cancellation policy' })
      .default('flexible'),
    booking_mode: z.enum(BOOKING_MODES, { error: 'Choose how guests book' }).default('instant'),
  })
  .extend(BookingRuleFieldsSchema.shape);

const MONEY_FIELDS = [
  'hourly_price',
  'daily_price',
  'weekly_price',
  'monthly_price',
  'yearly_price',
  'deposit_amount',
  'delivery_fee',
] as const;

/**
 * The options whose rates are optional (docs/product/booking-lifecycle.md#booking-options). The
 * hourly rate is every listing's required base rate, so it is not among them: a listing whose
 * minimum rental is over 24 hours keeps it and is booked by the day or longer.
 */
const OPTIONAL_RATE_UNITS = ['day', 'week', 'month'] as const;

export { decimalsMessage };

type ListingDraft = Partial<z.output<typeof ListingFieldsSchema>> & { is_published?: boolean };

const isCurrency = (value: unknown): value is Currency =>
  (CURRENCIES as readonly unknown[]).includes(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The rules that span fields: whole minor units, durations in order, the publish rule. They run
 * even when single fields failed (so the form shows every problem at once), hence the type guards.
 */
function listingRules(listing: ListingDraft, ctx: z.RefinementCtx) {
  if (typeof listing !== 'object' || listing === null) return;
  if (isCurrency(listing.currency)) {
    for (const field of MONEY_FIELDS) {
      const value = listing[field];
      if (isNumber(value) && !Number.isInteger(value)) {
        ctx.addIssue({ code: 'custom', path: [field], message: decimalsMessage(listing.currency) });
      }
    }
  }
  const { min_rental_duration: min = 1, max_rental_duration: max } = listing;
  if (isNumber(max) && isNumber(min) && max < min) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_rental_duration'],
      message: 'Maximum duration must be at least the minimum duration',
    });
  } else if (isNumber(min) && (max == null || isNumber(max))) {
    // A price for an option no rental of the listing's durations can book would be shown to guests
    // and never booked (a daily price under 'at most 8 hours').
    const rules = { min_rental_duration: min, max_rental_duration: max ?? null };
    for (const unit of OPTIONAL_RATE_UNITS) {
      const field = PRICE_COLUMN[unit];
      if (isNumber(listing[field]) && ruledDurationLimits(unit, rules) === null) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: unbookableOptionMessage(unit, rules),
        });
      }
    }
  }
  const rentalType = listing.rental_type;
  if (
    rentalType &&
    RENTAL_TYPES.includes(rentalType) &&
    showsField(rentalType, 'deposit_amount') &&
    listing.deposit_required === true &&
    listing.deposit_amount == null
  ) {
    ctx.addIssue({ code: 'custom', path: ['deposit_amount'], message: 'Enter the deposit amount' });
  }
  if (listing.subcategory_id && !listing.category_id) {
    ctx.addIssue({ code: 'custom', path: ['subcategory_id'], message: 'Choose a category first' });
  }
  if (isNumber(listing.latitude) !== isNumber(listing.longitude)) {
    const missing = isNumber(listing.latitude) ? 'longitude' : 'latitude';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'Send latitude and longitude together',
    });
  }
  if (listing.is_published === true) {
    for (const field of missingAddressFields(listing)) {
      ctx.addIssue({ code: 'custom', path: [field], message: PUBLISH_ADDRESS_MESSAGE });
    }
  }
}

/**
 * A listing as created or edited (POST and PUT /rest/v1/spaces): the fields, the media URLs (the
 * first photo is the cover) and whether it is published. The browser form validates with this
 * same schema (see form.ts); fields a client must not set (owner, rating, flags) are not in it.
 */
export const ListingSchema = ListingFieldsSchema.extend({
  images: mediaList('photos', /\.webp$/, MAX_IMAGES),
  videos: mediaList('videos', /\.(mp4|webm|mov)$/, MAX_VIDEOS),
  is_published: z.boolean({ error: 'Choose whether to publish' }).default(false),
}).superRefine(listingRules, {
  // Also when single fields failed, so that every problem shows at once; never for a non-object.
  when: (payload) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
});

export type ListingInput = z.input<typeof ListingSchema>;
export type Listing = z.output<typeof ListingSchema>;

/** POST /rest/v1/space-types: the name is stored lowercased. */
/**
 * A space type is shown to every visitor (filters, badges), so it is plain words: letters,
 * numbers, spaces and a little punctuation, never markup; runs of spaces count as one, so
 * 'photo  studio' is 'photo studio'.
 */
const TYPE_WORDS = /^[\p{L}\p{N}](?:[\p{L}\p{N} &'’.()/-]*[\p{L}\p{N}.)])?$/u;
export const TYPE_WORDS_MESSAGE = 'Use letters, numbers, spaces and hyphens';

function typeText(label: string, max: number) {
  return requiredText(label, max)
    .transform((text) => text.replace(/\s+/g, ' '))
    .refine((text) => TYPE_WORDS.test(text), TYPE_WORDS_MESSAGE);
}

export const SpaceTypeSchema = z.object({
  name: typeText('Type name', TEXT_LIMITS.type).transform((name) => name.toLowerCase()),
  label: typeText('Label', TEXT_LIMITS.type_label),
});
export type SpaceTypeInput = z.input<typeof SpaceTypeSchema>;

export const AvailabilitySchema = z.object({
  available: z.boolean({ error: 'Send available as true or false' }),
});
export const PublicationSchema = z.object({
  is_published: z.boolean({ error: 'Send is_published as true or false' }),
});
