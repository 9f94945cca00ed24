import { Heart } from 'lucide-react';
import { useFavorite } from '~/lib/favorites';
import { cx } from '~/components/ui/cx';

/**
 * The heart that saves a listing (docs/product/search-and-cities.md#favourites): a toggle button
 * named after the listing, filled when saved.
 */
export function FavoriteButton({
  spaceId,
  title,
  initiallySaved,
  className,
}: {
  spaceId: string;
  title: string;
  initiallySaved?: boolean;
  className?: string;
}) {
  const { saved, toggle } = useFavorite(spaceId, initiallySaved);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={`Save ${title}`}
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white',
        className,
      )}
    >
      <Heart
        className={cx('size-5', saved ? 'fill-rose-600 text-rose-600' : 'text-ink')}
        aria-hidden
      />
    </button>
  );
}
