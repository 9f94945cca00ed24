import { useState } from 'react';
import type { MyBooking } from '@rentspace/core/bookings/api';
import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { ApiRequestError } from '~/lib/api';
import { formatInstant, zoneName } from '~/lib/time-format';
import { notify } from '~/lib/toast';
import { withdrawRequest } from './api';

/** How a request ended without a booking, in the guest's words. */
const ENDINGS: Record<string, string> = {
  request_declined: 'The host declined this request. Nothing was charged.',
  request_expired: 'The host did not answer in time. Nothing was charged.',
  request_withdrawn: 'You withdrew this request. Nothing was charged.',
  capture_failed: REQUEST_MESSAGES.captureFailedGuest,
};

/** Where a request to book stands (docs/product/booking-lifecycle.md#request-to-book). */
export function RequestState({ booking }: { booking: MyBooking }) {
  const zone = booking.space.time_zone;
  if (booking.status === 'requested' && booking.request_expires_at)
    return (
      <p className="text-sm text-muted">
        {REQUEST_MESSAGES.heldNotCharged}. The host answers by{' '}
        {formatInstant(booking.request_expires_at, zone)} ({zoneName(zone)}).
      </p>
    );
  const ending = booking.status === 'cancelled' && ENDINGS[booking.cancellation_reason ?? ''];
  if (!ending) return null;
  return (
    <div className="text-sm text-muted">
      <p>{ending}</p>
      {booking.decline_reason && <p>The host's reason: {booking.decline_reason}</p>}
    </div>
  );
}

/** 'Withdraw request', confirmed in place: the hold on the card is released and the time freed. */
export function WithdrawRequest({
  bookingId,
  onWithdrawn,
}: {
  bookingId: string;
  onWithdrawn(): void;
}) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const withdraw = async () => {
    setPending(true);
    setError(null);
    try {
      await withdrawRequest(bookingId);
      notify.success(REQUEST_MESSAGES.withdrawnDone);
      onWithdrawn();
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError && caught.message
          ? caught.message
          : REQUEST_MESSAGES.answerFailed,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="w-full space-y-2 sm:w-auto sm:self-center">
      {asking ? (
        <>
          <p className="text-sm font-medium">Withdraw this request?</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" onClick={withdraw} pending={pending}>
              Withdraw
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={pending}>
              Keep request
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)} className="w-full sm:w-auto">
          Withdraw request
        </Button>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </div>
  );
}
