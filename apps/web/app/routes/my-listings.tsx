import { useRevalidator, useSearchParams } from 'react-router';
import { CalendarDays, Home, Plus } from 'lucide-react';
import type { OwnSpace } from '@rentspace/core/listings/types';
import type { Route } from './+types/my-listings';
import { requireSession } from '~/lib/auth/require-session';
import { useRealtimeRevalidate } from '~/lib/realtime';
import { useUserEvents } from '~/lib/user-events';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState, ErrorMessage, PageLoading, PageTitle } from '~/components/ui/states';
import { RetryableError } from '~/components/ui/retryable-error';
import { LISTING_FETCH_FAILED, MyListingCard, listingsApi } from '~/features/listings';

export const meta = () => [
  { title: 'My Listings | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  await requireSession();
  try {
    return { listings: await listingsApi.mine(), error: null };
  } catch {
    return { listings: [] as OwnSpace[], error: 'Failed to fetch spaces' };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="My Listings" />;
}

export default function MyListings({ loaderData }: Route.ComponentProps) {
  const { listings, error } = loaderData;
  const { revalidate } = useRevalidator();
  const [params] = useSearchParams();
  const ids = new Set(listings.map((listing) => listing.id));
  // Changes made elsewhere (another tab, the detail page) show up here without a reload.
  useRealtimeRevalidate(['spaces'], {
    filter: (signal) => signal.type === 'INSERT' || ids.has(signal.id),
  });
  // Changes to drafts come only on the person's own stream: the public one never names a draft.
  useUserEvents((signal) => {
    if (signal.type === 'draft' || signal.type === 'resync') void revalidate();
  });
  const action = (
    <ButtonLink to="/create-listing">
      <Plus className="size-4" aria-hidden /> List A Space
    </ButtonLink>
  );
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageTitle subtitle="Publish, pause and edit what you rent out.">My Listings</PageTitle>
        {listings.length > 0 && (
          <div className="mb-6 flex flex-wrap gap-2">
            <ButtonLink to="/host/calendar" variant="secondary">
              <CalendarDays className="size-4" aria-hidden /> Host calendar
            </ButtonLink>
            {action}
          </div>
        )}
      </div>
      {params.get('notice') === LISTING_FETCH_FAILED && (
        <ErrorMessage className="mb-6">Failed to fetch listing</ErrorMessage>
      )}
      {error ? (
        <RetryableError>{error}</RetryableError>
      ) : listings.length === 0 ? (
        <EmptyState
          title="No Listings Yet"
          icon={<Home className="size-10" aria-hidden />}
          action={action}
        >
          List a space, a vehicle or equipment and start earning: hosts keep 90% of every booking.
        </EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <li key={listing.id}>
              <MyListingCard listing={listing} onChanged={() => void revalidate()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
