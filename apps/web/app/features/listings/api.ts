import type { Page } from '@rentspace/core/spaces/types';
import type { Listing } from '@rentspace/core/listings/schema';
import type {
  EditableSpace,
  OwnSpace,
  RentalCategory,
  SpaceType,
  SpaceTypeSuggestion,
} from '@rentspace/core/listings/types';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import type { PlaceCentre } from '@rentspace/core/places/api';
import { api } from '~/lib/api';

/** The listing endpoints the host's pages call (API contract: apps/server/src/listings/routes.ts). */
export const listingsApi = {
  spaceTypes: () =>
    api<Page<SpaceType>>('/rest/v1/space-types', { auth: false }).then((page) => page.data),
  /** An admin's type is listed at once; anyone else's is a suggestion an admin approves. */
  addSpaceType: (label: string) =>
    api<SpaceType | SpaceTypeSuggestion>('/rest/v1/space-types', {
      method: 'POST',
      body: { name: label.trim().toLowerCase(), label: label.trim() },
    }),
  ownSuggestions: () =>
    api<Page<SpaceTypeSuggestion>>('/rest/v1/space-types/suggestions').then((page) => page.data),
  categories: () =>
    api<Page<RentalCategory>>('/rest/v1/rental-categories', { auth: false }).then(
      (page) => page.data,
    ),
  /** Where the form's map opens: the city's centre from the server's gazetteer. */
  placeCentre: (place: { city: string; location: string; country: string }) =>
    api<PlaceCentre>(`/rest/v1/places/centre?${new URLSearchParams(place)}`, { auth: false }),
  mine: () => api<Page<OwnSpace>>('/rest/v1/spaces/mine').then((page) => page.data),
  forEdit: (id: string) => api<EditableSpace>(`/rest/v1/spaces/${encodeURIComponent(id)}/edit`),
  create: (listing: Listing) =>
    api<EditableSpace>('/rest/v1/spaces', { method: 'POST', body: listing }),
  update: (id: string, listing: Listing) =>
    api<EditableSpace>(`/rest/v1/spaces/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: listing,
    }),
  setAvailable: (id: string, available: boolean) =>
    api<OwnSpace>(`/rest/v1/spaces/${encodeURIComponent(id)}/availability`, {
      method: 'POST',
      body: { available },
    }),
  setPublished: (id: string, isPublished: boolean) =>
    api<OwnSpace>(`/rest/v1/spaces/${encodeURIComponent(id)}/publication`, {
      method: 'POST',
      body: { is_published: isPublished },
    }),
};

/**
 * The vocabularies the listing form picks from, with the host's own suggested types that still
 * wait for approval (usable on drafts); a failed list leaves the form usable.
 */
export async function loadFormChoices() {
  const [types, categories, suggestions] = await Promise.allSettled([
    listingsApi.spaceTypes(),
    listingsApi.categories(),
    listingsApi.ownSuggestions(),
  ]);
  return {
    spaceTypes: types.status === 'fulfilled' ? types.value : [],
    pendingTypes:
      suggestions.status === 'fulfilled'
        ? suggestions.value.filter((suggestion) => suggestion.status === 'pending')
        : [],
    categories: categories.status === 'fulfilled' ? categories.value : [],
    categoriesError: categories.status === 'rejected' ? 'Failed to fetch categories' : null,
    typesError: types.status === 'rejected' ? 'Failed to fetch space types' : null,
  };
}
export type FormChoices = Awaited<ReturnType<typeof loadFormChoices>>;

/** The notice /my-listings shows after /edit-listing failed to load ('Failed to fetch listing'). */
export const LISTING_FETCH_FAILED = 'listing-unavailable';

/** The listing as the signed-in viewer sees it (owner flag, address once a booking is confirmed). */
export function fetchSpaceForViewer(spaceId: string, signal?: AbortSignal): Promise<SpaceDetail> {
  return api<SpaceDetail>(`/rest/v1/spaces/${encodeURIComponent(spaceId)}`, { signal });
}
