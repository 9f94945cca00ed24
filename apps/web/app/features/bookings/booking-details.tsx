import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, MapPinned, ShieldCheck, Timer } from 'lucide-react';
import type { BookingDetail } from '@rentspace/core/bookings/api';
import { formatDuration } from '@rentspace/core/bookings/durations';
import { imageVariant } from '@rentspace/core/media';
import { formatAddress } from '~/lib/address';
import { policySentence } from '~/lib/cancellation-policy';
import { formatRange, zoneName } from '~/lib/time-format';
import { BookingSummary } from './booking-summary';

const DEFAULT_IMAGE = '/default-listing.svg';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted">
        <span className="text-subtle">{icon}</span> {label}
      </dt>
      <dd className="mt-0.5 pl-7">{children}</dd>
    </div>
  );
}

/**
 * A booking as its guest sees it once paid: the listing, when (in the listing's zone), how long,
 * the price lines, the address once confirmed and the cancellation policy
 * (docs/product/pages-and-messages.md#booking-confirmation).
 */
export function BookingDetails({ booking }: { booking: BookingDetail }) {
  const cover = booking.space.images[0];
  const address = booking.address ? formatAddress(booking.address) : '';
  return (
    <section aria-labelledby="booking-details-heading" className="space-y-5 text-left">
      <div className="flex gap-4">
        <img
          src={cover ? imageVariant(cover, 400) : DEFAULT_IMAGE}
          alt={booking.space.title}
          width={400}
          height={300}
          className="aspect-[4/3] w-28 shrink-0 self-start rounded-xl object-cover sm:w-36"
        />
        <div className="min-w-0">
          <h2 id="booking-details-heading" className="text-lg font-semibold">
            <Link to={`/space/${booking.space.id}`} className="hover:underline">
              {booking.space.title}
            </Link>
          </h2>
          <p className="text-sm text-muted">{booking.space.location}</p>
        </div>
      </div>
      <dl className="space-y-4">
        <Line icon={<CalendarClock className="size-5" aria-hidden />} label="When">
          <p className="font-medium">
            {formatRange(booking.start_time, booking.end_time, booking.space.time_zone)}
          </p>
          <p className="text-sm text-muted">
            {zoneName(booking.space.time_zone)} (the listing's time)
          </p>
        </Line>
        <Line icon={<Timer className="size-5" aria-hidden />} label="Duration">
          {formatDuration(booking.duration, booking.duration_unit)}
        </Line>
        <Line icon={<MapPinned className="size-5" aria-hidden />} label="Address">
          {address || (
            <span className="text-muted">
              The exact address is shared once your booking is confirmed.
            </span>
          )}
        </Line>
        <Line icon={<ShieldCheck className="size-5" aria-hidden />} label="Cancellation policy">
          {policySentence(booking.cancellation_policy)}
        </Line>
      </dl>
      <BookingSummary
        figures={{
          unit: booking.duration_unit,
          duration: booking.duration,
          unitPrice: booking.unit_price,
          subtotal: booking.subtotal,
          platformFee: booking.platform_fee_amount,
          platformFeePercentage: booking.platform_fee_percentage,
          total: booking.total_price,
          currency: booking.currency,
        }}
        listingTimeZone={booking.space.time_zone}
        totalLabel="Total paid"
      />
    </section>
  );
}
