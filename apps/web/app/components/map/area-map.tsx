// The listing page's small map (docs/product/search-and-cities.md#the-map): the approximate area
// as a circle; the pin itself only for a guest with a confirmed booking, as the address.
import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '@rentspace/core/places/geo';
import { APPROX_AREA_RADIUS_M, circleRing } from '@rentspace/core/places/map-view';
import { baseStyle, loadMapLibre } from './maplibre';
import { MapFrame, type MapStatus } from './map-message';

const AREA_COLOUR = '#0f7267';

export default function AreaMap({
  point,
  exact,
  label,
}: {
  point: LatLng;
  /** The exact pin (the viewer has a confirmed booking): a marker instead of the circle. */
  exact: boolean;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const { lat, lng } = point;

  useEffect(() => {
    const point = { lat, lng };
    let cancelled = false;
    let remove = () => {};
    (async () => {
      const [maplibre, style] = await Promise.all([loadMapLibre(), baseStyle()]);
      if (cancelled || !container.current) return;
      const map = new maplibre.Map({
        container: container.current,
        style,
        center: [point.lng, point.lat],
        zoom: 13.5,
        attributionControl: { compact: true },
        scrollZoom: false,
        dragRotate: false,
      });
      remove = () => map.remove();
      map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
      map
        .getCanvas()
        .setAttribute('aria-label', `${label}: drag it or use the arrow keys to move it`);
      map.on('load', () => {
        if (exact) {
          new maplibre.Marker({ color: AREA_COLOUR }).setLngLat([point.lng, point.lat]).addTo(map);
        } else {
          map.addSource('area', {
            type: 'geojson',
            data: {
              type: 'Feature',
              properties: {},
              geometry: {
                type: 'Polygon',
                coordinates: [circleRing(point, APPROX_AREA_RADIUS_M)],
              },
            },
          });
          map.addLayer({
            id: 'area-fill',
            type: 'fill',
            source: 'area',
            paint: { 'fill-color': AREA_COLOUR, 'fill-opacity': 0.18 },
          });
          map.addLayer({
            id: 'area-line',
            type: 'line',
            source: 'area',
            paint: { 'line-color': AREA_COLOUR, 'line-width': 2 },
          });
        }
        setStatus('ready');
      });
    })().catch((error: unknown) => {
      console.warn('The map could not be shown', error);
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      remove();
    };
  }, [lat, lng, exact, label]);

  return <MapFrame status={status} label={label} containerRef={container} />;
}
