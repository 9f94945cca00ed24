import { describe, expect, it } from 'vitest';
import {
  ListingSchema,
  PUBLISH_ADDRESS_MESSAGE,
  SpaceTypeSchema,
  TYPE_WORDS_MESSAGE,
  missingAddressFields,
} from './schema.ts';
import { normalizeForRentalType, showsField } from './fields.ts';
import { MAX_IMAGES, TEXT_LIMITS, maxYear } from './limits.ts';

const base = {
  title: 'Sunny loft studio',
  description: 'A bright loft with north light.',
  rental_type: 'space',
  type: 'studio',
  hourly_price: 4500,
  currency: 'USD',
  location: 'Brooklyn',
  country: 'United States',
  capacity: 8,
  amenities: ['Wi-Fi', 'Lights'],
};
const address = {
  street_address: '12 Water St',
  city: 'New York',
  state: 'NY',
  postal_code: '11201',
};

function fieldsOf(input: unknown): Record<string, string[]> {
  const result = ListingSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('ListingSchema', () => {
  // docs/product/listings.md#defaults
  it('accepts a minimal draft and fills the documented defaults', () => {
    const listing = ListingSchema.parse(base);
    expect(listing).toMatchObject({
      condition: 'good',
      min_rental_duration: 1,
      location_type: 'fixed',
      is_published: false,
      images: [],
      daily_price: null,
      street_address: null,
      cancellation_policy: 'flexible',
    });
  });

  it('names every missing required field', () => {
    const fields = fieldsOf({});
    for (const field of [
      'title',
      'description',
      'rental_type',
      'type',
      'hourly_price',
      'currency',
      'capacity',
      'location',
      'country',
      'amenities',
    ]) {
      expect(fields[field], field).toBeDefined();
    }
    expect(fields.title).toEqual(['Title is required']);
    expect(fields.hourly_price).toEqual(['Hourly rate is required']);
  });

  it('treats blank text as missing', () => {
    expect(fieldsOf({ ...base, title: '   ' }).title).toEqual(['Title is required']);
    // Invisible characters are blank too: a zero-width space is no title and no street address.
    expect(fieldsOf({ ...base, title: '\u200b \ufeff' }).title).toEqual(['Title is required']);
    const address = { street_address: '\u200b', city: 'Tampa', state: 'FL', postal_code: '33602' };
    expect(fieldsOf({ ...base, ...address, is_published: true }).street_address).toEqual([
      PUBLISH_ADDRESS_MESSAGE,
    ]);
    expect(ListingSchema.parse({ ...base, title: '\u200bLoft\u200b' }).title).toBe('Loft');
    expect(fieldsOf({ ...base, amenities: [' ', ''] }).amenities).toEqual([
      'Add at least one amenity',
    ]);
  });

  it('drops repeated list items whatever their case, as the form does, keeping the first spelling', () => {
    const parsed = ListingSchema.parse({
      ...base,
      amenities: ['Wifi', ' wifi', 'WIFI', 'Lights', 'lights '],
    });
    expect(parsed.amenities).toEqual(['Wifi', 'Lights']);
    // 31 spellings of one amenity are one amenity, not over the limit of 30.
    expect(
      ListingSchema.safeParse({
        ...base,
        amenities: Array.from({ length: 31 }, (_, i) => (i % 2 ? 'Desk' : 'DESK')),
      }).success,
    ).toBe(true);
  });

  it('refuses negative amounts, fractional capacity and a capacity under 1', () => {
    expect(fieldsOf({ ...base, hourly_price: -1 }).hourly_price).toEqual([
      'Amounts cannot be negative',
    ]);
    expect(fieldsOf({ ...base, daily_price: -5 }).daily_price).toEqual([
      'Amounts cannot be negative',
    ]);
    expect(fieldsOf({ ...base, capacity: 0 }).capacity).toEqual(['Capacity must be at least 1']);
    expect(fieldsOf({ ...base, capacity: 2.5 }).capacity).toEqual([
      'Capacity must be a whole number',
    ]);
  });

  it('accepts zero as a price (free listings) and refuses fractional minor units', () => {
    expect(ListingSchema.safeParse({ ...base, hourly_price: 0 }).success).toBe(true);
    expect(fieldsOf({ ...base, hourly_price: 4500.5 }).hourly_price).toEqual([
      'Use at most 2 decimal places',
    ]);
    expect(fieldsOf({ ...base, currency: 'JPY', hourly_price: 1000.5 }).hourly_price).toEqual([
      'Use whole amounts for JPY',
    ]);
  });

  it('refuses a currency outside the nine', () => {
    expect(fieldsOf({ ...base, currency: 'BTC' }).currency).toEqual([
      'Choose a currency from the list',
    ]);
  });

  it('enforces the documented text limits', () => {
    expect(fieldsOf({ ...base, title: 'x'.repeat(TEXT_LIMITS.title) }).title).toBeUndefined();
    expect(fieldsOf({ ...base, title: 'x'.repeat(TEXT_LIMITS.title + 1) }).title).toEqual([
      `Title must be at most ${TEXT_LIMITS.title} characters`,
    ]);
    expect(
      fieldsOf({ ...base, description: 'x'.repeat(TEXT_LIMITS.description + 1) }).description,
    ).toBeDefined();
    expect(fieldsOf({ ...base, amenities: ['x'.repeat(51)] }).amenities).toEqual([
      'Each of the amenities must be at most 50 characters',
    ]);
  });

  it('keeps the year in a sane range', () => {
    expect(fieldsOf({ ...base, year: 1899 }).year).toEqual([
      `Year must be between 1900 and ${maxYear()}`,
    ]);
    expect(fieldsOf({ ...base, year: maxYear() + 1 }).year).toBeDefined();
    expect(fieldsOf({ ...base, year: maxYear() }).year).toBeUndefined();
  });

  it('requires the full address to publish, naming each missing field', () => {
    const fields = fieldsOf({ ...base, is_published: true, street_address: '12 Water St' });
    expect(fields).toEqual({
      city: [PUBLISH_ADDRESS_MESSAGE],
      state: [PUBLISH_ADDRESS_MESSAGE],
      postal_code: [PUBLISH_ADDRESS_MESSAGE],
    });
    expect(ListingSchema.safeParse({ ...base, ...address, is_published: true }).success).toBe(true);
    expect(missingAddressFields({ ...address, city: '  ' })).toEqual(['city']);
  });

  it('keeps the durations in order and asks for the deposit amount when a deposit is required', () => {
    expect(
      fieldsOf({ ...base, min_rental_duration: 4, max_rental_duration: 2 }).max_rental_duration,
    ).toEqual(['Maximum duration must be at least the minimum duration']);
    expect(fieldsOf({ ...base, deposit_required: true }).deposit_amount).toEqual([
      'Enter the deposit amount',
    ]);
  });

  it("refuses a rate for an option no rental of the listing's durations can book", () => {
    // A day is 24 hours: under 'at most 8 hours' no day fits.
    const rooftop = { ...base, min_rental_duration: 2, max_rental_duration: 8 };
    expect(fieldsOf({ ...rooftop, daily_price: 112000 }).daily_price).toEqual([
      'No booking by the day fits rentals of 2 hours to 8 hours',
    ]);
    expect(fieldsOf({ ...rooftop, daily_price: null }).daily_price).toBeUndefined();
    expect(fieldsOf({ ...rooftop, max_rental_duration: 24, daily_price: 112000 })).toEqual({});
    // No day between 30 and 40 hours. The hourly rate, required of every listing, stays allowed
    // though hours are 1-24 a booking: such a listing is booked by the day or longer.
    expect(fieldsOf({ ...base, min_rental_duration: 30 })).toEqual({});
    // Days are 1-30 a booking: a minimum of 800 hours (over 33 days) leaves none.
    expect(fieldsOf({ ...base, min_rental_duration: 800, daily_price: 100 }).daily_price).toEqual([
      'No booking by the day fits a minimum rental of 800 hours',
    ]);
    const between = fieldsOf({
      ...base,
      min_rental_duration: 30,
      max_rental_duration: 40,
      daily_price: 50000,
      weekly_price: 200000,
    });
    expect(between.daily_price).toEqual([
      'No booking by the day fits rentals of 30 hours to 40 hours',
    ]);
    expect(between.weekly_price).toBeDefined();
    expect(
      fieldsOf({ ...base, min_rental_duration: 30, max_rental_duration: 48, daily_price: 50000 })
        .daily_price,
    ).toBeUndefined();
  });

  it('accepts only our own storage URLs for media, within the count limit', () => {
    const photo = '/storage/v1/object/public/spaces/u1/abc.webp';
    expect(ListingSchema.parse({ ...base, images: [photo] }).images).toEqual([photo]);
    expect(fieldsOf({ ...base, images: ['https://evil.example/x.webp'] }).images).toEqual([
      'Upload photos through the form',
    ]);
    expect(
      fieldsOf({ ...base, images: ['/storage/v1/object/public/spaces/../x.webp'] }).images,
    ).toBeDefined();
    expect(
      fieldsOf({ ...base, videos: ['/storage/v1/object/public/spaces/u1/clip.exe'] }).videos,
    ).toBeDefined();
    expect(fieldsOf({ ...base, images: Array(MAX_IMAGES + 1).fill(photo) }).images).toEqual([
      `Add at most ${MAX_IMAGES} photos`,
    ]);
  });

  it('drops fields a client must not set', () => {
    const listing = ListingSchema.parse({
      ...base,
      user_id: 'someone',
      rating: 5,
      featured: true,
      review_count: 9,
    });
    expect(listing).not.toHaveProperty('user_id');
    expect(listing).not.toHaveProperty('rating');
    expect(listing).not.toHaveProperty('featured');
  });

  it('refuses an unknown time zone', () => {
    expect(fieldsOf({ ...base, time_zone: 'Mars/Olympus' }).time_zone).toEqual([
      'Choose a time zone from the list',
    ]);
    expect(ListingSchema.parse({ ...base, time_zone: 'Asia/Tokyo' }).time_zone).toBe('Asia/Tokyo');
  });
});

describe('fields by rental type', () => {
  it('shows vehicle details for vehicles but not for spaces', () => {
    expect(showsField('vehicle', 'brand')).toBe(true);
    expect(showsField('space', 'brand')).toBe(false);
    expect(showsField('service', 'delivery_available')).toBe(false);
    expect(showsField('experience', 'waiver_required')).toBe(true);
  });

  it('resets hidden fields and amounts whose switch is off', () => {
    const listing = ListingSchema.parse({
      ...base,
      brand: 'Canon',
      year: 2020,
      delivery_fee: 500,
      deposit_required: false,
      deposit_amount: 100,
    });
    const normalized = normalizeForRentalType(listing);
    expect(normalized).toMatchObject({
      brand: null,
      year: null,
      delivery_fee: null,
      deposit_amount: null,
    });
    const van = normalizeForRentalType({
      ...listing,
      rental_type: 'vehicle' as const,
      brand: 'Ford',
      delivery_available: true,
      delivery_fee: 500,
    });
    expect(van).toMatchObject({ brand: 'Ford', delivery_fee: 500 });
  });
});

describe('SpaceTypeSchema', () => {
  it('lowercases the name and requires a label', () => {
    expect(SpaceTypeSchema.parse({ name: '  Rooftop ', label: 'Rooftop' })).toEqual({
      name: 'rooftop',
      label: 'Rooftop',
    });
    const result = SpaceTypeSchema.safeParse({ name: '', label: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Type name is required',
      'Label is required',
    ]);
  });

  it('takes plain words only, since every visitor sees them, and counts runs of spaces as one', () => {
    expect(SpaceTypeSchema.parse({ name: 'Photo   Studio', label: 'Photo   Studio' })).toEqual({
      name: 'photo studio',
      label: 'Photo Studio',
    });
    for (const words of [
      'Bed & Breakfast',
      "Chef's Kitchen",
      'Café',
      '3D Studio',
      'Indoor/Outdoor',
      'Co-working',
      'Studio (Large)',
    ]) {
      expect(SpaceTypeSchema.safeParse({ name: words, label: words }).success).toBe(true);
    }
    for (const markup of ['<Script>', '<b>x</b>', 'Studio"', '-', '!!!', 'a<b']) {
      const result = SpaceTypeSchema.safeParse({ name: markup, label: markup });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        TYPE_WORDS_MESSAGE,
        TYPE_WORDS_MESSAGE,
      ]);
    }
  });
});
