// The explore and city pages' map (docs/product/search-and-cities.md#the-map). Loaded only when
// it is shown (lazy-maps.tsx), with the map library.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { formatBounds } from '@rentspace/core/places/geo';
import {
  boundsFromMap,
  boundsOfPoints,
  fitBounds,
  parseBounds,
} from '@rentspace/core/places/map-view';
import { baseStyle, loadMapLibre } from './maplibre';
import { clusterPins, pinsOf, type PinOrCluster } from './pins';
import { PinCard } from './pin-card';
import { MapFrame, type MapStatus } from './map-message';

export interface SearchMapProps {
  spaces: SpaceSummary[];
  /** The URL's map area (`west,south,east,north`): the view a shared link restores. */
  bbox?: string;
  /** "Search as I move the map": the visible area after each move, or null when turned off. */
  onArea: (bbox: string | null) => void;
  label: string;
}

const MOVE_DELAY_MS = 400;
// No transform transition: MapLibre places markers with a transform, and pins would lag the map.
const PIN_CLASS =
  'rounded-full bg-white px-2.5 py-1 text-sm font-semibold tabular-nums text-ink shadow-md ring-1 ring-line hover:ring-2 hover:ring-ink aria-expanded:bg-ink aria-expanded:text-white';
const CLUSTER_CLASS =
  'grid size-11 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white shadow-md ring-4 ring-white/80';

function viewBox(map: MapLibreMap) {
  const bounds = map.getBounds();
  return boundsFromMap({
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  });
}

export default function SearchMap({ spaces, bbox, onArea, label }: SearchMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<string, Marker>());
  const [status, setStatus] = useState<MapStatus>('loading');
  const [selected, setSelected] = useState<string | null>(null);
  const [searchOn, setSearchOn] = useState(Boolean(bbox));
  // Read by the map's listeners, which are set once.
  const live = useRef<{
    searchOn: boolean;
    onArea: SearchMapProps['onArea'];
    render: () => void;
    makeMarker?: (item: PinOrCluster) => Marker;
  }>({ searchOn, onArea, render: () => {} });

  const pins = useMemo(() => pinsOf(spaces), [spaces]);
  const index = useMemo(() => clusterPins(pins), [pins]);

  // The map itself, once.
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const shown = markers.current;
    (async () => {
      const [maplibre, style] = await Promise.all([loadMapLibre(), baseStyle()]);
      if (cancelled || !container.current) return;
      const box = parseBounds(bbox) ?? boundsOfPoints(pins);
      const map = new maplibre.Map({
        container: container.current,
        style,
        ...(box
          ? { bounds: fitBounds(box), fitBoundsOptions: { padding: bbox ? 0 : 48, maxZoom: 13 } }
          : { center: [0, 20], zoom: 1 }),
        attributionControl: { compact: true },
        dragRotate: false,
        pitchWithRotate: false,
        renderWorldCopies: true,
      });
      map.touchZoomRotate.disableRotation();
      map.keyboard.disableRotation();
      map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
      map
        .getCanvas()
        .setAttribute('aria-label', `${label}: drag it or use the arrow keys to move it`);
      mapRef.current = map;
      map.on('error', (event) => console.warn('Map:', event.error));
      map.on('load', () => {
        if (cancelled) return;
        setStatus('ready');
        live.current.render();
      });
      map.on('moveend', (event) => {
        live.current.render();
        // Only the visitor's own moves search: not the map fitting the results.
        const byVisitor =
          'originalEvent' in event ||
          (event as unknown as { byVisitor?: boolean }).byVisitor === true;
        if (!byVisitor || !live.current.searchOn) return;
        clearTimeout(timer);
        timer = setTimeout(() => live.current.onArea(formatBounds(viewBox(map))), MOVE_DELAY_MS);
      });
      live.current.makeMarker = (item: PinOrCluster) => {
        const element = document.createElement('button');
        element.type = 'button';
        if (item.kind === 'pin') {
          element.className = PIN_CLASS;
          element.textContent = item.pin.price;
          element.dataset.pin = item.pin.id;
          element.setAttribute('aria-label', `${item.pin.title}, ${item.pin.price}`);
          element.setAttribute('aria-controls', 'map-card');
          element.addEventListener('click', (event) => {
            event.stopPropagation();
            setSelected((current) => (current === item.pin.id ? null : item.pin.id));
          });
        } else {
          element.className = CLUSTER_CLASS;
          element.textContent = String(item.count);
          element.setAttribute('aria-label', `${item.count} spaces here: zoom in`);
          element.addEventListener('click', (event) => {
            event.stopPropagation();
            map.easeTo({ center: [item.lng, item.lat], zoom: item.zoom }, { byVisitor: true });
          });
        }
        const marker = new maplibre.Marker({ element, anchor: 'center' }).setLngLat(
          item.kind === 'pin' ? [item.pin.lng, item.pin.lat] : [item.lng, item.lat],
        );
        // The marker's own label would replace ours.
        element.setAttribute(
          'aria-label',
          item.kind === 'pin'
            ? `${item.pin.title}, ${item.pin.price}`
            : `${item.count} spaces here: zoom in`,
        );
        return marker.addTo(map);
      };
    })().catch((error: unknown) => {
      console.warn('The map could not be shown', error);
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      for (const marker of shown.values()) marker.remove();
      shown.clear();
      mapRef.current?.remove();
      mapRef.current = null;
    };
    // The map is made once; later changes of its inputs are the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Pins and clusters for what the view shows, reusing the markers that stay.
  const render = () => {
    const map = mapRef.current;
    const make = live.current.makeMarker;
    if (!map || !make) return;
    const wanted = new Map<string, PinOrCluster>();
    for (const item of index.clustersIn(viewBox(map), map.getZoom()))
      wanted.set(item.kind === 'pin' ? `pin:${item.pin.id}` : `cluster:${item.id}`, item);
    for (const [key, marker] of markers.current)
      if (!wanted.has(key)) {
        marker.remove();
        markers.current.delete(key);
      }
    for (const [key, item] of wanted)
      if (!markers.current.has(key)) markers.current.set(key, make(item));
    for (const marker of markers.current.values()) {
      const element = marker.getElement();
      if (element.dataset.pin)
        element.setAttribute('aria-expanded', String(element.dataset.pin === selected));
    }
  };

  useLayoutEffect(() => {
    live.current.searchOn = searchOn;
    live.current.onArea = onArea;
    live.current.render = render;
  });

  // New results: new pins; the map fits them unless it is the one choosing the area.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || status !== 'ready') return;
    if (!searchOn) {
      const box = boundsOfPoints(pins);
      if (box) map.fitBounds(fitBounds(box), { padding: 48, maxZoom: 13, duration: 0 });
    }
    live.current.render();
    // Only a new set of results moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pins, status]);

  useEffect(() => live.current.render(), [selected, index]);

  const selectedSpace = spaces.find((space) => space.id === selected);

  function closeCard() {
    const id = selected;
    setSelected(null);
    container.current?.querySelector<HTMLElement>(`[data-pin="${id}"]`)?.focus();
  }

  function toggleSearch(on: boolean) {
    setSearchOn(on);
    const map = mapRef.current;
    onArea(on && map ? formatBounds(viewBox(map)) : null);
  }

  return (
    <MapFrame status={status} label={label} containerRef={container} pins={pins.length}>
      <label className="absolute left-3 top-3 flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium shadow-md">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={searchOn}
          disabled={status !== 'ready'}
          onChange={(event) => toggleSearch(event.target.checked)}
        />
        Search as I move the map
      </label>
      {selectedSpace && <PinCard space={selectedSpace} onClose={closeCard} />}
    </MapFrame>
  );
}
