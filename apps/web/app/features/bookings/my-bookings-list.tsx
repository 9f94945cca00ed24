import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { CalendarX2, MapPin } from 'lucide-react';
import type { CancelBookingResponse, MyBooking } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { guestMayCancel } from '@rentspace/core/bookings/state-machine';
import { formatMoney } from '@rentspace/core/money/currencies';
import { imageVariant } from '@rentspace/core/media';
import { Button, ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/states';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { DepositStatus } from '~/components/deposits/deposit-status';
import type { Deposit } from '@rentspace/core/deposits/api';
import { useNow } from './client-clock';
import { RequestState, WithdrawRequest } from './request-state';
import { formatRange, zoneName } from '~/lib/time-format';

// Loaded when a guest first asks to cancel: the list itself needs neither the dialog nor the refund rules.
const CancelBookingDialog = lazy(() =>
  import('./cancel-booking-dialog').then((module) => ({ default: module.CancelBookingDialog })),
);

const DEFAULT_IMAGE = '/default-listing.svg';

function BookingItem({
  booking,
  deposit,
  now,
  onCancel,
  onWithdrawn,
}: {
  booking: MyBooking;
  deposit: Deposit | undefined;
  now: Date | null;
  onCancel(): void;
  onWithdrawn(): void;
}) {
  const cover = booking.space.images[0];
  const cancellable =
    now !== null && guestMayCancel(booking.status, new Date(booking.start_time), now);
  // A hold still held, left at checkout: its payment carries on from the listing's page. A request
  // to book goes on with its message to the host, which only its checkout had.
  const payable =
    booking.status === 'pending' &&
    booking.booking_mode === 'instant' &&
    booking.hold_expires_at !== null &&
    now !== null &&
    new Date(booking.hold_expires_at) > now;
  return (
    <article className="flex flex-wrap gap-3 rounded-2xl border border-line p-3 sm:flex-nowrap sm:gap-4 sm:p-4">
      <img
        src={cover ? imageVariant(cover, 400) : DEFAULT_IMAGE}
        alt={booking.space.title}
        width={400}
        height={300}
        loading="lazy"
        className="aspect-[4/3] w-24 shrink-0 self-start rounded-xl object-cover sm:w-44"
      />
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold sm:text-lg">
            <Link to={`/space/${booking.space.id}`} className="hover:underline">
              {booking.space.title}
            </Link>
          </h2>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className="inline-flex items-center gap-1 text-sm text-muted">
          <MapPin className="size-4" aria-hidden /> {booking.space.location}
        </p>
        <p className="text-sm">
          {formatRange(booking.start_time, booking.end_time, booking.space.time_zone)}
          <span className="text-muted"> · {zoneName(booking.space.time_zone)}</span>
        </p>
        <p className="tabular text-sm">
          Total{' '}
          <span className="font-semibold">
            {formatMoney(booking.total_price, booking.currency)}
          </span>
          {booking.refunded_amount > 0 && (
            <span className="text-muted">
              {' '}
              · refunded {formatMoney(booking.refunded_amount, booking.currency)}
            </span>
          )}
        </p>
        <RequestState booking={booking} />
        {booking.refunds.length > 0 && (
          <ul className="space-y-0.5 text-sm" aria-label="Refunds">
            {booking.refunds.map((refund) => (
              <li key={refund.refunded_at}>
                <span className="tabular font-medium">
                  Refund of {formatMoney(refund.amount, booking.currency)}
                </span>
                <span className="text-muted">: {refund.reason}</span>
              </li>
            ))}
          </ul>
        )}
        {deposit && <DepositStatus deposit={deposit} className="pt-2" />}
      </div>
      {booking.status === 'requested' && (
        <WithdrawRequest bookingId={booking.id} onWithdrawn={onWithdrawn} />
      )}
      {(payable || cancellable) && (
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:self-center">
          {payable && (
            <ButtonLink
              to={`/space/${booking.space.id}?hold=${booking.id}`}
              className="w-full sm:w-auto"
            >
              Complete payment
            </ButtonLink>
          )}
          {cancellable && (
            <Button variant="secondary" onClick={onCancel} className="w-full sm:w-auto">
              Cancel
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

/** The guest's bookings, each cancellable through a confirm dialog; 'No Bookings Yet' when empty. */
export function MyBookingsList({
  bookings,
  deposits = [],
  onCancelled,
  onWithdrawn = () => {},
}: {
  bookings: MyBooking[];
  /** The guest's deposits, shown with their bookings (docs/product/pages-and-messages.md). */
  deposits?: Deposit[];
  onCancelled(result: CancelBookingResponse): void;
  /** A request to book was withdrawn: the list loads again. */
  onWithdrawn?(): void;
}) {
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const now = useNow();

  if (bookings.length === 0) {
    return (
      <EmptyState
        title={BOOKING_MESSAGES.noBookings}
        icon={<CalendarX2 className="size-10" aria-hidden />}
        action={<ButtonLink to="/explore">Explore spaces</ButtonLink>}
      >
        When you book a space it appears here, with its dates and receipt.
      </EmptyState>
    );
  }

  // The dialog says what the cancellation did, in a toast (docs/product/look-and-feel.md#feedback).
  const cancelled = (result: CancelBookingResponse) => {
    setCancelling(null);
    onCancelled(result);
  };

  return (
    <>
      <ul className="space-y-4">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingItem
              booking={booking}
              deposit={deposits.find((deposit) => deposit.booking_id === booking.id)}
              now={now}
              onCancel={() => setCancelling(booking)}
              onWithdrawn={onWithdrawn}
            />
          </li>
        ))}
      </ul>
      {cancelling && (
        <Suspense fallback={null}>
          <CancelBookingDialog
            booking={cancelling}
            onClose={() => setCancelling(null)}
            onCancelled={cancelled}
          />
        </Suspense>
      )}
    </>
  );
}
