import { describe, expect, it } from 'vitest';
import {
  MAX_REVIEW_COMMENT,
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  ReplySchema,
  ReviewSchema,
  reviewWindowCloses,
} from './schema.ts';

describe('ReviewSchema', () => {
  it('takes 1 to 5 whole stars and a trimmed comment', () => {
    expect(ReviewSchema.parse({ rating: 5, comment: '  Great light  ' })).toEqual({
      rating: 5,
      comment: 'Great light',
    });
    for (const rating of [0, 6, 4.5, '5', null]) {
      const result = ReviewSchema.safeParse({ rating, comment: 'ok' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.chooseRating);
    }
  });

  it('requires a comment within the limit', () => {
    expect(ReviewSchema.safeParse({ rating: 4, comment: '   ' }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.commentRequired,
    );
    expect(ReviewSchema.safeParse({ rating: 4 }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.commentRequired,
    );
    expect(
      ReviewSchema.safeParse({ rating: 4, comment: 'x'.repeat(MAX_REVIEW_COMMENT + 1) }).error
        ?.issues[0]?.message,
    ).toBe(REVIEW_MESSAGES.commentTooLong);
  });
});

describe('the time to review', () => {
  it('closes 14 days after the booking ends', () => {
    expect(REVIEW_WINDOW_DAYS).toBe(14);
    expect(reviewWindowCloses(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe(
      '2026-03-15T10:00:00.000Z',
    );
  });
});

describe('ReplySchema', () => {
  it('takes one trimmed reply within the limit', () => {
    expect(ReplySchema.parse({ comment: '  Thank you!  ' })).toEqual({ comment: 'Thank you!' });
    expect(ReplySchema.safeParse({ comment: ' ' }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.replyRequired,
    );
    expect(
      ReplySchema.safeParse({ comment: 'x'.repeat(MAX_REVIEW_COMMENT + 1) }).error?.issues[0]
        ?.message,
    ).toBe(REVIEW_MESSAGES.replyTooLong);
  });
});
