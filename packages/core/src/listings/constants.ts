/** The kinds a space can be (docs/product/listings.md#kinds). */
export const RENTAL_TYPES = ['space', 'vehicle', 'equipment', 'service', 'experience'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

/** The operational status shown by the badge (docs/product/listings.md#status-badge). */
export const SPACE_STATUSES = ['available', 'rented', 'maintenance'] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];

/** Guest cancellation policies (docs/product/booking-lifecycle.md#refunds-by-policy). */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const CONDITIONS = ['new', 'excellent', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const LOCATION_TYPES = ['fixed', 'mobile', 'flexible'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** The popular category shortcuts (docs/product/search-and-cities.md#popular-categories). */
export const POPULAR_CATEGORY_SLUGS = [
  'photo-studio',
  'atv-dirtbike',
  'power-tools',
  'water-sports',
  'camera-photo',
  'yard-garden',
] as const;
