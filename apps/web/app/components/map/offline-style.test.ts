import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cutAtAntimeridian, offlineStyle, type CountriesTopology } from './offline-style';

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'),
) as CountriesTopology;

describe('the built-in offline base map', () => {
  const style = offlineStyle(topology);

  it('draws water, land, borders and coastlines from bundled data, with no network source', () => {
    expect(style.layers.map((layer) => layer.id)).toEqual(['water', 'land', 'borders', 'coast']);
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  it('has every country as land, and borders apart from coastlines', () => {
    const land = style.sources.land as unknown as {
      data: { features: { properties: { name: string } }[] };
    };
    const names = land.data.features.map((country) => country.properties.name);
    expect(names).toEqual(expect.arrayContaining(['France', 'Japan', 'Brazil', 'Australia']));
    const borders = style.sources.borders as unknown as {
      data: { type: string; coordinates: unknown[] };
    };
    const coast = style.sources.coast as unknown as {
      data: { type: string; coordinates: unknown[] };
    };
    expect(borders.data.type).toBe('MultiLineString');
    expect(coast.data.type).toBe('MultiLineString');
    expect(borders.data.coordinates.length).toBeGreaterThan(100);
    expect(coast.data.coordinates.length).toBeGreaterThan(100);
  });
});

describe('lines across the antimeridian', () => {
  it('are cut where they jump from one side of the world to the other', () => {
    expect(
      cutAtAntimeridian([
        [
          [178, 66],
          [180, 66],
          [-180, 66],
          [-178, 65],
        ],
        [
          [1, 1],
          [2, 2],
        ],
      ]),
    ).toEqual([
      [
        [178, 66],
        [180, 66],
      ],
      [
        [-180, 66],
        [-178, 65],
      ],
      [
        [1, 1],
        [2, 2],
      ],
    ]);
  });

  it('leave no segment of the base map longer than half the world', () => {
    const style = offlineStyle(topology);
    for (const name of ['borders', 'coast']) {
      const source = style.sources[name] as unknown as { data: { coordinates: number[][][] } };
      for (const line of source.data.coordinates)
        for (let index = 1; index < line.length; index++)
          expect(Math.abs(line[index]![0]! - line[index - 1]![0]!)).toBeLessThanOrEqual(180);
    }
  });
});
