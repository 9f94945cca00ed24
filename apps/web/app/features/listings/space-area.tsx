import { lazy, Suspense } from 'react';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import { useNearViewport } from '~/lib/use-near-viewport';
import { useHydrated } from '~/lib/use-hydrated';
import { MAP_MESSAGES } from '~/components/map/map-message';

// Even the map's wrapper loads when the visitor comes near: the listing page's first scripts are
// near their budget (docs/decisions/0042-maps-loaded-when-shown.md).
const AreaMap = lazy(() =>
  import('~/components/map/lazy-maps').then(
    (module) => ({ default: module.LazyAreaMap }),
    () => ({ default: () => <p className="text-sm text-muted">{MAP_MESSAGES.failed}</p> }),
  ),
);

/**
 * Where the listing is (docs/product/search-and-cities.md#the-map): a small map of its area,
 * below the fold, loaded once the visitor scrolls near it. Before a confirmed booking it shows
 * only a circle around the approximate point; the pin comes with the address.
 */
export function SpaceArea({ space }: { space: SpaceDetail }) {
  const hydrated = useHydrated();
  const [ref, near] = useNearViewport<HTMLDivElement>('25%');
  if (space.latitude === null || space.longitude === null) return null;
  return (
    <section aria-labelledby="area-heading">
      <h2 id="area-heading" className="text-xl font-semibold">
        Where it is
      </h2>
      <p className="mt-1 text-sm text-muted">
        {space.location}, {space.country}.{' '}
        {space.location_exact
          ? 'The pin is the exact place.'
          : 'The circle shows the area; the exact place is shared once your booking is confirmed.'}
      </p>
      <div ref={ref} className="mt-3 aspect-[16/10] max-h-80 w-full">
        {hydrated && near && (
          <Suspense fallback={null}>
            <AreaMap
              point={{ lat: space.latitude, lng: space.longitude }}
              exact={space.location_exact}
              label={`Map of the area of ${space.title}`}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
