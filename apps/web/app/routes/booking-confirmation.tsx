import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/booking-confirmation';
import type { BookingDetail, PaymentStatusResponse } from '@rentspace/core/bookings/api';
import { Skeleton } from '~/components/ui/states';
import { BookingDetails, fetchOwnBooking } from '~/features/bookings';
import { fetchPaymentStatus, PaymentResult, paymentResultState } from '~/features/payments';
import { fetchBookingDeposit } from '~/features/deposits';
import { DepositStatus } from '~/components/deposits/deposit-status';
import type { Deposit } from '@rentspace/core/deposits/api';

export const meta = () => [
  { title: 'Booking | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

const RECHECKS = 10;
const RECHECK_MS = 3000;

/**
 * Asks the server for the payment's state (it checks with the provider and confirms the booking),
 * then, once the booking is confirmed, for its details: only its guest may read them, so for
 * anyone else the page shows the result alone.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const clientSecret = new URL(request.url).searchParams.get('payment_intent_client_secret');
  let response: PaymentStatusResponse | null = null;
  if (clientSecret) {
    try {
      response = await fetchPaymentStatus(clientSecret);
    } catch (error) {
      console.warn('Could not read the payment status', error);
    }
  }
  const state = paymentResultState(response);
  let booking: BookingDetail | null = null;
  let deposit: Deposit | null = null;
  // A confirmed booking, or a request the host has yet to answer: its slot and what is held.
  const requested =
    response?.status === 'requires_capture' && response.bookingStatus === 'requested';
  if (response && (state.kind === 'succeeded' || requested)) {
    const bookingId = response.bookingId;
    [booking, deposit] = await Promise.all([
      fetchOwnBooking(bookingId).catch((error: unknown) => {
        console.warn('Could not read the booking', error);
        return null;
      }),
      // A listing without a deposit answers 404, which reads as none.
      fetchBookingDeposit(bookingId).catch((error: unknown) => {
        console.warn('Could not read the deposit', error);
        return null;
      }),
    ]);
  }
  return { state, booking, deposit, checkedAt: Date.now() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="container-page py-12">
      <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-line p-10 text-center">
        <Skeleton className="mx-auto size-16 rounded-full" />
        <p role="status" className="text-muted">
          Checking your payment...
        </p>
      </div>
    </div>
  );
}

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const { state, booking, deposit } = loaderData;
  useRecheckWhileProcessing(state.kind === 'processing');
  return (
    <div className="container-page py-12">
      <PaymentResult state={state}>
        {booking && (
          <>
            <BookingDetails booking={booking} />
            {deposit && (
              <DepositStatus
                deposit={deposit}
                className="mt-5 border-t border-line pt-5 text-left"
              />
            )}
          </>
        )}
      </PaymentResult>
    </div>
  );
}

/** A processing payment settles within seconds: ask again a few times, then leave it to the page. */
function useRecheckWhileProcessing(processing: boolean) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    if (!processing) return;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      if (count > RECHECKS) clearInterval(timer);
      else void revalidate();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [processing, revalidate]);
}
