import { requireSession } from '~/lib/auth/require-session';
import { PageLoading, PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'List A Space | Rentspace' }, { name: 'robots', content: 'noindex' }];

export async function clientLoader() {
  await requireSession();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="List A Space" />;
}

export default function Page() {
  return (
    <div className="container-page py-8">
      <PageTitle>List A Space</PageTitle>
    </div>
  );
}
