import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SpaceReview } from '@rentspace/core/bookings/api';
import {
  MAX_REVIEW_COMMENT,
  REVIEW_MESSAGES,
  ReplySchema,
  type Reply,
  type ReplyInput,
} from '@rentspace/core/reviews/schema';
import { ApiRequestError } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Textarea } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { submitReply } from './api';

/** The host's one public reply under a review of their listing. */
export function ReplyForm({
  review,
  onDone,
  onCancel,
}: {
  review: SpaceReview;
  onDone(review: SpaceReview): void;
  onCancel(): void;
}) {
  const form = useForm<ReplyInput, unknown, Reply>({
    resolver: zodResolver(ReplySchema),
    defaultValues: { comment: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(await submitReply(review.id, values));
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status === 409
          ? REVIEW_MESSAGES.alreadyReplied
          : REVIEW_MESSAGES.replyFailed,
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      <Field
        label={`Your reply to ${review.full_name || 'Guest'}`}
        error={form.formState.errors.comment?.message}
        hint="Shown to everyone beneath the review. You can reply once."
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={3}
            maxLength={MAX_REVIEW_COMMENT}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('comment')}
          />
        )}
      </Field>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={form.formState.isSubmitting}>
          Post reply
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
