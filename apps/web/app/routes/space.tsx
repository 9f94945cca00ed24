import { useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
import type { SpaceDetail, SpaceReview } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import type { Route } from './+types/space';
import { useAuth } from '~/lib/auth/auth-context';
import { useShellActions } from '~/lib/shell-actions';
import { publicPath } from '@rentspace/core/public-pages';
import { pageMeta, siteUrlOf } from '~/lib/seo';
import { Button, ButtonLink, buttonClasses } from '~/components/ui/button';
import { EmptyState, ErrorMessage, PageLoading } from '~/components/ui/states';
import {
  AvailabilitySection,
  AvailabilityToggle,
  BookingPanel,
  useBrowserTimeZone,
} from '~/features/bookings';
import {
  HostCard,
  PriceOptions,
  SpaceArea,
  SpaceDetails,
  SpaceGallery,
  SpaceHeading,
  useViewerSpace,
} from '~/features/listings';
import { ReviewsList } from '~/features/reviews';
import { Checkout, startCheckout } from '~/features/payments';
import { useContactHost } from '~/lib/contact-host';
import { useNearViewport } from '~/lib/use-near-viewport';
import { isUuid } from '@rentspace/core/ids';
import { ReportButton } from '~/components/report/report-button';
import { depositOf } from '~/components/deposits/deposit-terms';

export async function loader({ params, context }: Route.LoaderArgs) {
  const space = isUuid(params.id) ? await context.api.getSpace(params.id) : null;
  if (!space) throw data(BOOKING_MESSAGES.spaceNotFound, { status: 404 });
  // Reviews failing must not take the page down: the section says 'Failed to fetch reviews'.
  const reviews = await context.api.listSpaceReviews(space.id).catch((error: unknown) => {
    console.warn('Could not load reviews', error);
    return null;
  });
  return { space, reviews };
}

export function meta({ data: loaded, matches, params }: Route.MetaArgs) {
  if (!loaded)
    return [
      { title: `${BOOKING_MESSAGES.spaceNotFound} | Rentspace` },
      { name: 'robots', content: 'noindex' },
    ];
  const { space } = loaded;
  const description =
    space.description.length > 155
      ? `${space.description.slice(0, 152).trimEnd()}...`
      : space.description;
  return pageMeta({
    title: `${space.title} in ${space.location}`,
    description,
    siteUrl: siteUrlOf(matches),
    path: publicPath('routes/space', { id: params.id }),
    image: space.images[0],
  });
}

export default function SpacePage({ loaderData }: Route.ComponentProps) {
  // A new listing starts a new booking (navigating from one space page to another).
  return (
    <SpaceView
      key={loaderData.space.id}
      publicSpace={loaderData.space}
      reviews={loaderData.reviews}
    />
  );
}

function SpaceView({
  publicSpace,
  reviews,
}: {
  publicSpace: SpaceDetail;
  reviews: SpaceReview[] | null;
}) {
  const { user, status } = useAuth();
  const { viewProfile } = useShellActions();
  // The grid and the form need the visitor's zone and clock, and cost their arithmetic and cells,
  // only once the visitor comes near them: a phone's first load of the page does without.
  const [availabilityRef, availabilityNear] = useNearViewport<HTMLDivElement>();
  const [bookingRef, bookingNear] = useNearViewport<HTMLDivElement>();
  const browserZone = useBrowserTimeZone(availabilityNear || bookingNear);
  const [chosenZone, setChosenZone] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [selection, setSelection] = useState<{ start: string; end: string } | null>(null);
  const [availableNow, setAvailableNow] = useState<boolean | null>(null);
  const viewer = useViewerSpace(publicSpace.id, status === 'signedIn' ? (user?.id ?? null) : null);
  const base = viewer.status === 'ready' ? viewer.space : publicSpace;
  const space = availableNow === null ? base : { ...base, available: availableNow };
  const timeZone = chosenZone ?? browserZone;
  const hostId = space.host.id;

  // Opens the conversation with the host about this listing (sign-in first when signed out).
  const contact = useContactHost();
  // My Bookings' Complete payment: the hold to carry on paying for.
  const [searchParams] = useSearchParams();
  const resumeHold = searchParams.get('hold') ?? undefined;

  return (
    <div className="container-page space-y-8 py-6 sm:py-8">
      <SpaceGallery images={space.images} title={space.title} />
      <div className="grid gap-x-12 gap-y-10 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="space-y-8 lg:col-start-1">
          <SpaceHeading space={space} />
          <PriceOptions space={space} />
          {/* On phones the booking form sits below the details: a way straight to it. */}
          <a href="#booking-heading" className={buttonClasses('primary', 'lg', 'w-full lg:hidden')}>
            Check availability and book
          </a>
          {space.is_owner && (
            <AvailabilityToggle
              spaceId={space.id}
              available={space.available}
              onChange={setAvailableNow}
            />
          )}
          <HostCard
            host={space.host}
            onViewProfile={() => viewProfile(hostId, { spaceId: space.id })}
            onContact={space.is_owner ? undefined : () => contact.contact(space.id)}
          />
          {contact.error && <ErrorMessage>{contact.error}</ErrorMessage>}
          {!space.is_owner && (
            <ReportButton targetType="listing" targetId={space.id} className="-ml-3" />
          )}
          <SpaceDetails space={space} />
          <SpaceArea space={space} />
        </div>
        <div ref={availabilityRef} className="lg:col-start-1">
          <AvailabilitySection
            active={availabilityNear}
            spaceId={space.id}
            listingTimeZone={space.time_zone}
            timeZone={timeZone}
            onTimeZoneChange={setChosenZone}
            refreshKey={refreshKey}
            highlight={selection}
            rules={space}
          />
        </div>
        <aside className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
          {/* Sticky beside the listing in a tall window, and never taller than it: a panel that
              was (the review and the card form) kept its lower controls out of sight while
              focused. In a shorter one (a 768 px laptop) it scrolls with the page, its Continue
              in reach, instead of in a box of its own too short for it. */}
          <div
            ref={bookingRef}
            className="lg:-mx-1 lg:px-1 lg:pb-1 lg:tall:sticky lg:tall:top-24 lg:tall:max-h-[calc(100dvh-7rem)] lg:tall:overflow-y-auto lg:tall:overscroll-contain"
          >
            <BookingPanel
              active={bookingNear}
              space={space}
              viewerTimeZone={timeZone}
              startCheckout={startCheckout}
              renderCheckout={(intent, handlers) => (
                <Checkout
                  intent={intent}
                  timeZone={timeZone}
                  deposit={depositOf(space)}
                  onFailed={handlers.onFailed}
                />
              )}
              onHoldChange={() => setRefreshKey((key) => key + 1)}
              onWindowChange={setSelection}
              resumeHold={resumeHold}
            />
          </div>
        </aside>
        <div className="lg:col-start-1">
          <ReviewsList
            reviews={reviews}
            rating={space.rating}
            count={space.review_count}
            canReply={space.is_owner === true}
          />
        </div>
      </div>
    </div>
  );
}

/** An owner may open their own unpublished listing: the server page cannot know them, the API can. */
function NotFoundOrOwnDraft() {
  const params = useParams();
  const { user, status } = useAuth();
  const viewer = useViewerSpace(params.id ?? '', status === 'signedIn' ? (user?.id ?? null) : null);
  if (status === 'loading' || viewer.status === 'loading')
    return <PageLoading title="Space" shape="none" />;
  if (viewer.status === 'ready') return <SpaceView publicSpace={viewer.space} reviews={[]} />;
  return (
    <div className="container-page py-12">
      <EmptyState
        title={BOOKING_MESSAGES.spaceNotFound}
        action={<ButtonLink to="/explore">Explore spaces</ButtonLink>}
      >
        This listing does not exist or is no longer listed. Explore other spaces instead.
      </EmptyState>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundOrOwnDraft />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="container-page py-12">
      <EmptyState
        title="Failed to fetch listing"
        action={<Button onClick={() => window.location.reload()}>Refresh Page</Button>}
      >
        Something went wrong while loading this space. Please try again.
      </EmptyState>
    </div>
  );
}
