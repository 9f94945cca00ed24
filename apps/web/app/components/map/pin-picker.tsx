// The listing form's map (docs/product/listings.md#location-on-the-map): the host clicks the map or
// drags the pin; the latitude and longitude fields beside it are the same value, typed.
import { useEffect, useRef, useState } from 'react';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { LatLng } from '@rentspace/core/places/geo';
import { CITY_ZOOM } from '@rentspace/core/places/map-view';
import { baseStyle, loadMapLibre, type MapLibre } from './maplibre';
import { MapFrame, type MapStatus } from './map-message';

const PIN_COLOUR = '#0f7267';
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export default function PinPicker({
  value,
  start,
  onChange,
  label,
}: {
  /** The pin, when placed. */
  value: LatLng | null;
  /** Where the map opens without a pin: the city's centre from the gazetteer. */
  start: LatLng | null;
  onChange: (point: LatLng) => void;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: MapLibreMap; maplibre: MapLibre; marker?: Marker } | null>(null);
  const changed = useRef(onChange);
  const [status, setStatus] = useState<MapStatus>('loading');

  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const [maplibre, style] = await Promise.all([loadMapLibre(), baseStyle()]);
      if (cancelled || !container.current) return;
      const at = value ?? start;
      const instance = new maplibre.Map({
        container: container.current,
        style,
        center: at ? [at.lng, at.lat] : [0, 20],
        zoom: at ? CITY_ZOOM + 2 : 1,
        attributionControl: { compact: true },
        scrollZoom: false,
        dragRotate: false,
      });
      instance.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
      instance
        .getCanvas()
        .setAttribute('aria-label', `${label}: drag it or use the arrow keys to move it`);
      instance.on('click', (event) =>
        changed.current({ lat: round(event.lngLat.lat), lng: round(event.lngLat.lng) }),
      );
      instance.on('load', () => setStatus('ready'));
      map.current = { map: instance, maplibre };
    })().catch((error: unknown) => {
      console.warn('The map could not be shown', error);
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      map.current?.map.remove();
      map.current = null;
    };
    // Made once; the pin and the start follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label]);

  // The pin follows the value (placed here, or typed in the fields).
  useEffect(() => {
    const current = map.current;
    if (!current || status !== 'ready') return;
    if (!value) {
      current.marker?.remove();
      current.marker = undefined;
      return;
    }
    if (!current.marker) {
      const marker = new current.maplibre.Marker({ draggable: true, color: PIN_COLOUR });
      marker.on('dragend', () => {
        const at = marker.getLngLat();
        changed.current({ lat: round(at.lat), lng: round(at.lng) });
      });
      marker.getElement().setAttribute('aria-label', 'The pin: drag it to the place');
      current.marker = marker.setLngLat([value.lng, value.lat]).addTo(current.map);
    } else current.marker.setLngLat([value.lng, value.lat]);
    if (!current.map.getBounds().contains([value.lng, value.lat]))
      current.map.jumpTo({ center: [value.lng, value.lat] });
  }, [value, status]);

  // Without a pin, the map follows the city the host types.
  useEffect(() => {
    const current = map.current;
    if (!current || status !== 'ready' || value || !start) return;
    current.map.jumpTo({ center: [start.lng, start.lat], zoom: CITY_ZOOM + 2 });
    // Only a new start moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start?.lat, start?.lng, status]);

  return <MapFrame status={status} label={label} containerRef={container} crosshair />;
}
