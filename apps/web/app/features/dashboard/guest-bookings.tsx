import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, MapPin } from 'lucide-react';
import type { GuestBookings, MyBooking } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { imageVariant, type VARIANT_WIDTHS } from '@rentspace/core/media';
import { ButtonLink } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { formatRange, zoneName } from '~/lib/time-format';

const DEFAULT_IMAGE = '/default-listing.svg';

const coverOf = (booking: MyBooking, width: (typeof VARIANT_WIDTHS)[number]) =>
  booking.space.images[0] ? imageVariant(booking.space.images[0], width) : DEFAULT_IMAGE;

function When({ booking }: { booking: MyBooking }) {
  return (
    <>
      {formatRange(booking.start_time, booking.end_time, booking.space.time_zone)}
      <span className="text-muted"> · {zoneName(booking.space.time_zone)}</span>
    </>
  );
}

/**
 * The next booking, larger: usually the one just paid for. Its photo sits beside the text, or on
 * top where it shares a wide screen with the other bookings.
 */
function NextBooking({ booking, beside }: { booking: MyBooking; beside: boolean }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col self-start overflow-hidden rounded-2xl border border-line sm:flex-row',
        beside && 'lg:flex-col',
      )}
    >
      <img
        src={coverOf(booking, 800)}
        alt={booking.space.title}
        width={800}
        height={600}
        className={cx(
          'aspect-[16/9] w-full object-cover sm:aspect-[4/3] sm:w-60 sm:shrink-0 sm:self-start',
          beside && 'lg:aspect-[16/9] lg:w-full',
        )}
      />
      <div
        className={cx('min-w-0 space-y-1.5 p-4 sm:self-center sm:p-5', beside && 'lg:self-stretch')}
      >
        <p className="text-sm font-medium text-brand-700">Next booking</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} className="text-lg font-semibold">
            <Link to={`/space/${booking.space.id}`} className="hover:underline">
              {booking.space.title}
            </Link>
          </h3>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted">
          <MapPin className="size-4" aria-hidden /> {booking.space.location}
        </p>
        <p className="flex items-start gap-1.5 text-sm">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-subtle" aria-hidden />
          <span>
            <When booking={booking} />
          </span>
        </p>
      </div>
    </article>
  );
}

function BookingRow({ booking }: { booking: MyBooking }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <img
        src={coverOf(booking, 400)}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        className="aspect-[4/3] w-20 shrink-0 rounded-xl object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to={`/space/${booking.space.id}`} className="font-medium hover:underline">
            {booking.space.title}
          </Link>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className="text-sm">
          <When booking={booking} />
        </p>
      </div>
    </li>
  );
}

function Group({ title, bookings }: { title: string; bookings: MyBooking[] }) {
  const id = useId();
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-muted">
        {title}
      </h3>
      <ul className="divide-y divide-line">
        {bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The person's own bookings as a guest: the next one first, then the other upcoming ones, then
 * past and cancelled ones (docs/product/pages-and-messages.md#dashboard).
 */
export function GuestBookingsSection({ bookings }: { bookings: GuestBookings }) {
  const [next, ...later] = bookings.upcoming;
  const others = later.length + bookings.past.length > 0;
  const empty = !next && !others;
  const pastTitle = bookings.past.some((booking) => booking.status === 'cancelled')
    ? 'Past and cancelled'
    : 'Past';
  return (
    <section aria-labelledby="your-bookings-heading">
      <div className="flex items-center justify-between gap-4">
        <h2 id="your-bookings-heading" className="text-xl font-semibold">
          Your bookings
        </h2>
        {!empty && (
          <Link
            to="/my-bookings"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
          >
            View all bookings
          </Link>
        )}
      </div>
      {empty ? (
        <div className="mt-3 flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-10 text-center">
          <CalendarDays className="mb-3 size-10 text-subtle" aria-hidden />
          <h3 className="text-lg font-semibold">{BOOKING_MESSAGES.noRecentBookings}</h3>
          <p className="mt-1 max-w-md text-muted">
            Find a space, a vehicle or equipment for your next plan: once you book, it appears here
            with its date and time.
          </p>
          <ButtonLink to="/explore" className="mt-5">
            Explore spaces
          </ButtonLink>
        </div>
      ) : (
        <div className={cx('mt-3 grid gap-6', others && 'lg:grid-cols-2')}>
          {next && <NextBooking booking={next} beside={others} />}
          {others && (
            <div className="space-y-4">
              <Group title="Upcoming" bookings={later} />
              <Group title={pastTitle} bookings={bookings.past} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
