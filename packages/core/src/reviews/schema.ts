import '../zod-config.ts';
import { z } from 'zod';
import { MAX_REVIEW_COMMENT, REVIEW_MESSAGES } from './messages.ts';

export {
  MAX_REVIEW_COMMENT,
  REVIEW_MESSAGES,
  REVIEW_ROLES,
  REVIEW_WINDOW_DAYS,
  reviewWindowCloses,
  type ReviewRole,
} from './messages.ts';

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

/** The host's one public reply under a published review of their listing. */
export const ReplySchema = z.object({
  comment: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.replyRequired)
    .max(MAX_REVIEW_COMMENT, REVIEW_MESSAGES.replyTooLong),
});
export type ReplyInput = z.input<typeof ReplySchema>;
export type Reply = z.infer<typeof ReplySchema>;
