import { LazyAreaMap } from '~/components/map/lazy-maps';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import { useNearViewport } from '~/lib/use-near-viewport';
import { useHydrated } from '~/lib/use-hydrated';

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
          <LazyAreaMap
            point={{ lat: space.latitude, lng: space.longitude }}
            exact={space.location_exact}
            label={`Map of the area of ${space.title}`}
          />
        )}
      </div>
    </section>
  );
}
