import { useState } from 'react';
import { Heart } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
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
  const [filters, apply] = useUrlFilters();
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

/** Marks the entries the filters wrote, from those a link or the back button brings. */
const TYPED = { favoriteFilters: 'typed' };

/**
 * The filters as typed, written to the URL at each change. The page's inputs read them here, not
 * from the URL: a change of the URL runs the layout's loader first, and inputs held at the URL's
 * value meanwhile lost the keys typed in between (and the URL can show an older entry for a
 * moment). A URL the filters did not write (a link, the back button, a reload) replaces them.
 */
function useUrlFilters(): [Filters, (next: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [state, setState] = useState(() => ({
    key: location.key,
    filters: favoriteFiltersFromParams(params),
  }));
  if (state.key !== location.key) {
    const typed =
      (location.state as typeof TYPED | null)?.favoriteFilters === TYPED.favoriteFilters;
    const linked = typed ? undefined : favoriteFiltersFromParams(params);
    // On top of whatever is queued, not of this render's state: a key typed while this render of
    // the new URL waited is kept.
    setState((current) => ({ key: location.key, filters: linked ?? current.filters }));
  }
  const apply = (next: Filters) => {
    setState((current) => ({ ...current, filters: next }));
    setParams(favoriteParams(next), { replace: true, preventScrollReset: true, state: TYPED });
  };
  return [state.filters, apply];
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
