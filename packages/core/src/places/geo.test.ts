import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chordOf,
  distanceKm,
  formatBounds,
  formatDistance,
  kmOfChord,
  unitVector,
  wrapLongitude,
} from './geo.ts';

describe('distances and boxes on the globe', () => {
  it('measures great-circle distances', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const london = { lat: 51.5074, lng: -0.1278 };
    expect(distanceKm(paris, london)).toBeCloseTo(343.5, 0);
    expect(distanceKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeCloseTo(22.2, 1);
  });

  it('wraps longitudes into -180..180', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(180)).toBe(180);
  });

  it('puts every point of a circle inside its box on the sphere, and measures it by its chord', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0.1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (lat, lng, radius, bearing, fraction) => {
          const centre = { lat, lng };
          // A point at `fraction` of the radius, on a bearing (small-angle step on the sphere).
          const d = (radius * fraction) / 6371;
          const lat1 = (lat * Math.PI) / 180;
          const lat2 = Math.asin(
            Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing),
          );
          const lng2 =
            (lng * Math.PI) / 180 +
            Math.atan2(
              Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
              Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
            );
          const point = {
            lat: (lat2 * 180) / Math.PI,
            lng: wrapLongitude((lng2 * 180) / Math.PI),
          };
          const [a, b] = [unitVector(centre), unitVector(point)];
          const chord = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
          for (const axis of [0, 1, 2]) {
            expect(Math.abs(a[axis]! - b[axis]!)).toBeLessThanOrEqual(chordOf(radius));
          }
          expect(chord).toBeCloseTo(chordOf(distanceKm(centre, point)), 12);
          expect(kmOfChord(chord)).toBeCloseTo(distanceKm(centre, point), 6);
        },
      ),
    );
  });

  it('writes boxes and distances as the URL and the card show them', () => {
    expect(formatBounds({ west: 2.123456789, south: 48.8, east: 2.5, north: 48.9 })).toBe(
      '2.12346,48.8,2.5,48.9',
    );
    expect(formatDistance(0.344)).toBe('340 m');
    expect(formatDistance(1.25)).toBe('1.3 km');
    expect(formatDistance(14.4)).toBe('14 km');
  });
});
