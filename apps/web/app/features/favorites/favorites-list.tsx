import { Heart } from 'lucide-react';
import { FAVORITE_UNLISTED, type Favorite } from '@rentspace/core/favorites/api';
import { SpaceCard } from '~/components/spaces/space-card';
import { EmptyState } from '~/components/ui/states';
import { ButtonLink } from '~/components/ui/button';

/** The saved listings as the explore page's cards; unpublished ones say so over their photo. */
export function FavoritesList({ favorites }: { favorites: Favorite[] }) {
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
