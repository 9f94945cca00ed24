import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, Home, KeyRound, Wallet } from 'lucide-react';
import type { DashboardResponse, EarningsLine, HostBooking } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { HOST_PAYOUT_PERCENTAGE } from '@rentspace/core/money/fees';
import { formatMoney, formatListedPrice } from '@rentspace/core/money/currencies';
import { imageVariant } from '@rentspace/core/media';
import { ButtonLink } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { formatRange, zoneName } from '~/lib/time-format';
import { GuestBookingsSection } from './guest-bookings';

const DEFAULT_IMAGE = '/default-listing.svg';

function Tile({
  id,
  label,
  icon,
  children,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line p-5">
      <h2 id={id} className="inline-flex items-center gap-2 text-sm font-normal text-muted">
        {icon} {label}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Earnings({ lines }: { lines: EarningsLine[] }) {
  if (lines.length === 0)
    return <p className="text-muted">No earnings yet: they appear once guests book and pay.</p>;
  return (
    <ul className="space-y-2">
      {lines.map((line) => (
        <li key={line.currency} className="tabular">
          <span className="block text-2xl font-semibold">
            {formatMoney(line.payout, line.currency)}
          </span>
          <span className="block text-sm text-muted">
            your {HOST_PAYOUT_PERCENTAGE}% of {formatMoney(line.gross, line.currency)} gross
          </span>
        </li>
      ))}
    </ul>
  );
}

function RecentBooking({ booking }: { booking: HostBooking }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <Link to={`/space/${booking.space.id}`} className="font-medium hover:underline">
          {booking.space.title}
        </Link>
        <p className="text-sm text-muted">
          {booking.guest_name || 'Guest'} ·{' '}
          {formatRange(booking.start_time, booking.end_time, booking.space.time_zone)} (
          {zoneName(booking.space.time_zone)})
        </p>
      </div>
      <div className="flex items-center gap-3">
        <BookingStatusBadge status={booking.status} />
        <span className="tabular font-medium">
          {formatMoney(booking.total_price, booking.currency)}
        </span>
      </div>
    </li>
  );
}

/** Someone hosts once they have a listing, or have started connecting a payout account. */
function hosts(data: DashboardResponse): boolean {
  return data.listing_count > 0 || data.payout_account.connected;
}

/** For someone who hosts nothing yet: what hosting is, instead of host figures that are all zero. */
function HostInvite() {
  return (
    <section
      aria-labelledby="host-invite-heading"
      className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div>
          <h2 id="host-invite-heading" className="font-semibold text-brand-900">
            Host on Rentspace
          </h2>
          <p className="text-sm text-muted">
            List a space, a vehicle or equipment and start earning: hosts keep{' '}
            {HOST_PAYOUT_PERCENTAGE}% of every booking.
          </p>
        </div>
      </div>
      <ButtonLink to="/create-listing" variant="secondary" className="shrink-0">
        List A Space
      </ButtonLink>
    </section>
  );
}

/**
 * The dashboard (docs/product/pages-and-messages.md#dashboard): the person's own bookings, and for
 * hosts their earnings, active bookings, listing count, recent bookings, listings and payouts.
 */
export function DashboardView({
  data,
  payoutCard,
}: {
  data: DashboardResponse;
  payoutCard: ReactNode;
}) {
  const hosting = hosts(data);
  const booked = data.my_bookings.upcoming.length + data.my_bookings.past.length > 0;
  return (
    <div className="space-y-10">
      {(booked || !hosting) && <GuestBookingsSection bookings={data.my_bookings} />}
      {hosting ? (
        <div className={cx(booked && 'border-t border-line pt-10')}>
          <HostParts data={data} payoutCard={payoutCard} />
        </div>
      ) : (
        <HostInvite />
      )}
    </div>
  );
}

/** The host's figures, the bookings of their listings, their listings and the payouts card. */
function HostParts({ data, payoutCard }: { data: DashboardResponse; payoutCard: ReactNode }) {
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        <Tile id="earnings-tile" label="Earnings" icon={<Wallet className="size-4" aria-hidden />}>
          <Earnings lines={data.earnings} />
        </Tile>
        <Tile
          id="active-tile"
          label="Active bookings"
          icon={<CalendarCheck className="size-4" aria-hidden />}
        >
          <span className="tabular text-2xl font-semibold">{data.active_bookings}</span>
        </Tile>
        <Tile id="listings-tile" label="Listings" icon={<Home className="size-4" aria-hidden />}>
          <span className="tabular text-2xl font-semibold">{data.listing_count}</span>
        </Tile>
      </div>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-labelledby="recent-heading">
          <div className="flex items-center justify-between gap-4">
            <h2 id="recent-heading" className="text-xl font-semibold">
              Recent bookings
            </h2>
            {data.listing_count > 0 && (
              <Link
                to="/host/calendar"
                className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
              >
                Host calendar
              </Link>
            )}
          </div>
          {data.recent_bookings.length > 0 && (
            <p className="text-sm text-muted">Bookings of your listings, the next ones first.</p>
          )}
          {data.recent_bookings.length === 0 ? (
            <div className="mt-3 rounded-2xl bg-surface p-4">
              <p className="font-medium">{BOOKING_MESSAGES.noRecentBookings}</p>
              <p className="text-sm text-muted">
                {data.listing_count === 0
                  ? 'List a space and its bookings appear here.'
                  : 'Bookings of your listings appear here as guests make them.'}
              </p>
            </div>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {data.recent_bookings.map((booking) => (
                <RecentBooking key={booking.id} booking={booking} />
              ))}
            </ul>
          )}
        </section>
        <div>{payoutCard}</div>
      </div>

      <section aria-labelledby="listings-heading">
        <div className="flex items-center justify-between gap-4">
          <h2 id="listings-heading" className="text-xl font-semibold">
            Your listings
          </h2>
          {data.listing_count > 0 && (
            <Link
              to="/my-listings"
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
            >
              View all listings
            </Link>
          )}
        </div>
        {data.listings.length === 0 ? (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface p-4">
            <p className="text-muted">You have no listings yet.</p>
            <ButtonLink to="/create-listing">List A Space</ButtonLink>
          </div>
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {data.listings.map((listing) => (
              <li key={listing.id}>
                <Link
                  to={`/space/${listing.id}`}
                  className="flex gap-3 rounded-[var(--radius-card)] hover:bg-surface sm:block"
                >
                  <img
                    src={listing.images[0] ? imageVariant(listing.images[0], 400) : DEFAULT_IMAGE}
                    alt={listing.title}
                    width={400}
                    height={300}
                    loading="lazy"
                    className="aspect-[4/3] w-24 shrink-0 self-start rounded-xl object-cover sm:w-full sm:rounded-[var(--radius-card)]"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium sm:mt-2">{listing.title}</span>
                    <span className="block text-sm text-muted">
                      {listing.location} ·{' '}
                      <span className="tabular">
                        {formatListedPrice(listing.hourly_price, listing.currency)}/hr
                      </span>
                      {!listing.is_published
                        ? ' · Draft'
                        : !listing.available
                          ? ' · Unavailable'
                          : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
