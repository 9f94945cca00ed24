import { countOf } from '@rentspace/core/intl';
import { MapPin, Users } from 'lucide-react';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import type { DurationUnit } from '@rentspace/core/bookings/constants';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { formatMoney } from '@rentspace/core/money/currencies';
import { priceOptions } from '@rentspace/core/money/pricing';
import { SpaceBadge } from '~/components/ui/badge';
import { RatingSummary } from '~/components/ui/rating';
import { FavoriteButton } from '~/components/spaces/favorite-button';

const PER: Record<DurationUnit, string> = {
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
};

/** Title, badge, place, capacity and rating: the top of the space page. */
export function SpaceHeading({ space }: { space: SpaceDetail }) {
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <SpaceBadge space={space} />
        <span className="text-sm capitalize text-muted">{space.type.replace(/[-_]/g, ' ')}</span>
      </div>
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere sm:text-3xl">
          {space.title}
        </h1>
        <FavoriteButton
          spaceId={space.id}
          title={space.title}
          initiallySaved={space.saved}
          className="shrink-0 border border-line"
        />
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden /> {space.location}, {space.country}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users className="size-4" aria-hidden /> Up to {countOf(space.capacity, 'guest')}
        </span>
        <RatingSummary rating={space.rating} reviews={space.review_count} />
        {space.saved_count > 0 && (
          <span>Saved by {countOf(space.saved_count, 'person', 'people')}</span>
        )}
      </p>
    </header>
  );
}

/** Every price the listing offers: hourly always, then day, week and month when set. */
export function PriceOptions({ space }: { space: SpaceDetail }) {
  const options = priceOptions(space);
  if (options.every((option) => option.price === 0)) {
    return <p className="text-lg font-semibold">{BOOKING_MESSAGES.contactForPricing}</p>;
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Prices">
      {options.map((option) => (
        <li key={option.unit} className="rounded-full bg-surface px-4 py-2 text-sm">
          <span className="tabular font-semibold">{formatMoney(option.price, space.currency)}</span>
          <span className="text-muted"> / {PER[option.unit]}</span>
        </li>
      ))}
    </ul>
  );
}
