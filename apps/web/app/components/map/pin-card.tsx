import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { imageSrcSet } from '@rentspace/core/media';
import { pinsOf } from './pins';

/**
 * The card a price pin opens on the map: photo, title, place and price, linking to the listing.
 * It takes the focus when it opens; Escape or the close button returns it to the pin.
 */
export function PinCard({ space, onClose }: { space: SpaceSummary; onClose: () => void }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), [space.id]);
  const cover = space.images[0] ?? '/default-listing.svg';
  const price = pinsOf([space])[0]?.price;
  return (
    <section
      id="map-card"
      aria-label={space.title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="absolute inset-x-3 bottom-3 flex gap-3 rounded-[var(--radius-card)] bg-white p-2 shadow-lg ring-1 ring-line sm:right-auto sm:w-80"
    >
      <img
        src={cover}
        srcSet={imageSrcSet(cover)}
        sizes="96px"
        alt=""
        width={96}
        height={72}
        className="h-[72px] w-24 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1 py-0.5 pr-8">
        <Link
          ref={link}
          to={`/space/${space.id}`}
          title={space.title}
          className="line-clamp-2 font-semibold text-ink after:absolute after:inset-0 after:rounded-[var(--radius-card)]"
        >
          {space.title}
        </Link>
        <p className="truncate text-sm text-muted" title={`${space.location}, ${space.country}`}>
          {space.location}, {space.country}
        </p>
        {price && <p className="text-sm font-semibold tabular-nums text-ink">{price}</p>}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute right-1 top-1 z-10 grid size-11 place-items-center rounded-full text-muted hover:bg-surface"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
