// The reviews' constants and wording, without zod, for pages that only show them.

/** The longest review comment: room for a detailed stay, not an essay. */
export const MAX_REVIEW_COMMENT = 2000;

/**
 * Days guest and host each have, from the end of a completed booking, to review the other
 * (docs/product/messages-and-reviews.md#double-blind).
 */
export const REVIEW_WINDOW_DAYS = 14;

/** The moment the time to review a booking that ended at `endTime` is over. */
export function reviewWindowCloses(endTime: Date): Date {
  return new Date(endTime.getTime() + REVIEW_WINDOW_DAYS * 86_400_000);
}

/** Who writes a review: the guest (of the listing) or the host (of the guest). */
export const REVIEW_ROLES = ['guest', 'host'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];

/**
 * What guests are told about reviews, besides 'Failed to fetch reviews' and 'No reviews yet.'
 * (docs/product/messages-and-reviews.md#review-messages).
 */
export const REVIEW_MESSAGES = {
  chooseRating: 'Please choose a rating from 1 to 5 stars',
  commentRequired: 'Please write a few words about your booking',
  commentTooLong: `Your review must be at most ${MAX_REVIEW_COMMENT} characters`,
  submitted:
    'Thank you! Your review is in. It is published when the other side has reviewed too, or when the 14 days to review are over.',
  published: 'Thank you! Both reviews are now published.',
  windowClosed: 'The 14 days to review this booking are over',
  reviewNotFound: 'Review not found',
  replyRequired: 'Please write a reply',
  replyTooLong: `Your reply must be at most ${MAX_REVIEW_COMMENT} characters`,
  alreadyReplied: 'You have already replied to this review',
  replyFailed: 'Failed to send reply',
  submitFailed: 'Failed to submit review',
  alreadyReviewed: 'You have already reviewed this booking',
  alreadyReviewedSpace: 'You have already reviewed this space',
  notCompleted: 'You can review a space once your booking is completed',
  bookingNotFound: 'Booking not found',
} as const;
