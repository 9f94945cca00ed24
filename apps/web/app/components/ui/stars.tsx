import { Star, StarHalf } from 'lucide-react';

/** Five stars with a half star at .5 (spec section 9), and the rating with one decimal. */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="inline-flex items-center text-amber-500" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => {
        const value = index + 1;
        if (rounded >= value) return <Star key={index} width={size} height={size} fill="currentColor" aria-hidden />;
        if (rounded >= value - 0.5) return <StarHalf key={index} width={size} height={size} fill="currentColor" aria-hidden />;
        return <Star key={index} width={size} height={size} className="text-line" aria-hidden />;
      })}
    </span>
  );
}
