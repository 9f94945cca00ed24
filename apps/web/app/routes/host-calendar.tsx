import { useNavigate, useRevalidator } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { addDays, monthGrid, weekOf } from '@rentspace/core/bookings/calendar';
import { zonedDate } from '@rentspace/core/bookings/times';
import type { Route } from './+types/host-calendar';
import { requireSession } from '~/lib/auth/require-session';
import { useUserEvents } from '~/lib/user-events';
import { ApiRequestError } from '~/lib/api';
import { ButtonLink } from '~/components/ui/button';
import { EmptyState, PageLoading, PageTitle } from '~/components/ui/states';
import { RetryableError } from '~/components/ui/retryable-error';
import { HostCalendar, calendarApi, type CalendarPlace } from '~/features/calendar';
import { listingsApi } from '~/features/listings';

export const meta = () => [
  { title: 'Host calendar | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days a view shows, with a day either side: enough for any listing's zone. */
function rangeOf(place: CalendarPlace): { from: Date; to: Date } {
  const days = place.view === 'month' ? monthGrid(place.date.slice(0, 7)) : weekOf(place.date);
  return {
    from: new Date(`${addDays(days[0]!, -1)}T00:00:00Z`),
    to: new Date(`${addDays(days.at(-1)!, 2)}T00:00:00Z`),
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession();
  const params = new URL(request.url).searchParams;
  try {
    const listings = (await listingsApi.mine()).map(({ id, title }) => ({ id, title }));
    const space = listings.find((listing) => listing.id === params.get('space')) ?? listings[0];
    if (!space) return { listings, calendar: null, place: null, error: null };
    const date = params.get('date') ?? '';
    const asked = DAY.test(date);
    const now = new Date();
    let place: CalendarPlace = {
      space: space.id,
      view: params.get('view') === 'week' ? 'week' : 'month',
      // Without a day asked for, today: in UTC until the listing's zone is known (its calendar says).
      date: asked ? date : zonedDate(now, 'UTC'),
    };
    let range = rangeOf(place);
    let calendar = await calendarApi.read(space.id, range.from, range.to);
    if (!asked) {
      // Today is the listing's own: in Los Angeles in the evening, UTC is already tomorrow (and at a
      // month's end, next month). Read again only when that day is in another month or week.
      place = { ...place, date: zonedDate(now, calendar.space.time_zone) };
      const local = rangeOf(place);
      if (local.from.getTime() !== range.from.getTime()) {
        range = local;
        calendar = await calendarApi.read(space.id, range.from, range.to);
      }
    }
    return { listings, calendar, place, error: null };
  } catch (error) {
    const message =
      error instanceof ApiRequestError ? error.message : 'Failed to load the calendar';
    return { listings: [], calendar: null, place: null, error: message };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="Host calendar" />;
}

export default function HostCalendarPage({ loaderData }: Route.ComponentProps) {
  const { listings, calendar, place, error } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  // A booking made, paid or cancelled, or a block placed in another tab, shows up at once.
  useUserEvents((signal) => {
    if (
      signal.type === 'resync' ||
      (signal.type === 'calendar' && signal.space_id === place?.space)
    )
      void revalidate();
  });
  const show = (next: CalendarPlace) =>
    navigate(`?${new URLSearchParams({ space: next.space, view: next.view, date: next.date })}`, {
      preventScrollReset: true,
    });
  return (
    <div className="container-page py-8">
      <PageTitle subtitle="Your bookings, holds and blocked times. Block a day or a time so guests cannot book it.">
        Host calendar
      </PageTitle>
      {error ? (
        <RetryableError>{error}</RetryableError>
      ) : !calendar || !place ? (
        <EmptyState
          title="No Listings Yet"
          icon={<CalendarDays className="size-10" aria-hidden />}
          action={<ButtonLink to="/create-listing">List A Space</ButtonLink>}
        >
          List a space and its bookings show on this calendar.
        </EmptyState>
      ) : (
        <HostCalendar
          listings={listings}
          calendar={calendar}
          place={place}
          onNavigate={show}
          onChanged={() => void revalidate()}
        />
      )}
    </div>
  );
}
