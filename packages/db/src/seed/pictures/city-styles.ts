import type { Landmark } from './landmarks.ts';

/** Sky palettes for city heroes: top, middle and horizon colours, and whether windows glow. */
export const HERO_SKIES = {
  clear: { stops: ['#4f9ae0', '#9fd0f2', '#e8f5fb'], lit: false, sun: '#fffbe8' },
  golden: { stops: ['#f39a62', '#f9c98a', '#fff0cc'], lit: false, sun: '#fff3c4' },
  dawn: { stops: ['#8fa6d8', '#f2b8c0', '#fde3cf'], lit: false, sun: '#fff1d6' },
  dusk: { stops: ['#2d2b69', '#a8557c', '#f7a15f'], lit: true, sun: '#ffd27d' },
  night: { stops: ['#0f1634', '#263a78', '#5b6fb0'], lit: true, sun: '#f4f1dc' },
  desert: { stops: ['#e9835a', '#f6b26e', '#fde0a8'], lit: false, sun: '#fff3c4' },
  mint: { stops: ['#6cc1c9', '#b9e4dc', '#f3f8e6'], lit: false, sun: '#fffbe8' },
} as const;

export type HeroSky = keyof typeof HERO_SKIES;

export interface CityStyle {
  sky: HeroSky;
  /** Tallest building as a share of the hero's height. */
  height: number;
  landmarks?: Landmark[];
  water?: boolean;
  mountains?: boolean;
  palms?: boolean;
  cacti?: boolean;
  gables?: boolean;
  /** What each popular area's card shows, in the order of the city's popular areas. */
  areas: [AreaScene, AreaScene, AreaScene];
}

export type AreaScene =
  'downtown' | 'historic' | 'arts' | 'waterfront' | 'beach' | 'park' | 'desert' | 'market';

/** How each city's pictures look; keyed by city slug. */
export const CITY_STYLES: Record<string, CityStyle> = {
  'new-york': {
    sky: 'dusk',
    height: 0.7,
    landmarks: ['spire', 'suspension-bridge'],
    water: true,
    areas: ['arts', 'historic', 'waterfront'],
  },
  'los-angeles': {
    sky: 'golden',
    height: 0.45,
    mountains: true,
    palms: true,
    areas: ['arts', 'park', 'beach'],
  },
  chicago: {
    sky: 'dawn',
    height: 0.68,
    landmarks: ['spire'],
    water: true,
    areas: ['historic', 'arts', 'waterfront'],
  },
  houston: { sky: 'golden', height: 0.55, areas: ['arts', 'historic', 'downtown'] },
  phoenix: {
    sky: 'desert',
    height: 0.35,
    mountains: true,
    cacti: true,
    areas: ['downtown', 'desert', 'waterfront'],
  },
  philadelphia: {
    sky: 'dawn',
    height: 0.5,
    landmarks: ['clocktower'],
    water: true,
    areas: ['historic', 'arts', 'park'],
  },
  'san-antonio': {
    sky: 'golden',
    height: 0.35,
    landmarks: ['needle'],
    areas: ['waterfront', 'market', 'park'],
  },
  'san-diego': {
    sky: 'clear',
    height: 0.45,
    water: true,
    palms: true,
    areas: ['historic', 'beach', 'arts'],
  },
  dallas: {
    sky: 'dusk',
    height: 0.55,
    landmarks: ['ball-tower'],
    areas: ['downtown', 'arts', 'park'],
  },
  'san-jose': {
    sky: 'clear',
    height: 0.3,
    mountains: true,
    palms: true,
    areas: ['downtown', 'market', 'park'],
  },
  riverview: {
    sky: 'mint',
    height: 0.12,
    water: true,
    palms: true,
    areas: ['waterfront', 'park', 'park'],
  },
  tokyo: {
    sky: 'dusk',
    height: 0.6,
    landmarks: ['lattice', 'volcano'],
    areas: ['downtown', 'market', 'waterfront'],
  },
  shanghai: {
    sky: 'night',
    height: 0.7,
    landmarks: ['pearl-tower'],
    water: true,
    areas: ['waterfront', 'historic', 'arts'],
  },
  singapore: {
    sky: 'dusk',
    height: 0.55,
    landmarks: ['marina-towers'],
    water: true,
    palms: true,
    areas: ['historic', 'market', 'waterfront'],
  },
  'hong-kong': {
    sky: 'night',
    height: 0.75,
    mountains: true,
    water: true,
    areas: ['market', 'arts', 'waterfront'],
  },
  seoul: {
    sky: 'dusk',
    height: 0.55,
    mountains: true,
    landmarks: ['needle'],
    areas: ['arts', 'market', 'historic'],
  },
  sydney: {
    sky: 'clear',
    height: 0.5,
    landmarks: ['sails', 'arch-bridge'],
    water: true,
    areas: ['historic', 'beach', 'waterfront'],
  },
  melbourne: { sky: 'golden', height: 0.6, water: true, areas: ['arts', 'arts', 'waterfront'] },
  mumbai: {
    sky: 'golden',
    height: 0.5,
    landmarks: ['gateway'],
    water: true,
    palms: true,
    areas: ['beach', 'downtown', 'historic'],
  },
  bangkok: {
    sky: 'golden',
    height: 0.55,
    landmarks: ['temple'],
    water: true,
    palms: true,
    areas: ['market', 'downtown', 'waterfront'],
  },
  london: {
    sky: 'dawn',
    height: 0.5,
    landmarks: ['wheel', 'clocktower'],
    water: true,
    areas: ['arts', 'waterfront', 'historic'],
  },
  paris: {
    sky: 'golden',
    height: 0.3,
    landmarks: ['lattice'],
    water: true,
    areas: ['historic', 'waterfront', 'park'],
  },
  berlin: {
    sky: 'clear',
    height: 0.4,
    landmarks: ['needle'],
    water: true,
    areas: ['arts', 'historic', 'waterfront'],
  },
  amsterdam: {
    sky: 'dawn',
    height: 0.3,
    gables: true,
    water: true,
    areas: ['waterfront', 'arts', 'market'],
  },
  barcelona: {
    sky: 'golden',
    height: 0.4,
    landmarks: ['spires'],
    mountains: true,
    palms: true,
    areas: ['historic', 'park', 'beach'],
  },
  dubai: {
    sky: 'desert',
    height: 0.55,
    landmarks: ['spire'],
    water: true,
    areas: ['arts', 'waterfront', 'desert'],
  },
  toronto: {
    sky: 'clear',
    height: 0.55,
    landmarks: ['needle'],
    water: true,
    areas: ['arts', 'historic', 'downtown'],
  },
  'mexico-city': {
    sky: 'clear',
    height: 0.45,
    landmarks: ['column', 'volcano'],
    mountains: true,
    areas: ['historic', 'park', 'market'],
  },
  'sao-paulo': { sky: 'dusk', height: 0.65, areas: ['arts', 'market', 'downtown'] },
};

const FALLBACK: CityStyle = { sky: 'clear', height: 0.5, areas: ['downtown', 'park', 'market'] };

/** The picture style of a city, or a neutral one for a city added without a style. */
export function cityStyle(slug: string): CityStyle {
  return CITY_STYLES[slug] ?? FALLBACK;
}
