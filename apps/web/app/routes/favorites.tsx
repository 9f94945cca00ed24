import type { Route } from './+types/favorites';
import { requireSession } from '~/lib/auth/require-session';
import { PageLoading, PageTitle } from '~/components/ui/states';
import { RetryableError } from '~/components/ui/retryable-error';
import { fetchFavorites, FavoritesList } from '~/features/favorites';

export const meta = () => [
  { title: 'Favorites | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  await requireSession();
  try {
    return { favorites: (await fetchFavorites()).data, error: null };
  } catch (error) {
    console.warn('Could not load saved spaces', error);
    return { favorites: [], error: 'Failed to load saved spaces' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="Favorites" />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8">
      <PageTitle subtitle="Spaces you saved with the heart.">Favorites</PageTitle>
      {loaderData.error ? (
        <RetryableError>{loaderData.error}</RetryableError>
      ) : (
        <FavoritesList favorites={loaderData.favorites} />
      )}
    </div>
  );
}
