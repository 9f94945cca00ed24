/**
 * Five stars filled to the rating rounded to a half (spec section 9: a half star at .5), drawn
 * by one element and the stylesheet (`.stars` in app.css), not five inline icons.
 */
export function Stars({ rating, size = 14 }: { rating: number; size?: 12 | 14 | 16 }) {
  const rounded = Math.round(rating * 2) / 2;
  return <span className="stars" data-rating={rounded} data-size={size} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} />;
}
