import { useState } from 'react';
import type { CancelBookingResponse, MyBooking } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { refundFor } from '@rentspace/core/bookings/refunds';
import { formatMoney } from '@rentspace/core/money/currencies';
import { Button } from '~/components/ui/button';
import { Dialog, DialogActions } from '~/components/ui/dialog';
import { ErrorMessage, Skeleton } from '~/components/ui/states';
import { cancelBooking } from './api';
import { useNow } from './client-clock';
import { formatRange, zoneName } from '~/lib/time-format';
import { notify } from '~/lib/toast';
import { policySentence } from '~/lib/cancellation-policy';

function RefundStatement({ booking }: { booking: MyBooking }) {
  const now = useNow();
  if (booking.status === 'pending')
    return <p>No payment has been taken for this booking, so nothing is charged.</p>;
  if (!now) return <Skeleton className="h-12" />;
  const policy = booking.cancellation_policy;
  const refund = refundFor({
    policy,
    paid: booking.total_price,
    start: new Date(booking.start_time),
    cancelledAt: now,
  });
  return (
    <div className="space-y-2">
      <p>{policySentence(policy)}</p>
      <p className="font-medium text-ink">
        {refund.amount > 0
          ? `You will get ${formatMoney(refund.amount, booking.currency)} back (${refund.percentage}%), within 5-7 business days.`
          : 'It is too late for a refund under this policy: nothing will be refunded.'}
      </p>
    </div>
  );
}

interface CancelBookingDialogProps {
  booking: MyBooking | null;
  onClose(): void;
  onCancelled(result: CancelBookingResponse): void;
}

/** Asks before cancelling and states the refund the listing's policy gives. */
export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!booking) return;
    setPending(true);
    setError(null);
    try {
      const result = await cancelBooking(booking.id);
      notify.success(
        'Booking cancelled.',
        result.refund.amount > 0
          ? {
              description: `${formatMoney(result.refund.amount, result.refund.currency)} will be refunded to your card within 5-7 business days.`,
            }
          : undefined,
      );
      onCancelled(result);
    } catch (caught) {
      console.warn('Could not cancel the booking', caught);
      setError(BOOKING_MESSAGES.cancelBookingFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && !pending && close()}
      title="Cancel this booking?"
    >
      {booking && (
        <div className="space-y-4 text-sm text-muted">
          <p>
            <span className="font-medium text-ink">{booking.space.title}</span>
            <br />
            {formatRange(booking.start_time, booking.end_time, booking.space.time_zone)} (
            {zoneName(booking.space.time_zone)})
          </p>
          <RefundStatement booking={booking} />
          {error && <ErrorMessage>{error}</ErrorMessage>}
          <DialogActions>
            <Button variant="secondary" onClick={close} disabled={pending}>
              Keep booking
            </Button>
            <Button variant="danger" onClick={confirm} pending={pending}>
              Cancel booking
            </Button>
          </DialogActions>
        </div>
      )}
    </Dialog>
  );
}
