import { Link } from 'react-router';
import { MapPin, Users } from 'lucide-react';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { formatPrice } from '@rentspace/core/money/currencies';
import { imageSrcSet } from '@rentspace/core/media';
import { Stars } from '~/components/ui/stars';
import { SpaceBadge } from '~/components/ui/badge';

const DEFAULT_IMAGE = '/default-listing.svg';
const CARD_SIZES = '(min-width: 1024px) 376px, (min-width: 640px) 50vw, 100vw';

/** Up to three price chips: per hour, day, week (or month) when the listing has them. */
function priceChips(space: SpaceSummary) {
  const chips = [
    { unit: 'hr', amount: space.hourly_price },
    { unit: 'day', amount: space.daily_price },
    { unit: 'week', amount: space.weekly_price },
    { unit: 'month', amount: space.monthly_price },
  ].filter((chip): chip is { unit: string; amount: number } => chip.amount !== null && chip.amount > 0);
  return chips.slice(0, 3);
}

/** A listing card (spec section 9): photo first, then title, place, price, rating, amenities. */
export function SpaceCard({ space, eager = false }: { space: SpaceSummary; eager?: boolean }) {
  const cover = space.images[0] ?? DEFAULT_IMAGE;
  const chips = priceChips(space);
  return (
    <article className="group relative">
      <Link to={`/space/${space.id}`} className="block rounded-[var(--radius-card)] focus-visible:outline-offset-4">
        <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-surface">
          <img
            src={cover}
            srcSet={imageSrcSet(cover)}
            sizes={CARD_SIZES}
            alt={space.title}
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
          />
          <SpaceBadge space={space} className="absolute left-3 top-3 shadow-sm" />
        </div>
        <div className="mt-3 space-y-1">
          <div className="flex items-start justify-between gap-3">
            <h3 className="line-clamp-1 font-semibold text-ink">{space.title}</h3>
            {space.rating > 0 && (
              <span className="inline-flex shrink-0 items-center gap-1 text-sm">
                <Stars rating={space.rating} size={12} />
                <span className="tabular font-medium">{space.rating.toFixed(1)}</span>
                <span className="tabular text-muted">({space.review_count})</span>
              </span>
            )}
          </div>
          <p className="flex items-center gap-3 text-sm text-muted">
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">
                {space.location}, {space.country}
              </span>
            </span>
            <span className="inline-flex shrink-0 items-center gap-1">
              <Users className="size-3.5" aria-hidden /> {space.capacity}
            </span>
          </p>
          <p className="text-ink">
            <span className="tabular font-semibold">{formatPrice(space.hourly_price, space.currency)}</span>
            <span className="text-muted"> / hour</span>
          </p>
          {chips.length > 1 && (
            <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Prices">
              {chips.map((chip) => (
                <li key={chip.unit} className="tabular rounded-full bg-surface px-2.5 py-1 text-xs text-muted">
                  {formatPrice(chip.amount, space.currency)}/{chip.unit}
                </li>
              ))}
            </ul>
          )}
          {space.amenities.length > 0 && (
            <p className="line-clamp-1 text-xs text-subtle">{space.amenities.slice(0, 3).join(' · ')}</p>
          )}
        </div>
      </Link>
    </article>
  );
}

export function SpaceGrid({ spaces, eagerCount = 0 }: { spaces: SpaceSummary[]; eagerCount?: number }) {
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {spaces.map((space, index) => (
        <li key={space.id}>
          <SpaceCard space={space} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
