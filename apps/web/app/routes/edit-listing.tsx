import { Link, redirect, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { listingToForm } from '@rentspace/core/listings/form';
import { LISTING_MESSAGES, listingSavedMessage } from '@rentspace/core/listings/messages';
import type { Route } from './+types/edit-listing';
import { requireSession } from '~/lib/auth/require-session';
import { useRealtimeRevalidate } from '~/lib/realtime';
import { notify } from '~/lib/toast';
import { PageLoading, PageTitle } from '~/components/ui/states';
import {
  CalendarSyncSection,
  LISTING_FETCH_FAILED,
  ListingForm,
  listingsApi,
  loadFormChoices,
} from '~/features/listings';

export const meta = () => [
  { title: 'Edit Listing | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireSession();
  try {
    const [listing, choices] = await Promise.all([
      listingsApi.forEdit(params.id),
      loadFormChoices(),
    ]);
    return { listing, choices };
  } catch {
    // Spec: a listing that fails to load sends the owner back to /my-listings.
    throw redirect(`/my-listings?notice=${LISTING_FETCH_FAILED}`);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="Edit Listing" shape="form" />;
}

export default function EditListing({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { listing, choices } = loaderData;
  useRealtimeRevalidate(['space_types']);
  return (
    <div className="container-page max-w-3xl py-8">
      <Link
        to="/my-listings"
        className="-ml-2 mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to My Listings
      </Link>
      <PageTitle subtitle={listing.title}>Edit Listing</PageTitle>
      <ListingForm
        key={listing.id}
        initialValues={listingToForm(listing)}
        choices={choices}
        failureMessage={LISTING_MESSAGES.updateFailed}
        cancelTo="/my-listings"
        live={listing.is_published}
        onSave={async (values) => {
          await listingsApi.update(listing.id, values);
          const { title, description } = listingSavedMessage({
            wasPublished: listing.is_published,
            isPublished: values.is_published,
          });
          notify.success(title, { description });
          navigate('/my-listings');
        }}
      />
      <CalendarSyncSection spaceId={listing.id} timeZone={listing.time_zone} />
    </div>
  );
}
