import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Star } from 'lucide-react';
import type { ReviewableBooking } from '@rentspace/core/reviews/api';
import { REVIEW_MESSAGES } from '@rentspace/core/reviews/schema';
import { imageVariant } from '@rentspace/core/media';
import { useAuth } from '~/lib/auth/auth-context';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { fetchPendingReviews } from './api';
import { ReviewForm } from './review-form';

const DEFAULT_IMAGE = '/default-listing.svg';

function stayDate(booking: ReviewableBooking) {
  return new Date(booking.start_time).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: booking.space.time_zone,
  });
}

/** The signed-in guest's completed bookings that still wait for a review (nothing when none). */
function usePending(enabled: boolean) {
  const [pending, setPending] = useState<ReviewableBooking[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchPendingReviews(controller.signal)
      .then(({ data }) => !controller.signal.aborted && setPending(data))
      // Only an invitation: when it cannot load, the page shows nothing rather than an error.
      .catch(
        (error: unknown) =>
          !controller.signal.aborted && console.warn('Could not load bookings to review', error),
      );
    return () => controller.abort();
  }, [enabled]);
  return [pending, setPending] as const;
}

/**
 * 'Review your stays': a self-contained invitation to review each listing stayed at once, with the
 * form in a dialog. After a review the page's data is reloaded, so ratings on it follow.
 */
export function ReviewPrompts() {
  const { status } = useAuth();
  const [pending, setPending] = usePending(status === 'signedIn');
  const [writing, setWriting] = useState<ReviewableBooking | null>(null);
  const [thanks, setThanks] = useState(false);
  const revalidator = useRevalidator();

  const done = (booking: ReviewableBooking) => {
    setPending((list) => list.filter((item) => item.space.id !== booking.space.id));
    setWriting(null);
    setThanks(true);
    void revalidator.revalidate();
  };

  if (pending.length === 0 && !thanks) return null;
  return (
    <section
      aria-labelledby="review-prompts-heading"
      className="mb-8 rounded-2xl border border-line p-4 sm:p-5"
    >
      <h2 id="review-prompts-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Star className="size-5 text-amber-500" fill="currentColor" aria-hidden /> Review your stays
      </h2>
      {thanks && (
        <p
          role="status"
          className="mt-2 rounded-xl bg-success-50 px-4 py-3 text-sm text-success-700"
        >
          {REVIEW_MESSAGES.submitted}
        </p>
      )}
      {pending.length > 0 && (
        <ul className="mt-3 space-y-3">
          {pending.map((booking) => (
            <li key={booking.booking_id} className="flex flex-wrap items-center gap-3">
              <img
                src={
                  booking.space.images[0]
                    ? imageVariant(booking.space.images[0], 400)
                    : DEFAULT_IMAGE
                }
                alt=""
                width={64}
                height={48}
                className="h-12 w-16 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1 basis-40">
                <Link
                  to={`/space/${booking.space.id}`}
                  className="block truncate font-medium hover:underline"
                >
                  {booking.space.title}
                </Link>
                <p className="text-sm text-muted">Stayed {stayDate(booking)}</p>
              </div>
              <Button
                variant="secondary"
                onClick={() => setWriting(booking)}
                aria-label={`Write a review of ${booking.space.title}`}
              >
                Write a review
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={writing !== null}
        onOpenChange={(open) => !open && setWriting(null)}
        title={writing ? `Review ${writing.space.title}` : 'Review'}
      >
        {writing && <ReviewForm bookingId={writing.booking_id} onDone={() => done(writing)} />}
      </Dialog>
    </section>
  );
}
