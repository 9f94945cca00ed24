import type { Route } from './+types/profile';
import { PROFILE_MESSAGES } from '@rentspace/core/profiles/messages';
import { requireSession } from '~/lib/auth/require-session';
import { PageLoading, PageTitle } from '~/components/ui/states';
import { fetchLinks, fetchOwnProfile, fetchUpdates, ProfileEditor } from '~/features/profiles';
import { RetryableError } from '~/components/ui/retryable-error';
import { AccountDataSections, AccountSection } from '~/features/account';
import { EmailPreferencesSection } from '~/features/notifications';

export const meta = () => [
  { title: 'My Profile | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  await requireSession();
  try {
    const [profile, links, updates] = await Promise.all([
      fetchOwnProfile(),
      fetchLinks(),
      fetchUpdates(),
    ]);
    return { data: { profile, links: links.data, updates: updates.data }, error: null };
  } catch (error) {
    console.warn('Could not load the profile', error);
    return { data: null, error: PROFILE_MESSAGES.loadFailed };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="My Profile" shape="form" />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8">
      <div className="mx-auto max-w-4xl">
        <PageTitle>My Profile</PageTitle>
        {loaderData.data ? (
          <ProfileEditor key={loaderData.data.profile.id} {...loaderData.data} />
        ) : (
          <RetryableError>{loaderData.error}</RetryableError>
        )}
        <div className="mt-12 space-y-12">
          <AccountSection />
          <EmailPreferencesSection />
        </div>
        <AccountDataSections />
      </div>
    </div>
  );
}
