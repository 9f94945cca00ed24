import { Suspense, lazy, useState } from 'react';
import type { SpaceReview } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { ErrorMessage } from '~/components/ui/states';
import { countOf } from '@rentspace/core/intl';
import { Stars } from '~/components/ui/stars';
import { Button } from '~/components/ui/button';
import { ReportButton } from '~/components/report/report-button';

// Loaded when the host opens it: the listing page's guests never need the form or its validation.
const ReplyForm = lazy(() =>
  import('./reply-form').then((module) => ({ default: module.ReplyForm })),
);

function reviewDate(createdAt: string) {
  return new Date(createdAt).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The host's reply beneath a review, or for the host a way to write it. */
function ReplyPart({
  review,
  canReply,
  onReplied,
}: {
  review: SpaceReview;
  canReply: boolean;
  onReplied(review: SpaceReview): void;
}) {
  const [open, setOpen] = useState(false);
  if (review.reply)
    return (
      <div className="mt-3 border-l-2 border-line pl-3">
        <p className="text-sm font-medium">
          Reply from the host{' '}
          <time dateTime={review.reply.created_at} className="font-normal text-muted">
            · {reviewDate(review.reply.created_at)}
          </time>
        </p>
        <p className="mt-1 whitespace-pre-line text-sm text-muted">{review.reply.comment}</p>
      </div>
    );
  if (!canReply) return null;
  if (!open)
    return (
      <Button
        variant="ghost"
        size="sm"
        className="mt-1 -ml-3"
        onClick={() => setOpen(true)}
        aria-label={`Reply to ${review.full_name || 'Guest'}`}
      >
        Reply
      </Button>
    );
  return (
    <Suspense fallback={null}>
      <ReplyForm
        review={review}
        onDone={(replied) => {
          setOpen(false);
          onReplied(replied);
        }}
        onCancel={() => setOpen(false)}
      />
    </Suspense>
  );
}

/**
 * Published reviews newest first, each with the host's reply beneath it; the host may reply once
 * to each. Null means they could not be loaded ('Failed to fetch reviews').
 */
export function ReviewsList({
  reviews: loaded,
  rating,
  count,
  canReply = false,
}: {
  reviews: SpaceReview[] | null;
  rating: number;
  count: number;
  /** The viewer owns the listing. */
  canReply?: boolean;
}) {
  const [replied, setReplied] = useState<Record<string, SpaceReview>>({});
  const reviews = loaded?.map((review) => replied[review.id] ?? review) ?? null;
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="flex flex-wrap items-center gap-2 text-xl font-semibold">
        Reviews
        {count > 0 && (
          <span className="inline-flex items-center gap-1.5 text-base font-normal text-muted">
            <Stars rating={rating} />{' '}
            <span className="tabular">
              {rating.toFixed(1)} · {countOf(count, 'review')}
            </span>
          </span>
        )}
      </h2>
      {reviews === null && (
        <ErrorMessage className="mt-3">{BOOKING_MESSAGES.fetchReviewsFailed}</ErrorMessage>
      )}
      {reviews?.length === 0 && (
        <div className="mt-3 rounded-2xl bg-surface p-4">
          <p className="font-medium">{BOOKING_MESSAGES.noReviews}</p>
          <p className="text-sm text-muted">
            Guests review a space after their booking; book it and yours could be the first.
          </p>
        </div>
      )}
      {reviews && reviews.length > 0 && (
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id}>
              <article>
                <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 className="font-medium">{review.full_name || 'Guest'}</h3>
                  <Stars rating={review.rating} />
                  <time dateTime={review.created_at} className="text-sm text-muted">
                    {reviewDate(review.created_at)}
                  </time>
                </header>
                {review.comment && (
                  <p className="mt-1 whitespace-pre-line text-muted">{review.comment}</p>
                )}
                <ReplyPart
                  review={review}
                  canReply={canReply}
                  onReplied={(next) => setReplied((all) => ({ ...all, [next.id]: next }))}
                />
                <ReportButton targetType="review" targetId={review.id} className="-ml-3" />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
