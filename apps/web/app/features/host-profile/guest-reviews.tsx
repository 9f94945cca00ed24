import { useEffect, useState } from 'react';
import type { GuestReviews } from '@rentspace/core/reviews/api';
import { api } from '~/lib/api';
import { RatingSummary } from '~/components/ui/rating';
import { Stars } from '~/components/ui/stars';

const MAX_SHOWN = 6;

function month(time: string) {
  return new Date(time).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Published reviews hosts wrote about a person as a guest (nothing while loading or when none). */
function useGuestReviews(userId: string) {
  const [result, setResult] = useState<{ userId: string; reviews: GuestReviews } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api<GuestReviews>(`/rest/v1/profiles/${userId}/guest-reviews`, {
      auth: false,
      signal: controller.signal,
    })
      .then((reviews) => !controller.signal.aborted && setResult({ userId, reviews }))
      // A part of the profile, not the profile: when it cannot load, the rest still shows.
      .catch(
        (error: unknown) =>
          !controller.signal.aborted && console.warn('Could not load reviews from hosts', error),
      );
    return () => controller.abort();
  }, [userId]);
  return result?.userId === userId ? result.reviews : null;
}

/**
 * 'Reviews from hosts': the person's rating as a guest and what hosts wrote about them, once
 * published (docs/product/profiles.md#public-profile).
 */
export function GuestReviewsSection({ userId }: { userId: string }) {
  const reviews = useGuestReviews(userId);
  if (!reviews || reviews.review_count === 0) return null;
  return (
    <section aria-labelledby="guest-reviews-heading">
      <h4 id="guest-reviews-heading" className="flex flex-wrap items-center gap-2 font-semibold">
        Reviews from hosts
        <span className="text-sm font-normal text-muted">
          <RatingSummary rating={reviews.rating} reviews={reviews.review_count} /> as a guest
        </span>
      </h4>
      <ul className="mt-2 space-y-3">
        {reviews.data.slice(0, MAX_SHOWN).map((review) => (
          <li key={review.id} className="rounded-xl border border-line p-3">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-medium">{review.full_name || 'Host'}</span>
              <Stars rating={review.rating} />
              <span className="text-muted">
                {review.space.title} · {month(review.created_at)}
              </span>
            </p>
            <p className="mt-1 whitespace-pre-line text-sm text-muted">{review.comment}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
