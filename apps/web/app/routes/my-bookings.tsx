import { requireSession } from '~/lib/auth/require-session';
import { PageLoading, PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'My Bookings | Rentspace' }, { name: 'robots', content: 'noindex' }];

export async function clientLoader() {
  await requireSession();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="My Bookings" />;
}

export default function Page() {
  return (
    <div className="container-page py-8">
      <PageTitle>My Bookings</PageTitle>
    </div>
  );
}
