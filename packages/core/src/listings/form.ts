import '../zod-config.ts';
import { z } from 'zod';
import { fromMinor, minorDigits, toMinor, type Currency } from '../money/currencies.ts';
import type {
  BookingMode,
  CancellationPolicy,
  Condition,
  LocationType,
  RentalType,
} from './constants.ts';
import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_DAY_HOURS,
  type DayHours,
  type OpeningHours,
} from '../bookings/rules.ts';
import { normalizeForRentalType } from './fields.ts';
import { distinctItems, ListingSchema, type ListingInput } from './schema.ts';
import type { EditableSpace } from './types.ts';

/**
 * The listing form's values as the browser holds them: numbers as typed text (decimals for
 * money), lists as comma-separated text. ListingFormSchema turns them into a ListingInput.
 */
export interface ListingFormValues {
  title: string;
  description: string;
  rental_type: RentalType;
  type: string;
  category_id: string;
  subcategory_id: string;
  hourly_price: string;
  daily_price: string;
  weekly_price: string;
  monthly_price: string;
  yearly_price: string;
  currency: Currency;
  location: string;
  country: string;
  capacity: string;
  street_address: string;
  unit_number: string;
  city: string;
  state: string;
  postal_code: string;
  /** The pin as typed or placed on the map; both empty: the server starts it at the city's centre. */
  latitude: string;
  longitude: string;
  time_zone: string;
  amenities: string;
  brand: string;
  model: string;
  year: string;
  condition: Condition;
  safety_equipment_included: string;
  deposit_required: boolean;
  deposit_amount: string;
  insurance_required: boolean;
  location_type: LocationType;
  delivery_available: boolean;
  delivery_fee: string;
  pickup_available: boolean;
  license_required: boolean;
  age_restriction: string;
  waiver_required: boolean;
  min_rental_duration: string;
  max_rental_duration: string;
  cancellation_policy: CancellationPolicy;
  booking_mode: BookingMode;
  /** Seven days, Sunday first: open or not, first and last start hour as numbers in text. */
  opening_hours: OpeningDayValues[];
  min_notice_hours: string;
  booking_window_months: string;
  buffer_minutes: string;
  images: string[];
  videos: string[];
  is_published: boolean;
}

export interface OpeningDayValues {
  open: boolean;
  from: string;
  to: string;
}

/** Opening hours as the form holds them; a closed day keeps default hours to open it with. */
export function hoursToForm(hours: OpeningHours): OpeningDayValues[] {
  return hours.map((day) => ({
    open: day !== null,
    from: String((day ?? DEFAULT_DAY_HOURS).from),
    to: String((day ?? DEFAULT_DAY_HOURS).to),
  }));
}

function formToHours(days: OpeningDayValues[]): (DayHours | null)[] {
  return days.map((day) => (day.open ? { from: Number(day.from), to: Number(day.to) } : null));
}

/**
 * An empty form with the defaults (condition good, minimum duration 1, location type fixed;
 * docs/product/listings.md#defaults).
 */
export function emptyListingForm(timeZone = 'UTC'): ListingFormValues {
  return {
    title: '',
    description: '',
    rental_type: 'space',
    type: '',
    category_id: '',
    subcategory_id: '',
    hourly_price: '',
    daily_price: '',
    weekly_price: '',
    monthly_price: '',
    yearly_price: '',
    currency: 'USD',
    location: '',
    country: '',
    capacity: '1',
    street_address: '',
    unit_number: '',
    city: '',
    state: '',
    postal_code: '',
    latitude: '',
    longitude: '',
    time_zone: timeZone,
    amenities: '',
    brand: '',
    model: '',
    year: '',
    condition: 'good',
    safety_equipment_included: '',
    deposit_required: false,
    deposit_amount: '',
    insurance_required: false,
    location_type: 'fixed',
    delivery_available: false,
    delivery_fee: '',
    pickup_available: false,
    license_required: false,
    age_restriction: '',
    waiver_required: false,
    min_rental_duration: '1',
    max_rental_duration: '',
    cancellation_policy: 'flexible',
    booking_mode: 'instant',
    opening_hours: hoursToForm(DEFAULT_BOOKING_RULES.opening_hours),
    min_notice_hours: String(DEFAULT_BOOKING_RULES.min_notice_hours),
    booking_window_months: String(DEFAULT_BOOKING_RULES.booking_window_months),
    buffer_minutes: String(DEFAULT_BOOKING_RULES.buffer_minutes),
    images: [],
    videos: [],
    is_published: false,
  };
}

/** Splits comma-separated text into a trimmed list without blanks or repeats. */
export function splitList(text: string): string[] {
  return distinctItems(text.split(','));
}

/** A typed number: undefined when blank (so a required field says so), NaN when not a number. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number(trimmed);
}

/**
 * A typed decimal amount in minor units. An amount with more decimals than the currency has
 * stays fractional, so the schema's whole-minor-units rule reports it instead of rounding it away.
 */
export function amountToMinor(text: string, currency: Currency): number | undefined {
  const value = parseNumber(text);
  if (value === undefined || !Number.isFinite(value)) return value;
  const fraction = /\.(\d*?)0*$/.exec(text.trim())?.[1] ?? '';
  if (fraction.length <= minorDigits(currency)) return toMinor(value, currency);
  return value * 10 ** minorDigits(currency);
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** Converts the form's values to the API body (money to minor units, text lists to arrays). */
export function formToListing(values: ListingFormValues): ListingInput {
  const money = (text: string) => amountToMinor(text, values.currency);
  const listing = {
    ...values,
    category_id: values.category_id || null,
    subcategory_id: values.category_id ? values.subcategory_id || null : null,
    hourly_price: money(values.hourly_price) as number,
    daily_price: orNull(money(values.daily_price)),
    weekly_price: orNull(money(values.weekly_price)),
    monthly_price: orNull(money(values.monthly_price)),
    yearly_price: orNull(money(values.yearly_price)),
    capacity: parseNumber(values.capacity) as number,
    // Left out when empty: the server keeps the pin it has or starts it at the city's centre.
    latitude: parseNumber(values.latitude),
    longitude: parseNumber(values.longitude),
    amenities: splitList(values.amenities),
    year: orNull(parseNumber(values.year)),
    safety_equipment_included: splitList(values.safety_equipment_included),
    deposit_amount: orNull(money(values.deposit_amount)),
    delivery_fee: orNull(money(values.delivery_fee)),
    age_restriction: orNull(parseNumber(values.age_restriction)),
    min_rental_duration: parseNumber(values.min_rental_duration),
    max_rental_duration: orNull(parseNumber(values.max_rental_duration)),
    opening_hours: formToHours(values.opening_hours),
    min_notice_hours: Number(values.min_notice_hours),
    booking_window_months: Number(values.booking_window_months),
    buffer_minutes: Number(values.buffer_minutes),
  };
  return normalizeForRentalType(listing);
}

/**
 * The form's resolver schema: the typed values, converted at the edge, then checked by the very
 * ListingSchema the server uses, so the form and the API report the same messages on the same fields.
 */
export const ListingFormSchema = z
  .custom<ListingFormValues>((value) => typeof value === 'object' && value !== null)
  .transform(formToListing)
  .pipe(ListingSchema);

const amountText = (minor: number | null, currency: Currency) =>
  minor == null ? '' : String(fromMinor(minor, currency));
const numberText = (value: number | null) => (value == null ? '' : String(value));

/** An own listing as form values, for the edit form. */
export function listingToForm(listing: EditableSpace): ListingFormValues {
  const { currency } = listing;
  return {
    ...emptyListingForm(listing.time_zone),
    title: listing.title,
    description: listing.description,
    rental_type: listing.rental_type,
    type: listing.type,
    category_id: listing.category_id ?? '',
    subcategory_id: listing.subcategory_id ?? '',
    hourly_price: amountText(listing.hourly_price, currency),
    daily_price: amountText(listing.daily_price, currency),
    weekly_price: amountText(listing.weekly_price, currency),
    monthly_price: amountText(listing.monthly_price, currency),
    yearly_price: amountText(listing.yearly_price, currency),
    currency,
    location: listing.location,
    country: listing.country,
    capacity: String(listing.capacity),
    street_address: listing.street_address ?? '',
    unit_number: listing.unit_number ?? '',
    city: listing.city ?? '',
    state: listing.state ?? '',
    postal_code: listing.postal_code ?? '',
    latitude: numberText(listing.latitude),
    longitude: numberText(listing.longitude),
    amenities: listing.amenities.join(', '),
    brand: listing.brand ?? '',
    model: listing.model ?? '',
    year: numberText(listing.year),
    condition: listing.condition,
    safety_equipment_included: listing.safety_equipment_included.join(', '),
    deposit_required: listing.deposit_required,
    deposit_amount: amountText(listing.deposit_amount, currency),
    insurance_required: listing.insurance_required,
    location_type: listing.location_type,
    delivery_available: listing.delivery_available,
    delivery_fee: amountText(listing.delivery_fee, currency),
    pickup_available: listing.pickup_available,
    license_required: listing.license_required,
    age_restriction: numberText(listing.age_restriction),
    waiver_required: listing.waiver_required,
    min_rental_duration: String(listing.min_rental_duration),
    max_rental_duration: numberText(listing.max_rental_duration),
    cancellation_policy: listing.cancellation_policy,
    booking_mode: listing.booking_mode,
    opening_hours: hoursToForm(listing.opening_hours),
    min_notice_hours: String(listing.min_notice_hours),
    booking_window_months: String(listing.booking_window_months),
    buffer_minutes: String(listing.buffer_minutes),
    images: listing.images,
    videos: listing.videos,
    is_published: listing.is_published,
  };
}
