import { useEffect, useState } from 'react';
import type { AdminReviewRow, AdminReviews } from '@rentspace/core/moderation/schema';
import { api, errorMessage } from '~/lib/api';
import { Stars } from '~/components/ui/stars';
import { ErrorMessage, Skeleton } from '~/components/ui/states';
import { ModerationAction } from './moderation-action';

const HINT = 'Kept in the audit log; the review’s author is not told.';

/**
 * A listing's guest reviews as admins see them, hidden ones included, each with Hide review or
 * Restore review (docs/product/moderation.md#hiding-a-review).
 */
export function ListingReviews({ spaceId, onChanged }: { spaceId: string; onChanged(): void }) {
  const [rows, setRows] = useState<AdminReviewRow[] | null>(null);
  const [error, setError] = useState<string>();
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let cancelled = false;
    api<AdminReviews>(`/rest/v1/admin/listings/${spaceId}/reviews`)
      .then((answer) => !cancelled && setRows(answer.data))
      .catch((failure: unknown) => !cancelled && setError(errorMessage(failure, 'Failed to load')));
    return () => {
      cancelled = true;
    };
  }, [spaceId, reload]);

  const changed = () => {
    setReload((n) => n + 1);
    onChanged();
  };

  if (error) return <ErrorMessage className="mt-3">{error}</ErrorMessage>;
  if (!rows)
    return (
      <div className="mt-3" role="status" aria-label="Loading">
        <Skeleton className="h-16" />
      </div>
    );
  if (rows.length === 0) return <p className="mt-3 text-sm text-muted">No reviews yet.</p>;
  return (
    <ul className="mt-3 space-y-3" aria-label="Reviews of this listing">
      {rows.map((review) => (
        <li key={review.id} className="rounded-xl bg-surface p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Stars rating={review.rating} />
            <span className="text-muted break-all">{review.author_email ?? 'Deleted account'}</span>
            {review.hidden_at ? (
              <span className="font-semibold text-danger-700">Hidden</span>
            ) : (
              !review.published_at && <span className="text-muted">Not published yet</span>
            )}
          </div>
          <p className="mt-1 whitespace-pre-line text-sm">{review.comment}</p>
          {review.hidden_at && <p className="mt-1 text-sm">Reason: {review.hidden_reason}</p>}
          <div className="mt-2">
            {review.hidden_at ? (
              <ModerationAction
                label="Restore review"
                path={`reviews/${review.id}/restore`}
                hint={HINT}
                onDone={changed}
              />
            ) : (
              <ModerationAction
                label="Hide review"
                path={`reviews/${review.id}/hide`}
                hint={HINT}
                danger
                onDone={changed}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
