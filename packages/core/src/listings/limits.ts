/**
 * Limits of a listing's fields and uploads (docs/product/listings.md#limits). The original product
 * left them open; docs/decisions/0002-listing-limits.md explains each choice.
 */
export const TEXT_LIMITS = {
  title: 100,
  description: 5000,
  location: 120,
  country: 80,
  street_address: 200,
  unit_number: 30,
  city: 80,
  state: 80,
  postal_code: 20,
  brand: 60,
  model: 60,
  time_zone: 64,
  /** A space type's name and label. */
  type: 50,
  type_label: 60,
} as const;

/** Amenities and safety equipment are lists typed as comma-separated text. */
export const LIST_LIMITS = {
  amenities: { items: 30, length: 50 },
  safety_equipment_included: { items: 20, length: 60 },
} as const;

/** The largest price, in minor units (99,999,999.99 USD; far below the bigint column's range). */
export const MAX_PRICE_MINOR = 9_999_999_999;
export const MAX_CAPACITY = 10_000;
export const MAX_AGE_RESTRICTION = 99;
/** Rental durations are counted in hours; a year is the longest. */
export const MAX_RENTAL_DURATION = 8760;
export const MIN_YEAR = 1900;

/** The latest model year accepted: next year (makers sell next year's models early). */
export function maxYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

export const MAX_IMAGES = 20;
export const MAX_VIDEOS = 5;
/** Longest accepted media URL (our own storage URLs are far shorter). */
export const MAX_MEDIA_URL = 500;

/** Upload limits, enforced by the server while the file streams in, and checked early by the form. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** Decoded images larger than this are refused (decompression bombs). 50 MP covers phone cameras. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** A byte count as the form's size message shows it, e.g. 15MB. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))}MB`;
}
