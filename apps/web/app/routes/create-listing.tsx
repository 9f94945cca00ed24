import { useNavigate } from 'react-router';
import { emptyListingForm } from '@rentspace/core/listings/form';
import { LISTING_MESSAGES, listingSavedMessage } from '@rentspace/core/listings/messages';
import type { Route } from './+types/create-listing';
import { requireSession } from '~/lib/auth/require-session';
import { useRealtimeRevalidate } from '~/lib/realtime';
import { notify } from '~/lib/toast';
import { PageLoading, PageTitle } from '~/components/ui/states';
import { ListingForm, listingsApi, loadFormChoices } from '~/features/listings';

export const meta = () => [
  { title: 'List A Space | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  await requireSession();
  return {
    choices: await loadFormChoices(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="List A Space" shape="form" />;
}

export default function CreateListing({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  // A type another host adds shows up in the list without a reload.
  useRealtimeRevalidate(['space_types']);
  return (
    <div className="container-page max-w-3xl py-8">
      <PageTitle subtitle="Describe what you rent out, set your prices and add photos. Save a draft any time.">
        List A Space
      </PageTitle>
      <ListingForm
        initialValues={emptyListingForm(loaderData.timeZone)}
        choices={loaderData.choices}
        failureMessage={LISTING_MESSAGES.createFailed}
        cancelTo="/my-listings"
        onSave={async (listing) => {
          await listingsApi.create(listing);
          // The toast stays through the move to the home page: the person learns it worked.
          const { title, description } = listingSavedMessage({
            wasPublished: false,
            isPublished: listing.is_published,
          });
          notify.success(title, { description });
          navigate('/');
        }}
      />
    </div>
  );
}
