/**
 * Small helpers for composing the demo pictures as SVG text. Every picture is drawn from its own
 * seeded random source, so the same name always gives the same picture.
 */

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

function hashSeed(seed: string): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** A mulberry32 generator: tiny, fast and plenty random for composing pictures. */
export function createRng(seed: string): Rng {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return `hsl(${h}, ${Math.round(saturation)}%, ${Math.round(lightness)}%)`;
}

const r = (value: number) => Math.round(value * 10) / 10;

/** Attribute text from an object; numbers are rounded to keep the SVG short. */
function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? r(value) : value}"`)
    .join(' ');
}

type Extra = Record<string, string | number | undefined>;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Extra = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra: Extra = {}) =>
  `<circle ${attrs({ cx, cy, r: radius, fill, ...extra })}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Extra = {},
) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Extra = {}) =>
  `<path ${attrs({ d, fill, ...extra })}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Extra = {},
) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;

export const polygon = (points: [number, number][], fill: string, extra: Extra = {}) =>
  `<polygon ${attrs({ points: points.map(([x, y]) => `${r(x)},${r(y)}`).join(' '), fill, ...extra })}/>`;

export const group = (body: string, extra: Extra = {}) => `<g ${attrs(extra)}>${body}</g>`;

/** A vertical (or, with horizontal, left-to-right) linear gradient definition. */
export function linear(id: string, stops: [number, string, number?][], horizontal = false): string {
  const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  const body = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${dir}>${body}</linearGradient>`;
}

/** A radial gradient fading from color to transparent: glows, soft shadows, vignettes. */
export function glow(id: string, color: string, opacity = 1, inner = 0): string {
  return `<radialGradient id="${id}"><stop offset="${inner}" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A soft contact shadow under an object. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.35) =>
  ellipse(cx, cy, rx, ry, 'url(#soft-shadow)', { opacity });

/** Definitions every scene may use: soft shadow, warm and white glows, edge vignette. */
export const COMMON_DEFS = [
  glow('soft-shadow', '#1b1a2e', 0.8),
  glow('warm-glow', '#ffd98a', 0.9),
  glow('white-glow', '#ffffff', 0.9),
  linear('shade-top', [
    [0, '#000', 0.18],
    [1, '#000', 0],
  ]),
  linear('shade-bottom', [
    [0, '#000', 0],
    [1, '#000', 0.24],
  ]),
  linear(
    'shade-left',
    [
      [0, '#000', 0.16],
      [1, '#000', 0],
    ],
    true,
  ),
  linear(
    'shade-right',
    [
      [0, '#000', 0],
      [1, '#000', 0.16],
    ],
    true,
  ),
].join('');

/**
 * Darkened edges for depth. Four linear bands instead of one radial gradient: librsvg paints a
 * full-canvas radial gradient slowly, and this halves the time to draw a picture.
 */
function vignette(width: number, height: number): string {
  const band = Math.round(Math.min(width, height) * 0.22);
  return [
    rect(0, 0, width, band, 'url(#shade-top)'),
    rect(0, height - band, width, band, 'url(#shade-bottom)'),
    rect(0, 0, band, height, 'url(#shade-left)'),
    rect(width - band, 0, band, height, 'url(#shade-right)'),
  ].join('');
}

/** The finished document, with darkened edges on top for depth. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${COMMON_DEFS}${defs}</defs>${body}${vignette(width, height)}</svg>`;
}

/** Points along a quadratic curve, for string lights and cables. */
export function quadraticPoints(
  from: [number, number],
  control: [number, number],
  to: [number, number],
  count: number,
): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const x = (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * control[0] + t ** 2 * to[0];
    const y = (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * control[1] + t ** 2 * to[1];
    return [x, y];
  });
}

/** Mirrors a drawing left-to-right, so one composition gives two distinct pictures. */
export const mirrored = (width: number, body: string) =>
  group(body, { transform: `translate(${width} 0) scale(-1 1)` });
