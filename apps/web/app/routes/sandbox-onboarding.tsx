import type { Route } from './+types/sandbox-onboarding';
import { requireSession } from '~/lib/auth/require-session';
import { PageLoading } from '~/components/ui/states';
import { SandboxOnboarding } from '~/features/payments';

export const meta = () => [
  { title: 'Set up payouts | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  await requireSession();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="Set up payouts" shape="panel" />;
}

export default function Page({ params }: Route.ComponentProps) {
  return (
    <div className="container-page py-12">
      <SandboxOnboarding accountId={params.accountId} />
    </div>
  );
}
