import { useRevalidator } from 'react-router';
import type { Route } from './+types/my-bookings';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { requireSession } from '~/lib/auth/require-session';
import { PageLoading, PageTitle } from '~/components/ui/states';
import { fetchMyBookings, MyBookingsList } from '~/features/bookings';
import { fetchDeposits } from '~/features/deposits';
import { ReviewPrompts } from '~/features/reviews';
import { RetryableError } from '~/components/ui/retryable-error';

export const meta = () => [
  { title: 'My Bookings | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  await requireSession();
  // The deposits come beside the bookings; without them the list still shows.
  const deposits = fetchDeposits().catch((error: unknown) => {
    console.warn('Could not load the deposits', error);
    return [];
  });
  try {
    const bookings = (await fetchMyBookings()).data;
    const guestDeposits = (await deposits).filter((deposit) => deposit.role === 'guest');
    return { bookings, deposits: guestDeposits, error: null };
  } catch (error) {
    console.warn('Could not load bookings', error);
    return { bookings: [], deposits: [], error: BOOKING_MESSAGES.fetchBookingsFailed };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="My Bookings" />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="container-page py-8">
      <PageTitle subtitle="Times are shown in each listing's own time zone.">My Bookings</PageTitle>
      <ReviewPrompts />
      {loaderData.error ? (
        <RetryableError>{loaderData.error}</RetryableError>
      ) : (
        <MyBookingsList
          bookings={loaderData.bookings}
          deposits={loaderData.deposits}
          onCancelled={() => revalidator.revalidate()}
          onWithdrawn={() => revalidator.revalidate()}
        />
      )}
    </div>
  );
}
