import type { ReviewableBooking, ReviewText } from '@rentspace/core/reviews/api';
import { Stars } from '~/components/ui/stars';

function Said({ title, review }: { title: string; review: ReviewText }) {
  return (
    <div className="rounded-xl bg-surface p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
        {title} <Stars rating={review.rating} />
      </p>
      <p className="mt-1 whitespace-pre-line text-sm text-muted">{review.comment}</p>
    </div>
  );
}

/** Both sides' reviews of a booking, once published: one's own and the other side's. */
export function ReviewExchange({ booking }: { booking: ReviewableBooking }) {
  const other = booking.other.full_name || (booking.role === 'guest' ? 'Your host' : 'Your guest');
  return (
    <div className="mt-2 space-y-2">
      <p className="text-sm font-medium text-success-700">Published</p>
      {booking.mine && <Said title="Your review" review={booking.mine} />}
      {booking.theirs ? (
        <Said
          title={booking.role === 'guest' ? `${other}’s review of you` : `${other}’s review`}
          review={booking.theirs}
        />
      ) : (
        <p className="text-sm text-muted">{other} did not write a review in time.</p>
      )}
    </div>
  );
}
