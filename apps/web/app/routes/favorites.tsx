import type { ShouldRevalidateFunctionArgs } from 'react-router';
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

// The filters are the URL's query and filter the list the browser holds: a change of them asks
// the server nothing. Asking again on each key held the inputs (they read the URL) at their old
// value until the answer came, and the keys typed meanwhile were lost. "Try again" (the same URL)
// still asks.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const filtersOnly =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (!formMethod && filtersOnly) return false;
  return defaultShouldRevalidate;
}

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
