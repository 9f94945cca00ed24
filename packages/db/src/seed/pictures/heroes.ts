import { HERO_SKIES, cityStyle, type CityStyle, type HeroSky } from './city-styles.ts';
import { landmark } from './landmarks.ts';
import { mountains, skyline, windowPattern } from './parts.ts';
import {
  circle,
  createRng,
  hsl,
  line,
  linear,
  path,
  polygon,
  rect,
  svgDocument,
  type Rng,
} from './svg.ts';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 640;
const W = HERO_WIDTH;
const H = HERO_HEIGHT;

/** A palm tree: a leaning trunk and drooping fronds. */
export function palm(x: number, baseY: number, scale: number, fill: string): string {
  const tx = x + 30 * scale;
  const ty = baseY - 260 * scale;
  const length = 120 * scale;
  const fronds = [195, 230, 265, 300, 335, 10].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const ex = tx + Math.cos(a) * length;
    const ey = ty + Math.sin(a) * length * 0.35 + 55 * scale;
    const cx = tx + Math.cos(a) * length * 0.5;
    return path(`M${tx} ${ty} Q${cx} ${ty - 45 * scale} ${ex} ${ey}`, 'none', {
      stroke: fill,
      'stroke-width': 14 * scale,
      'stroke-linecap': 'round',
    });
  });
  const trunk = path(
    `M${x} ${baseY} Q${x + 10 * scale} ${baseY - 150 * scale} ${tx} ${ty}`,
    'none',
    {
      stroke: fill,
      'stroke-width': 12 * scale,
    },
  );
  return trunk + fronds.join('');
}

/** A saguaro cactus with two raised arms. */
export function cactus(x: number, baseY: number, scale: number, fill: string): string {
  const s = scale;
  return [
    rect(x - 14 * s, baseY - 200 * s, 28 * s, 200 * s, fill, { rx: 14 * s }),
    path(`M${x - 14 * s} ${baseY - 90 * s} h${-36 * s} v${-60 * s}`, 'none', {
      stroke: fill,
      'stroke-width': 22 * s,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    path(`M${x + 14 * s} ${baseY - 120 * s} h${36 * s} v${-50 * s}`, 'none', {
      stroke: fill,
      'stroke-width': 22 * s,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ].join('');
}

function gabledRow(rng: Rng, baseY: number, fill: string, windows: string | undefined): string {
  const parts: string[] = [];
  for (let x = 0; x < W; x += 74) {
    const h = rng.range(150, 230);
    parts.push(
      rect(x, baseY - h, 72, h, fill),
      polygon(
        [
          [x, baseY - h],
          [x + 36, baseY - h - 50],
          [x + 72, baseY - h],
        ],
        fill,
      ),
    );
    if (windows) parts.push(rect(x + 10, baseY - h + 20, 52, h - 30, windows));
  }
  return parts.join('');
}

function waterBand(baseY: number, rng: Rng): string {
  const shimmer = Array.from({ length: 26 }, () => {
    const x = rng.range(0, W);
    const y = rng.range(baseY + 12, H - 10);
    return line(x, y, x + rng.range(30, 120), y, '#ffffff', 3, { opacity: rng.range(0.15, 0.4) });
  });
  return rect(0, baseY, W, H - baseY, 'url(#hero-water)') + shimmer.join('');
}

function foreground(style: CityStyle, rng: Rng, groundY: number, fill: string): string {
  const parts: string[] = [];
  if (style.palms)
    for (const x of [rng.range(40, 200), rng.range(1380, 1540)])
      parts.push(palm(x, groundY + 40, rng.range(1, 1.4), fill));
  if (style.cacti)
    for (const x of [rng.range(80, 260), rng.range(1300, 1500)])
      parts.push(cactus(x, groundY + 30, rng.range(1, 1.3), fill));
  return parts.join('');
}

function heroDefs(palette: (typeof HERO_SKIES)[HeroSky]): string {
  return [
    linear('hero-sky', [
      [0, palette.stops[0]],
      [0.6, palette.stops[1]],
      [1, palette.stops[2]],
    ]),
    linear('hero-water', [
      [0, palette.lit ? '#2b3570' : '#5b9cc7'],
      [1, palette.lit ? '#141a3c' : '#2e5f8a'],
    ]),
    windowPattern('hero-windows'),
  ].join('');
}

/** The city itself: a pale far skyline, landmarks, and a darker near row (lit windows at night). */
function cityLayers(
  style: CityStyle,
  rng: Rng,
  groundY: number,
  colors: { far: string; near: string; lit: boolean },
) {
  const tallest = H * style.height;
  const windows = colors.lit ? 'url(#hero-windows)' : undefined;
  const landmarks = (style.landmarks ?? []).map((kind, i) =>
    landmark(
      kind,
      W * (0.3 + 0.4 * i) + rng.range(-80, 80),
      groundY,
      (tallest / 420) * 1.15 + 0.25,
      colors.near,
    ),
  );
  return [
    style.mountains ? mountains(rng, 230, groundY - tallest * 0.4, W, H, 2) : '',
    skyline(rng, {
      x0: 0,
      x1: W,
      baseY: groundY,
      minH: tallest * 0.3,
      maxH: tallest * 0.8,
      fill: colors.far,
    }),
    ...landmarks,
    style.gables
      ? gabledRow(rng, groundY, colors.near, windows)
      : skyline(rng, {
          x0: 0,
          x1: W,
          baseY: groundY,
          minH: tallest * 0.15,
          maxH: tallest * 0.6,
          fill: colors.near,
          windows,
        }),
  ].join('');
}

/** A city hero: sky gradient and sun, distant and near skylines, landmarks, water and plants. */
export function heroSvg(slug: string): string {
  const style = cityStyle(slug);
  const rng = createRng(`hero:${slug}`);
  const palette = HERO_SKIES[style.sky];
  const groundY = style.water ? H * 0.8 : H * 0.9;
  const far =
    style.sky === 'night' ? '#324479' : hsl(rng.range(200, 260), 20, palette.lit ? 40 : 66);
  const near = palette.lit ? '#1c1a3a' : hsl(rng.range(205, 235), 28, 30);
  const sunX = rng.range(W * 0.2, W * 0.8);
  const sunY = palette.lit ? H * 0.55 : H * 0.25;
  const body = [
    rect(0, 0, W, H, 'url(#hero-sky)'),
    circle(sunX, sunY, 320, 'url(#warm-glow)', { opacity: 0.6 }),
    circle(sunX, sunY, 46, palette.sun),
    cityLayers(style, rng, groundY, { far, near, lit: palette.lit }),
    style.water ? waterBand(groundY, rng) : rect(0, groundY, W, H - groundY, near),
    foreground(style, rng, groundY, near),
  ].join('');
  return svgDocument(W, H, heroDefs(palette), body);
}
