import { useSearchParams } from 'react-router';
import { requireSession } from '~/lib/auth/require-session';
import { EmptyState, PageLoading } from '~/components/ui/states';
import { ButtonLink } from '~/components/ui/button';
import { SandboxAuthentication } from '~/features/payments';

export const meta = () => [
  { title: 'Confirm your payment | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  await requireSession();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="Confirm your payment" shape="panel" />;
}

export default function Page() {
  const [searchParams] = useSearchParams();
  const clientSecret = searchParams.get('client_secret');
  return (
    <div className="container-page py-12">
      {clientSecret ? (
        <SandboxAuthentication clientSecret={clientSecret} />
      ) : (
        <EmptyState
          title="Something went wrong."
          action={<ButtonLink to="/">Return to Home</ButtonLink>}
        >
          This payment link is incomplete.
        </EmptyState>
      )}
    </div>
  );
}
