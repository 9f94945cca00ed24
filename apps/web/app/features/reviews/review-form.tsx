import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReviewCreated } from '@rentspace/core/reviews/api';
import {
  MAX_REVIEW_COMMENT,
  REVIEW_MESSAGES,
  ReviewSchema,
  type Review,
  type ReviewInput,
  type ReviewRole,
} from '@rentspace/core/reviews/schema';
import { ApiRequestError } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Textarea } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { submitReview } from './api';
import { StarRatingInput } from './star-rating-input';

const HINTS: Record<ReviewRole, string> = {
  guest: 'What was good, and what could be better? Other guests will read it.',
  host: 'How was this guest to host? Other hosts will read it.',
};

/** 1-5 stars and a comment about one completed booking: the listing's, or the guest's. */
export function ReviewForm({
  bookingId,
  role = 'guest',
  onDone,
}: {
  bookingId: string;
  role?: ReviewRole;
  onDone(result: ReviewCreated | null): void;
}) {
  const form = useForm<ReviewInput, unknown, Review>({
    resolver: zodResolver(ReviewSchema),
    defaultValues: { rating: 0, comment: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(await submitReview(role, bookingId, values));
    } catch (error) {
      // Already reviewed (another tab): nothing left to do here.
      if (error instanceof ApiRequestError && error.status === 409) return onDone(null);
      setFailure(
        error instanceof ApiRequestError && error.status === 403
          ? error.message
          : REVIEW_MESSAGES.submitFailed,
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            inputRef={field.ref}
            value={Number(field.value) || 0}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field label="Your review" error={form.formState.errors.comment?.message} hint={HINTS[role]}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={4}
            maxLength={MAX_REVIEW_COMMENT}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('comment')}
          />
        )}
      </Field>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button type="submit" pending={form.formState.isSubmitting} className="w-full sm:w-auto">
        Submit review
      </Button>
    </form>
  );
}
