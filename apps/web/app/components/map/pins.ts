import Supercluster from 'supercluster';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import type { BoundingBox } from '@rentspace/core/places/geo';
import { formatListedPrice } from '@rentspace/core/money/currencies';

/** A listing on the map: its approximate point and the price its pin shows. */
export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  /** The pin's text: the first price a card shows ("$45/hr"). */
  price: string;
  title: string;
}

/** What a map shows at a zoom: single pins, or clusters where pins would crowd. */
export type PinOrCluster =
  | { kind: 'pin'; pin: MapPin }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number; zoom: number };

const UNITS = [
  ['hourly_price', 'hr'],
  ['daily_price', 'day'],
  ['weekly_price', 'wk'],
  ['monthly_price', 'mo'],
] as const;

/** The pins of the listings that have a point (a listing without a pin is only in the list). */
export function pinsOf(spaces: SpaceSummary[]): MapPin[] {
  return spaces.flatMap((space) => {
    if (space.latitude === null || space.longitude === null) return [];
    const [key, unit] = UNITS.find(([key]) => (space[key] ?? 0) > 0) ?? UNITS[0];
    return [
      {
        id: space.id,
        lat: space.latitude,
        lng: space.longitude,
        price: `${formatListedPrice(space[key] ?? 0, space.currency)}/${unit}`,
        title: space.title,
      },
    ];
  });
}

/**
 * Groups pins that would overlap at a zoom (about 60 px apart: a price pin's width) into
 * clusters; `clustersIn` gives what a view shows, each cluster with the zoom that opens it.
 */
export function clusterPins(pins: MapPin[]) {
  const index = new Supercluster<MapPin>({ radius: 60, maxZoom: 16 });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] },
      properties: pin,
    })),
  );
  return {
    clustersIn(box: BoundingBox, zoom: number): PinOrCluster[] {
      // Across the antimeridian the box is two: one each side.
      const boxes: [number, number, number, number][] =
        box.west <= box.east
          ? [[box.west, box.south, box.east, box.north]]
          : [
              [box.west, box.south, 180, box.north],
              [-180, box.south, box.east, box.north],
            ];
      return boxes.flatMap((part) =>
        index.getClusters(part, Math.round(zoom)).map((feature): PinOrCluster => {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          const props = feature.properties;
          if ('cluster' in props && props.cluster) {
            const id = props.cluster_id;
            return {
              kind: 'cluster',
              id,
              count: props.point_count,
              lat,
              lng,
              zoom: index.getClusterExpansionZoom(id),
            };
          }
          return { kind: 'pin', pin: props as MapPin };
        }),
      );
    },
  };
}
