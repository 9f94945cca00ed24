/** What a listing can be (spec section 9). */
export const RENTAL_TYPES = ['space', 'vehicle', 'equipment', 'service', 'experience'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

/** The operational status shown by the badge (spec section 2, /space/{id}). */
export const SPACE_STATUSES = ['available', 'rented', 'maintenance'] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];

/** Guest cancellation policies (content-pages.md section 9). */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const CONDITIONS = ['new', 'excellent', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const LOCATION_TYPES = ['fixed', 'mobile', 'flexible'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** The popular category shortcuts (spec section 9). */
export const POPULAR_CATEGORY_SLUGS = [
  'photo-studio',
  'atv-dirtbike',
  'power-tools',
  'water-sports',
  'camera-photo',
  'yard-garden',
] as const;
