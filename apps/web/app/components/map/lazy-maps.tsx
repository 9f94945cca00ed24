// What a page imports to show a map: small wrappers that load the map (and MapLibre) only when
// they render, so no page's first scripts carry it (docs/decisions/0042-maps-loaded-when-shown.md).
import { Component, lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { MAP_MESSAGES, MapMessage } from './map-message';

const SearchMap = lazy(() => import('./search-map'));
const AreaMap = lazy(() => import('./area-map'));
const PinPicker = lazy(() => import('./pin-picker'));

let drawable: boolean | undefined;

/** Whether this browser can draw a map at all (WebGL); asked once. */
function canDrawMaps(): boolean {
  if (drawable === undefined) {
    try {
      const canvas = document.createElement('canvas');
      drawable = Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
    } catch {
      drawable = false;
    }
  }
  return drawable;
}

/** A map that failed to load (its files, or the browser) says so; the page goes on. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('The map could not be shown', error);
  }
  override render() {
    return this.state.failed ? <MapMessage>{MAP_MESSAGES.failed}</MapMessage> : this.props.children;
  }
}

function Lazy({ children }: { children: ReactNode }) {
  if (!canDrawMaps()) return <MapMessage>{MAP_MESSAGES.failed}</MapMessage>;
  return (
    <MapBoundary>
      <Suspense fallback={<MapMessage>{MAP_MESSAGES.loading}</MapMessage>}>{children}</Suspense>
    </MapBoundary>
  );
}

/** The explore and city pages' map: price pins, clusters, a card per pin, search as it moves. */
export function LazySearchMap(props: ComponentProps<typeof SearchMap>) {
  return (
    <Lazy>
      <SearchMap {...props} />
    </Lazy>
  );
}

/** The listing page's map: the approximate area as a circle, never the pin before a booking. */
export function LazyAreaMap(props: ComponentProps<typeof AreaMap>) {
  return (
    <Lazy>
      <AreaMap {...props} />
    </Lazy>
  );
}

/** The listing form's map: the host places the pin by clicking or dragging it. */
export function LazyPinPicker(props: ComponentProps<typeof PinPicker>) {
  return (
    <Lazy>
      <PinPicker {...props} />
    </Lazy>
  );
}
