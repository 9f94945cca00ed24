// Points, boxes and distances on the globe (docs/product/search-and-cities.md#map-and-distance).
// No dependencies, so the browser can import it without zod.

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A map's visible area: west and east longitudes, south and north latitudes. West greater than
 * east means the box crosses the antimeridian (170,-10,-170,10 spans 20 degrees around 180).
 */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Mean radius of the Earth in kilometres (the haversine distance's sphere). */
export const EARTH_RADIUS_KM = 6371;

/** The radius a near search uses when none is given, and the largest one it accepts. */
export const NEAR_RADIUS_KM = 25;
export const NEAR_MAX_RADIUS_KM = 500;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine; the search measures it as kmOfChord). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A longitude brought into -180..180. */
export function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/**
 * A place as a point on the unit sphere (x, y, z), as the search's earth index holds each
 * listing's approximate point (docs/decisions/0055-nearest-first.md).
 */
export function unitVector(place: LatLng): [number, number, number] {
  const lat = radians(place.lat);
  const lng = radians(place.lng);
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/**
 * The straight line through the globe between two places `km` apart on its surface, on the unit
 * sphere: it grows with the distance, so nearest first by one is nearest first by the other, and
 * no coordinate of two such points differs by more than it (the box around a circle).
 */
export function chordOf(km: number): number {
  return 2 * Math.sin(km / (2 * EARTH_RADIUS_KM));
}

/** Kilometres along the surface between two places a chord of the unit sphere apart. */
export function kmOfChord(chord: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / 2));
}

/** True when the point lies in the box (across the antimeridian too). */
export function inBounds(point: LatLng, box: BoundingBox): boolean {
  if (point.lat < box.south || point.lat > box.north) return false;
  return box.west <= box.east
    ? point.lng >= box.west && point.lng <= box.east
    : point.lng >= box.west || point.lng <= box.east;
}

/** `west,south,east,north` as the search URL carries it, 5 decimals (about a metre). */
export function formatBounds(box: BoundingBox): string {
  return [box.west, box.south, box.east, box.north].map((value) => round(value, 5)).join(',');
}

/** `lat,lng` as the search URL carries it. */
export function formatPoint(point: LatLng): string {
  return `${round(point.lat, 5)},${round(point.lng, 5)}`;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** "350 m", "1.2 km", "14 km": the distance a card shows. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}
