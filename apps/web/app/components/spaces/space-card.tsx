import { Link } from 'react-router';
import { MapPin, MessageSquareText, Users, Zap } from 'lucide-react';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { BOOKING_MODE_LABELS } from '@rentspace/core/listings/constants';
import { formatListedPrice } from '@rentspace/core/money/currencies';
import { imageSrcSet } from '@rentspace/core/media';
import { countOf } from '@rentspace/core/intl';
import { RatingSummary } from '~/components/ui/rating';
import { SpaceBadge } from '~/components/ui/badge';
import { cx } from '~/components/ui/cx';
import { formatDistance } from '@rentspace/core/places/geo';
import { FavoriteButton } from './favorite-button';

const DEFAULT_IMAGE = '/default-listing.svg';
/** The grid: one column on phones, two from 640 px, three from 1024 px in a 1200 px page. */
const CARD_SIZES = '(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw';

const UNITS = [
  { key: 'hourly_price', unit: 'hr', name: 'hour' },
  { key: 'daily_price', unit: 'day', name: 'day' },
  { key: 'weekly_price', unit: 'wk', name: 'week' },
  { key: 'monthly_price', unit: 'mo', name: 'month' },
] as const;

/** Up to three price chips (docs/product/pages-and-messages.md#limits-shown-on-pages): hour, then day, week or month when the listing has them. */
export function priceChips(
  space: Pick<
    SpaceSummary,
    'hourly_price' | 'daily_price' | 'weekly_price' | 'monthly_price' | 'currency'
  >,
) {
  return UNITS.filter(({ key }) => {
    const amount = space[key];
    return amount !== null && (key === 'hourly_price' || amount > 0);
  })
    .slice(0, 3)
    .map(({ key, unit, name }) => ({
      unit,
      name,
      label: formatListedPrice(space[key] ?? 0, space.currency),
    }));
}

/** A space card (docs/product/pages-and-messages.md#limits-shown-on-pages): photo first, then title, place, price chips, rating, amenities. */
export function SpaceCard({
  space,
  eager = false,
  unlisted,
}: {
  space: SpaceSummary;
  eager?: boolean;
  /** On /favorites: the host unpublished it since; said over the photo. */
  unlisted?: string;
}) {
  const cover = space.images[0] ?? DEFAULT_IMAGE;
  const chips = priceChips(space);
  const amenities = space.amenities.slice(0, 3);
  return (
    <article className="group relative">
      <Link
        to={`/space/${space.id}`}
        className="block rounded-[var(--radius-card)] focus-visible:outline-offset-4"
      >
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
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
          {/* Its status ("Available") is of a listing still offered: an unlisted one has none. */}
          {!unlisted && <SpaceBadge space={space} className="absolute left-3 top-3 shadow-sm" />}
          {unlisted && (
            <p className="absolute inset-x-0 bottom-0 bg-ink/80 px-3 py-2 text-sm font-semibold text-white">
              {unlisted}
            </p>
          )}
        </div>
        <div className="mt-3 space-y-1.5">
          <div className="flex items-start justify-between gap-3">
            <h3 className="line-clamp-1 font-semibold text-ink" title={space.title}>
              {space.title}
            </h3>
            <RatingSummary rating={space.rating} reviews={space.review_count} compact />
          </div>
          <p className="flex items-center gap-3 text-sm text-muted">
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate" title={`${space.location}, ${space.country}`}>
                {space.location}, {space.country}
              </span>
            </span>
            <span
              className="inline-flex shrink-0 items-center gap-1"
              title={`Up to ${countOf(space.capacity, 'person', 'people')}`}
            >
              <Users className="size-3.5" aria-hidden />
              <span className="sr-only">Capacity</span> {space.capacity}
            </span>
            {space.distance_km !== undefined && (
              <span className="shrink-0">{formatDistance(space.distance_km)} away</span>
            )}
          </p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Prices">
            {chips.map((chip, index) => (
              <li
                key={chip.unit}
                className={cx(
                  'tabular rounded-full px-2.5 py-1 text-sm',
                  index === 0
                    ? 'bg-brand-50 font-semibold text-brand-800'
                    : 'bg-surface text-muted',
                )}
              >
                {chip.label}
                <span aria-hidden>/{chip.unit}</span>
                <span className="sr-only"> per {chip.name}</span>
              </li>
            ))}
          </ul>
          <p className="inline-flex items-center gap-1 text-xs font-medium text-brand-700">
            {space.booking_mode === 'request' ? (
              <MessageSquareText className="size-3.5" aria-hidden />
            ) : (
              <Zap className="size-3.5" aria-hidden />
            )}
            {BOOKING_MODE_LABELS[space.booking_mode]}
          </p>
          {amenities.length > 0 && (
            <ul className="flex flex-wrap gap-x-2 text-xs text-subtle" aria-label="Amenities">
              {amenities.map((amenity, index) => (
                <li key={amenity} className="line-clamp-1">
                  {index > 0 && <span aria-hidden>· </span>}
                  {amenity}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is not reachable on its own. */}
      <FavoriteButton spaceId={space.id} title={space.title} className="absolute right-3 top-3" />
    </article>
  );
}

/** A grid of cards; the first `eagerCount` load at once (above the fold), the rest lazily. */
export function SpaceGrid({
  spaces,
  eagerCount = 0,
  besideMap = false,
}: {
  spaces: SpaceSummary[];
  eagerCount?: number;
  /** Beside a map on desktop: two columns there, not three. */
  besideMap?: boolean;
}) {
  return (
    <ul
      className={cx(
        'grid gap-x-6 gap-y-10 sm:grid-cols-2',
        besideMap ? 'xl:gap-x-5' : 'lg:grid-cols-3',
      )}
    >
      {spaces.map((space, index) => (
        <li key={space.id}>
          <SpaceCard space={space} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
