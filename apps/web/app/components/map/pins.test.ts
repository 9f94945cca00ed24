import { describe, expect, it } from 'vitest';
import type { SpaceSummary } from '@rentspace/core/spaces/types';
import { clusterPins, pinsOf, type MapPin } from './pins';

function space(overrides: Partial<SpaceSummary>): SpaceSummary {
  return {
    id: 'a',
    title: 'Studio',
    currency: 'USD',
    hourly_price: 4500,
    daily_price: null,
    weekly_price: null,
    monthly_price: null,
    latitude: 40.7,
    longitude: -74,
    ...overrides,
  } as SpaceSummary;
}

const pin = (id: string, lat: number, lng: number): MapPin => ({
  id,
  lat,
  lng,
  price: '$1/hr',
  title: id,
});

describe('pins of listings', () => {
  it('shows the first price a card shows, and leaves out listings without a point', () => {
    const pins = pinsOf([
      space({ id: 'a' }),
      space({ id: 'b', hourly_price: 0, daily_price: 12000 }),
      space({ id: 'c', latitude: null, longitude: null }),
    ]);
    expect(pins.map((p) => [p.id, p.price])).toEqual([
      ['a', '$45/hr'],
      ['b', '$120/day'],
    ]);
  });
});

describe('clusters', () => {
  const pins = [pin('a', 40.7, -74), pin('b', 40.701, -74.001), pin('c', 48.85, 2.35)];
  const world = { west: -180, south: -85, east: 180, north: 85 };

  it('groups pins that would overlap, with the zoom that opens the group', () => {
    const shown = clusterPins(pins).clustersIn(world, 3);
    const cluster = shown.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    expect(shown.filter((item) => item.kind === 'pin').map((item) => item.pin.id)).toEqual(['c']);
    expect(cluster!.kind === 'cluster' && cluster!.zoom).toBeGreaterThan(3);
  });

  it('shows each pin once zoomed in, and only those in view', () => {
    const newYork = { west: -74.01, south: 40.69, east: -73.99, north: 40.71 };
    const shown = clusterPins(pins).clustersIn(newYork, 16);
    expect(shown.map((item) => item.kind === 'pin' && item.pin.id).sort()).toEqual(['a', 'b']);
  });

  it('finds pins on both sides of the antimeridian', () => {
    const pacific = [pin('fiji', -17.7, 178.4), pin('samoa', -13.8, -171.8)];
    const shown = clusterPins(pacific).clustersIn(
      { west: 170, south: -25, east: -165, north: -5 },
      8,
    );
    expect(shown.map((item) => item.kind === 'pin' && item.pin.id).sort()).toEqual([
      'fiji',
      'samoa',
    ]);
  });
});
