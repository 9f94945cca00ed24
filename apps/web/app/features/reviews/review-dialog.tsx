import type { ReviewCreated } from '@rentspace/core/reviews/api';
import type { ReviewRole } from '@rentspace/core/reviews/messages';
import { Dialog } from '~/components/ui/dialog';
import { ReviewForm } from './review-form';

/**
 * The review form in its dialog: loaded when someone first writes a review, so the pages that
 * invite reviews do not carry the form's validation and the dialog on every visit.
 */
export default function ReviewDialog({
  title,
  bookingId,
  role,
  onClose,
  onDone,
}: {
  title: string;
  bookingId: string;
  role: ReviewRole;
  onClose(): void;
  onDone(result: ReviewCreated | null): void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <ReviewForm bookingId={bookingId} role={role} onDone={onDone} />
    </Dialog>
  );
}
