import type { ReviewableBooking, ReviewCreated } from '@rentspace/core/reviews/api';
import type { ReviewInput } from '@rentspace/core/reviews/schema';
import { api } from '~/lib/api';

export const fetchPendingReviews = (signal?: AbortSignal) =>
  api<{ data: ReviewableBooking[] }>('/rest/v1/reviews/pending', { signal });

export const submitReview = (bookingId: string, review: ReviewInput) =>
  api<ReviewCreated>(`/rest/v1/bookings/${bookingId}/review`, { method: 'POST', body: review });
