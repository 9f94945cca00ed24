import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapOptions } from 'maplibre-gl';

export type MapStyle = Exclude<MapOptions['style'], string | undefined>;

/** The world-atlas file's shape: one object of country polygons. */
export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

// The style is data for the map library, not Tailwind classes: the theme's neutrals and teal
// (app.css) written out. Water light teal, land the page's surface, lines the theme's line grey.
const COLOURS = {
  water: '#d5f2ed',
  land: '#fafaf9',
  border: '#a8a29e',
  coast: '#78716c',
} as const;

type Line = [number, number][];

/**
 * Lines cut where they jump across the antimeridian (Natural Earth runs some borders and coasts
 * to 180 and on from -180): drawn whole, the jump would be a line across the world.
 */
export function cutAtAntimeridian(lines: Line[]): Line[] {
  return lines.flatMap((line) => {
    const parts: Line[] = [[]];
    line.forEach((point, index) => {
      const previous = line[index - 1];
      if (previous && Math.abs(point[0] - previous[0]) > 180) parts.push([]);
      parts.at(-1)!.push(point);
    });
    return parts.filter((part) => part.length > 1);
  });
}

function lines(geometry: { coordinates: number[][][] }) {
  return {
    type: 'MultiLineString' as const,
    coordinates: cutAtAntimeridian(geometry.coordinates as Line[]),
  };
}

/**
 * The built-in base map (docs/product/search-and-cities.md#the-map): Natural Earth's countries
 * (world-atlas) as land, the borders between them and the coastlines, drawn with no network and
 * no text (so no glyphs to fetch): the pins carry the words.
 */
export function offlineStyle(topology: CountriesTopology): MapStyle {
  const countries = topology.objects.countries;
  return {
    version: 8,
    name: 'Rentspace offline',
    sources: {
      land: { type: 'geojson', data: feature(topology, countries) },
      borders: { type: 'geojson', data: lines(mesh(topology, countries, (a, b) => a !== b)) },
      coast: { type: 'geojson', data: lines(mesh(topology, countries, (a, b) => a === b)) },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': COLOURS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': COLOURS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': COLOURS.border, 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'coast',
        paint: { 'line-color': COLOURS.coast, 'line-width': 1 },
      },
    ],
  };
}
