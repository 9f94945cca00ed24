import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { List, Map as MapIcon } from 'lucide-react';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { LazySearchMap } from '~/components/map/lazy-maps';
import { useHydrated } from '~/lib/use-hydrated';
import { cx } from '~/components/ui/cx';

const DESKTOP = '(min-width: 1024px)';

function useDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(DESKTOP);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );
}

/**
 * Results with their map (docs/product/search-and-cities.md#the-map): the list first, the map
 * beside it on desktop; on phones a List/Map switch. The map and its library load only once it is
 * shown, after the page has hydrated; the list stays the page's content without them.
 */
export function ResultsWithMap({
  spaces,
  bbox,
  onArea,
  label,
  children,
}: {
  spaces: SpaceSummary[];
  bbox?: string;
  onArea: (bbox: string | null) => void;
  label: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const desktop = useDesktop();
  const [view, setView] = useState<'list' | 'map'>('list');
  const mapShown = hydrated && (desktop || view === 'map');
  const top = useRef<HTMLDivElement>(null);
  // The switch sits after the list: once the other view replaces it, the page is shown from that
  // view's top, where the switch (sticky at the bottom of the screen) stays in sight and focused.
  const toggle = () => {
    setView(view === 'map' ? 'list' : 'map');
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  };
  return (
    <div
      ref={top}
      className="scroll-mt-20 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,42%)] lg:gap-8"
    >
      <div className={cx(view === 'map' && 'hidden lg:block')}>{children}</div>
      <div className={cx(view === 'map' ? 'block' : 'hidden', 'lg:block')}>
        <div className="h-[calc(100dvh-14rem)] min-h-80 lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]">
          {mapShown && <LazySearchMap spaces={spaces} bbox={bbox} onArea={onArea} label={label} />}
        </div>
      </div>
      {hydrated && (
        <div className="pointer-events-none sticky bottom-20 z-30 mt-6 flex justify-center md:bottom-6 lg:hidden">
          <button
            type="button"
            onClick={toggle}
            className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 text-sm font-semibold text-white shadow-float"
          >
            {view === 'map' ? (
              <>
                <List className="size-4" aria-hidden /> Show list
              </>
            ) : (
              <>
                <MapIcon className="size-4" aria-hidden /> Show map
              </>
            )}
          </button>
        </div>
      )}
    </div>
  );
}
