import type { Favorite } from '@rentspace/core/favorites/api';
import { api } from '~/lib/api';

/** GET /rest/v1/favorites: the guest's saved listings, last saved first. */
export function fetchFavorites(): Promise<{ data: Favorite[] }> {
  return api<{ data: Favorite[] }>('/rest/v1/favorites');
}
