import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/dashboard';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { requireSession } from '~/lib/auth/require-session';
import { PageLoading, PageTitle } from '~/components/ui/states';
import { DashboardView, fetchDashboard } from '~/features/dashboard';
import { PayoutCard } from '~/features/payments';
import { ReviewPrompts } from '~/features/reviews';
import { RequestInbox } from '~/features/requests';
import { DepositsSection } from '~/features/deposits';
import { RetryableError } from '~/components/ui/retryable-error';

export const meta = () => [
  { title: 'Dashboard | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  await requireSession();
  try {
    return { dashboard: await fetchDashboard(), error: null };
  } catch (error) {
    console.warn('Could not load the dashboard', error);
    return { dashboard: null, error: BOOKING_MESSAGES.fetchDashboardFailed };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="Dashboard" />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  // An answered request changes the figures below (an accepted one is a confirmed booking, with
  // its deposit): they are read again, as a reload would.
  const [answered, setAnswered] = useState(0);
  return (
    <div className="container-page py-8">
      <PageTitle>Dashboard</PageTitle>
      <ReviewPrompts role="host" />
      <RequestInbox
        onAnswered={() => {
          void revalidator.revalidate();
          setAnswered((count) => count + 1);
        }}
      />
      <DepositsSection key={answered} />
      {loaderData.dashboard ? (
        <DashboardView
          data={loaderData.dashboard}
          payoutCard={
            <PayoutCard
              account={loaderData.dashboard.payout_account}
              onChanged={() => revalidator.revalidate()}
            />
          }
        />
      ) : (
        <RetryableError>{loaderData.error}</RetryableError>
      )}
    </div>
  );
}
