import { countOf } from '@rentspace/core/intl';
import { cx } from './cx';
import { Stars } from './stars';

/** No reviews yet: a listing or host says 'New' rather than a rating of 0.0. */
export function hasReviews(rating: number, reviews: number): boolean {
  return reviews > 0 && rating > 0;
}

/** 'New', for a listing or host nobody has reviewed yet. */
function NewBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted',
        className,
      )}
    >
      New
    </span>
  );
}

/**
 * A rating with its review count (docs/product/pages-and-messages.md#limits-shown-on-pages: one
 * decimal, five stars with halves), or 'New' without reviews. `compact` (cards) shows the count
 * alone, '4.5 (12)', and gives screen readers the whole sentence.
 */
export function RatingSummary({
  rating,
  reviews,
  compact = false,
  className,
}: {
  rating: number;
  reviews: number;
  compact?: boolean;
  className?: string;
}) {
  if (!hasReviews(rating, reviews)) return <NewBadge className={className} />;
  const value = rating.toFixed(1);
  if (compact)
    return (
      <span
        role="img"
        aria-label={`Rated ${value} out of 5, ${countOf(reviews, 'review')}`}
        className={cx('inline-flex shrink-0 items-center gap-1 text-sm', className)}
      >
        <Stars rating={rating} size={12} decorative />
        <span className="tabular font-medium">{value}</span>
        <span className="tabular text-muted">({reviews})</span>
      </span>
    );
  return (
    <span className={cx('inline-flex items-center gap-1', className)}>
      <Stars rating={rating} />
      <span className="tabular font-medium text-ink">{value}</span>
      <span className="tabular">({countOf(reviews, 'review')})</span>
    </span>
  );
}
