/** The kinds a space can be (docs/product/listings.md#kinds). */
export const RENTAL_TYPES = ['space', 'vehicle', 'equipment', 'service', 'experience'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

/** The operational status shown by the badge (docs/product/listings.md#status-badge). */
export const SPACE_STATUSES = ['available', 'rented', 'maintenance'] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];

/** Guest cancellation policies (docs/product/booking-lifecycle.md#refunds-by-policy). */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/**
 * How guests book a listing: at once when they pay (instant, the default), or by a request the host
 * accepts or declines (docs/product/booking-lifecycle.md#request-to-book).
 */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** The booking modes in the product's words. */
export const BOOKING_MODE_LABELS: Record<BookingMode, string> = {
  instant: 'Instant book',
  request: 'Request to book',
};

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

/**
 * Where a suggested space type stands: waiting for an admin, listed for everyone, or turned down
 * (docs/product/listings.md#space-type-suggestions).
 */
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** What the listing form and the server say about space types and suggestions. */
export const SPACE_TYPE_TEXT = {
  notListed: 'Choose a space type from the list',
  awaitsApproval:
    'This space type is waiting for approval by an admin. Save the listing as a draft for now, or choose a listed type to publish.',
  notApproved: 'This space type was not approved. Choose a listed type to publish.',
  suggested: (label: string) =>
    `Thanks! "${label}" is waiting for approval. You can use it on drafts now; once an admin approves it, everyone can choose it and you can publish.`,
  pendingOption: (label: string) => `${label} (awaiting approval)`,
  tooManySuggestions: (wait: string) =>
    `You have suggested many space types today. Please try again in ${wait}.`,
  suggestionNotFound: 'Suggestion not found',
  alreadyDecided: 'This suggestion was already decided',
} as const;
