// What the maps of explore, city and listing pages compute from a view
// (docs/product/search-and-cities.md#the-map). No dependencies: the browser imports it.
import { wrapLongitude, type BoundingBox, type LatLng } from './geo.ts';

/**
 * The radius of the circle a listing page draws around the approximate point: larger than the
 * largest offset (400 m, docs/decisions/0037), so the pin is always inside it.
 */
export const APPROX_AREA_RADIUS_M = 500;

/** The zoom a map shows one city at. */
export const CITY_ZOOM = 11;

// Only a longitude out of range is wrapped: wrapping one in range may change its last digit.
const wrap = (lng: number) => (Math.abs(lng) <= 180 ? lng : wrapLongitude(lng));
const clampLat = (lat: number) => Math.min(90, Math.max(-90, lat));

/**
 * The search box of a map's visible area. A map past the antimeridian reports longitudes beyond
 * 180 (or below -180); they are wrapped, so the box's west may be above its east (the search API
 * reads that as crossing it). A view wider than the world is every longitude.
 */
export function boundsFromMap(view: BoundingBox): BoundingBox {
  const south = clampLat(Math.min(view.south, view.north));
  const north = clampLat(Math.max(view.south, view.north));
  if (view.east - view.west >= 360) return { west: -180, south, east: 180, north };
  let west = wrap(view.west);
  let east = wrap(view.east);
  // A view from exactly -180 to 180 (or a wrapped pair that meets) spans every longitude.
  if (west === east && view.east !== view.west) return { west: -180, south, east: 180, north };
  if (west === 180) west = -180;
  if (east === -180) east = 180;
  return { west, south, east, north };
}

/** A `west,south,east,north` box from a URL, or undefined when it is not one. */
export function parseBounds(text: string | undefined): BoundingBox | undefined {
  if (!text) return undefined;
  const values = text.split(',').map((part) => Number(part.trim()));
  if (values.length !== 4 || values.some((value) => !Number.isFinite(value))) return undefined;
  const [west, south, east, north] = values as [number, number, number, number];
  if (Math.abs(west) > 180 || Math.abs(east) > 180) return undefined;
  if (Math.abs(south) > 90 || Math.abs(north) > 90 || north < south) return undefined;
  return { west, south, east, north };
}

/**
 * The box a map fits to show `box`: across the antimeridian the east edge is moved past 180, as
 * map libraries expect a west below the east.
 */
export function fitBounds(box: BoundingBox): [[number, number], [number, number]] {
  const east = box.east < box.west ? box.east + 360 : box.east;
  return [
    [box.west, box.south],
    [east, box.north],
  ];
}

/** The smallest box holding every point (none: undefined); one point gets a small box around it. */
export function boundsOfPoints(points: LatLng[]): BoundingBox | undefined {
  if (points.length === 0) return undefined;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const pad = points.length === 1 ? 0.02 : 0;
  return {
    west: Math.max(-180, Math.min(...lngs) - pad),
    south: clampLat(Math.min(...lats) - pad),
    east: Math.min(180, Math.max(...lngs) + pad),
    north: clampLat(Math.max(...lats) + pad),
  };
}

/** A closed ring of `steps` points around `centre` at `radiusM` metres (a GeoJSON polygon's ring). */
export function circleRing(centre: LatLng, radiusM: number, steps = 64): [number, number][] {
  const earthM = 6_371_000;
  const angular = radiusM / earthM;
  const lat1 = (centre.lat * Math.PI) / 180;
  const lng1 = (centre.lng * Math.PI) / 180;
  const ring: [number, number][] = [];
  for (let step = 0; step <= steps; step++) {
    const bearing = ((step % steps) / steps) * 2 * Math.PI;
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
    );
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI]);
  }
  return ring;
}
