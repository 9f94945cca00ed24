import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceKm, inBounds } from './geo.ts';
import { boundsFromMap, boundsOfPoints, circleRing, fitBounds, parseBounds } from './map-view.ts';

describe('the search box of a map view', () => {
  it('keeps an ordinary view as it is', () => {
    expect(boundsFromMap({ west: -74.1, south: 40.6, east: -73.8, north: 40.9 })).toEqual({
      west: -74.1,
      south: 40.6,
      east: -73.8,
      north: 40.9,
    });
  });

  it('wraps a view past the antimeridian into a box whose west is above its east', () => {
    expect(boundsFromMap({ west: 170, south: -20, east: 190, north: -10 })).toEqual({
      west: 170,
      south: -20,
      east: -170,
      north: -10,
    });
    expect(boundsFromMap({ west: -190, south: -20, east: -170, north: -10 })).toEqual({
      west: 170,
      south: -20,
      east: -170,
      north: -10,
    });
  });

  it('spans every longitude when the view is wider than the world', () => {
    expect(boundsFromMap({ west: -300, south: -85, east: 200, north: 85 })).toMatchObject({
      west: -180,
      east: 180,
    });
    expect(boundsFromMap({ west: -180, south: -85, east: 180, north: 85 })).toMatchObject({
      west: -180,
      east: 180,
    });
  });

  it('gives a box the search API accepts for any view, holding the view centre', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -540, max: 540, noNaN: true }),
        fc.double({ min: 0.001, max: 400, noNaN: true }),
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        (west, width, south, height) => {
          const box = boundsFromMap({ west, south, east: west + width, north: south + height });
          expect(Math.abs(box.west)).toBeLessThanOrEqual(180);
          expect(Math.abs(box.east)).toBeLessThanOrEqual(180);
          expect(box.north).toBeGreaterThanOrEqual(box.south);
          expect(box.north).toBeLessThanOrEqual(90);
          const centre = { lat: south + height / 2, lng: west + width / 2 };
          const wrapped = {
            lat: centre.lat,
            lng: ((((centre.lng + 180) % 360) + 360) % 360) - 180,
          };
          expect(inBounds(wrapped, box)).toBe(true);
        },
      ),
    );
  });
});

describe('a box from the URL', () => {
  it('reads west,south,east,north', () => {
    expect(parseBounds('170,-20,-170,-10')).toEqual({
      west: 170,
      south: -20,
      east: -170,
      north: -10,
    });
  });

  it('refuses what is not a box', () => {
    for (const text of [undefined, '', '1,2,3', 'a,b,c,d', '0,10,1,5', '200,0,10,1', '0,-95,1,1'])
      expect(parseBounds(text)).toBeUndefined();
  });

  it('moves the east edge past 180 for a map to fit a box across the antimeridian', () => {
    expect(fitBounds({ west: 170, south: -20, east: -170, north: -10 })).toEqual([
      [170, -20],
      [190, -10],
    ]);
    expect(fitBounds({ west: 1, south: 2, east: 3, north: 4 })).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('the box around points', () => {
  it('is undefined without points and a small box around one', () => {
    expect(boundsOfPoints([])).toBeUndefined();
    const one = boundsOfPoints([{ lat: 10, lng: 20 }])!;
    expect(one.west).toBeLessThan(20);
    expect(one.east).toBeGreaterThan(20);
  });

  it('holds every point', () => {
    const points = [
      { lat: 40.7, lng: -74 },
      { lat: 40.8, lng: -73.9 },
      { lat: 40.6, lng: -74.1 },
    ];
    const box = boundsOfPoints(points)!;
    expect(box).toEqual({ west: -74.1, south: 40.6, east: -73.9, north: 40.8 });
  });
});

describe('the circle around an approximate point', () => {
  it('is a closed ring at the radius from the centre', () => {
    const centre = { lat: 51.5, lng: -0.12 };
    const ring = circleRing(centre, 500, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]![0]).toBeCloseTo(ring[32]![0], 9);
    expect(ring[0]![1]).toBeCloseTo(ring[32]![1], 9);
    for (const [lng, lat] of ring) expect(distanceKm(centre, { lat, lng })).toBeCloseTo(0.5, 3);
  });
});
