import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Star } from 'lucide-react';
import type { ReviewableBooking, ReviewCreated } from '@rentspace/core/reviews/api';
import { REVIEW_MESSAGES, type ReviewRole } from '@rentspace/core/reviews/messages';
import { imageVariant } from '@rentspace/core/media';
import { useAuth } from '~/lib/auth/auth-context';
import { useShellActions } from '~/lib/shell-actions';
import { Button } from '~/components/ui/button';
import { fetchPendingReviews } from './api';
import { ReviewExchange } from './review-exchange';

const ReviewDialog = lazy(() => import('./review-dialog'));

const DEFAULT_IMAGE = '/default-listing.svg';

const TITLES: Record<ReviewRole, string> = {
  guest: 'Review your stays',
  host: 'Review your guests',
};

function day(time: string, timeZone: string) {
  return new Date(time).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** Who the person reviews: the listing for a guest, the guest for a host. */
function subject(booking: ReviewableBooking) {
  return booking.role === 'guest' ? booking.space.title : booking.other.full_name || 'Guest';
}

/** One's bookings within their 14 days to review (nothing when none, or when they cannot load). */
function usePending(role: ReviewRole, enabled: boolean) {
  const [pending, setPending] = useState<ReviewableBooking[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchPendingReviews(role, controller.signal)
      .then(({ data }) => !controller.signal.aborted && setPending(data))
      // Only an invitation: when it cannot load, the page shows nothing rather than an error.
      .catch(
        (error: unknown) =>
          !controller.signal.aborted && console.warn('Could not load bookings to review', error),
      );
    return () => controller.abort();
  }, [enabled, role, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return [pending, reload] as const;
}

function Item({ booking, onWrite }: { booking: ReviewableBooking; onWrite(): void }) {
  const zone = booking.space.time_zone;
  const { viewProfile } = useShellActions();
  const other = booking.other.full_name || (booking.role === 'guest' ? 'your host' : 'your guest');
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <img
        src={booking.space.images[0] ? imageVariant(booking.space.images[0], 400) : DEFAULT_IMAGE}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1 basis-48">
        {booking.role === 'host' && (
          <button
            type="button"
            className="block min-h-6 text-left font-medium hover:underline"
            onClick={() => viewProfile(booking.other.id)}
            aria-label={`View the profile of ${subject(booking)}`}
          >
            {subject(booking)}
          </button>
        )}
        <Link
          to={`/space/${booking.space.id}`}
          className={
            booking.role === 'guest'
              ? 'block truncate font-medium hover:underline'
              : 'block truncate text-sm hover:underline'
          }
        >
          {booking.space.title}
        </Link>
        <p className="text-sm text-muted">
          {booking.role === 'guest' ? 'Stayed' : 'Hosted'} {day(booking.start_time, zone)}
        </p>
        {booking.mine === null ? (
          <p className="text-sm text-muted">Review by {day(booking.closes_at, zone)}</p>
        ) : booking.published_at === null ? (
          <p className="mt-1 text-sm text-muted">
            Your review is in. Both reviews are published when {other} has written theirs, or on{' '}
            {day(booking.closes_at, zone)}.
          </p>
        ) : (
          <ReviewExchange booking={booking} />
        )}
      </div>
      {booking.mine === null && (
        <Button
          variant="secondary"
          onClick={onWrite}
          aria-label={`Write a review of ${subject(booking)}`}
        >
          Write a review
        </Button>
      )}
    </li>
  );
}

/**
 * 'Review your stays' (guest) or 'Review your guests' (host): each booking within its 14 days to
 * review, with the form in a dialog, then what is waiting and what is published
 * (docs/product/messages-and-reviews.md#double-blind). After a review the page's data is
 * reloaded, so ratings on it follow.
 */
export function ReviewPrompts({ role = 'guest' }: { role?: ReviewRole }) {
  const { status } = useAuth();
  const [pending, reload] = usePending(role, status === 'signedIn');
  const [writing, setWriting] = useState<ReviewableBooking | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const revalidator = useRevalidator();

  const done = (result: ReviewCreated | null) => {
    setWriting(null);
    setThanks(result?.review.published_at ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.submitted);
    reload();
    void revalidator.revalidate();
  };

  if (pending.length === 0 && !thanks) return null;
  return (
    <section
      aria-labelledby={`review-prompts-${role}`}
      className="mb-8 rounded-2xl border border-line p-4 sm:p-5"
    >
      <h2 id={`review-prompts-${role}`} className="flex items-center gap-2 text-lg font-semibold">
        <Star className="size-5 text-amber-500" fill="currentColor" aria-hidden /> {TITLES[role]}
      </h2>
      <p className="text-sm text-muted">
        {role === 'guest'
          ? 'Your review and your host’s are published together, once both are written or 14 days after your stay.'
          : 'Your review and your guest’s are published together, once both are written or 14 days after their stay.'}
      </p>
      {thanks && (
        <p
          role="status"
          className="mt-2 rounded-xl bg-success-50 px-4 py-3 text-sm text-success-700"
        >
          {thanks}
        </p>
      )}
      {pending.length > 0 && (
        <ul className="mt-1 divide-y divide-line">
          {pending.map((booking) => (
            <Item key={booking.booking_id} booking={booking} onWrite={() => setWriting(booking)} />
          ))}
        </ul>
      )}
      {writing && (
        <Suspense fallback={null}>
          <ReviewDialog
            title={`Review ${subject(writing)}`}
            bookingId={writing.booking_id}
            role={role}
            onClose={() => setWriting(null)}
            onDone={done}
          />
        </Suspense>
      )}
    </section>
  );
}
