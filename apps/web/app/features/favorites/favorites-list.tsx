import { Heart } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FAVORITE_UNLISTED, type Favorite } from '@rentspace/core/favorites/api';
import {
  favoriteFiltersFromParams,
  favoriteTypes,
  filterFavorites,
  type FavoriteFilters as Filters,
} from '@rentspace/core/favorites/filters';
import { FavoriteFilters } from './favorite-filters';
import { SpaceCard } from '~/components/spaces/space-card';
import { EmptyState } from '~/components/ui/states';
import { ButtonLink } from '~/components/ui/button';

/** The saved listings as the explore page's cards; unpublished ones say so over their photo. */
export function FavoritesList({ favorites }: { favorites: Favorite[] }) {
  const [params, setParams] = useSearchParams();
  const filters = favoriteFiltersFromParams(params);
  if (favorites.length === 0)
    return (
      <EmptyState
        title="No saved spaces yet"
        icon={<Heart className="size-10" aria-hidden />}
        action={<ButtonLink to="/explore">Explore spaces</ButtonLink>}
      >
        Tap the heart on a space to keep it here.
      </EmptyState>
    );
  const shown = filterFavorites(favorites, filters);
  const apply = (next: Filters) =>
    setParams(favoriteParams(next), { replace: true, preventScrollReset: true });
  return (
    <>
      <FavoriteFilters filters={filters} types={favoriteTypes(favorites)} onChange={apply} />
      {shown.length === 0 ? (
        <EmptyState
          title="No saved spaces match these filters"
          action={
            <ButtonLink to="/favorites" variant="secondary">
              Clear all filters
            </ButtonLink>
          }
        />
      ) : (
        <SavedGrid favorites={shown} />
      )}
    </>
  );
}

function favoriteParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value?.trim()) params.set(key, value);
  return params;
}

function SavedGrid({ favorites }: { favorites: Favorite[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {favorites.map((favorite, index) => (
        <li key={favorite.id}>
          <SpaceCard
            space={favorite}
            eager={index < 3}
            unlisted={favorite.is_published ? undefined : FAVORITE_UNLISTED}
          />
        </li>
      ))}
    </ul>
  );
}
