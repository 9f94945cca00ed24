import '../zod-config.ts';
import { z } from 'zod';

/** The longest review comment: room for a detailed stay, not an essay. */
export const MAX_REVIEW_COMMENT = 2000;

/**
 * What guests are told about reviews, besides 'Failed to fetch reviews' and 'No reviews yet.'
 * (docs/product/messages-and-reviews.md#review-messages).
 */
export const REVIEW_MESSAGES = {
  chooseRating: 'Please choose a rating from 1 to 5 stars',
  commentRequired: 'Please write a few words about your booking',
  commentTooLong: `Your review must be at most ${MAX_REVIEW_COMMENT} characters`,
  submitted: 'Thank you! Your review is live.',
  submitFailed: 'Failed to submit review',
  alreadyReviewed: 'You have already reviewed this booking',
  alreadyReviewedSpace: 'You have already reviewed this space',
  notCompleted: 'You can review a space once your booking is completed',
  bookingNotFound: 'Booking not found',
} as const;

/**
 * A review of a completed booking: 1-5 whole stars and a comment
 * (docs/product/messages-and-reviews.md#who-may-review).
 */
export const ReviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.chooseRating })
    .int(REVIEW_MESSAGES.chooseRating)
    .min(1, REVIEW_MESSAGES.chooseRating)
    .max(5, REVIEW_MESSAGES.chooseRating),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.commentRequired)
    .max(MAX_REVIEW_COMMENT, REVIEW_MESSAGES.commentTooLong),
});
export type ReviewInput = z.input<typeof ReviewSchema>;
export type Review = z.infer<typeof ReviewSchema>;
