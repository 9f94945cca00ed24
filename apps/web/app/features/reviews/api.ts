import type { SpaceReview } from '@rentspace/core/bookings/api';
import type { ReviewableBooking, ReviewCreated } from '@rentspace/core/reviews/api';
import type { ReplyInput, ReviewInput, ReviewRole } from '@rentspace/core/reviews/schema';
import { api } from '~/lib/api';

export const fetchPendingReviews = (role: ReviewRole, signal?: AbortSignal) =>
  api<{ data: ReviewableBooking[] }>(`/rest/v1/reviews/pending?role=${role}`, { signal });

/** The guest reviews the listing (`/review`), the host reviews the guest (`/guest-review`). */
export const submitReview = (role: ReviewRole, bookingId: string, review: ReviewInput) =>
  api<ReviewCreated>(
    `/rest/v1/bookings/${bookingId}/${role === 'guest' ? 'review' : 'guest-review'}`,
    { method: 'POST', body: review },
  );

export const submitReply = (reviewId: string, reply: ReplyInput) =>
  api<SpaceReview>(`/rest/v1/reviews/${reviewId}/reply`, { method: 'POST', body: reply });
