import type { CSSProperties } from 'react';

/**
 * Five stars filled to the rating rounded to a half (docs/product/pages-and-messages.md#limits-shown-on-pages: a half star at .5), drawn
 * by one element and the stylesheet (`.stars` in app.css), not five inline icons.
 */
export function Stars({
  rating,
  size = 14,
  decorative = false,
}: {
  rating: number;
  size?: number;
  /** Inside something that already says the rating in words. */
  decorative?: boolean;
}) {
  const rounded = Math.round(rating * 2) / 2;
  const style = { '--star': `${size}px`, '--fill': `${rounded * 20}%` } as CSSProperties;
  if (decorative) return <span className="stars" style={style} aria-hidden />;
  return (
    <span
      className="stars"
      style={style}
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    />
  );
}
