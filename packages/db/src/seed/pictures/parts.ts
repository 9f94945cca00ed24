import {
  circle,
  ellipse,
  group,
  hsl,
  linear,
  line,
  path,
  polygon,
  rect,
  shadow,
  type Rng,
} from './svg.ts';

/** A scene's SVG pieces: gradient definitions and the drawing itself. */
export interface Scene {
  defs: string;
  body: string;
}

export type TimeOfDay = 'day' | 'golden' | 'dusk';

const SKIES: Record<TimeOfDay, [string, string, string]> = {
  day: ['#5fa8e8', '#a9d4f5', '#eaf5fb'],
  golden: ['#f7a66b', '#fbd08c', '#fff1cf'],
  dusk: ['#2e2d6b', '#b1567a', '#f8a262'],
};

/** A sky gradient with a sun (or low sun at golden hour and dusk) and its glow. */
export function sky(rng: Rng, id: string, time: TimeOfDay, width: number, height: number): Scene {
  const [top, middle, bottom] = SKIES[time];
  const sunX = rng.range(width * 0.15, width * 0.85);
  const sunY = time === 'day' ? height * rng.range(0.12, 0.25) : height * rng.range(0.5, 0.7);
  const sunColor = time === 'day' ? '#fffbe8' : time === 'golden' ? '#fff3c4' : '#ffd27d';
  const defs = linear(id, [
    [0, top],
    [0.55, middle],
    [1, bottom],
  ]);
  const body = [
    rect(0, 0, width, height, `url(#${id})`),
    circle(sunX, sunY, width * 0.2, 'url(#warm-glow)', { opacity: time === 'day' ? 0.45 : 0.8 }),
    circle(sunX, sunY, width * 0.035, sunColor),
  ].join('');
  return { defs, body };
}

/** A rolling ridge line from left to right, closed down to the bottom edge. */
export function ridge(
  rng: Rng,
  baseY: number,
  amplitude: number,
  width: number,
  height: number,
  fill: string,
  peaks = 5,
) {
  const step = width / peaks;
  let d = `M0 ${height} L0 ${baseY}`;
  for (let i = 0; i < peaks; i++) {
    const x = step * (i + 0.5);
    const y = baseY - rng.range(amplitude * 0.3, amplitude);
    d += ` Q${x} ${y} ${step * (i + 1)} ${baseY - rng.range(0, amplitude * 0.3)}`;
  }
  return path(`${d} L${width} ${height} Z`, fill);
}

/** Layered mountains fading into the distance (atmospheric perspective). */
export function mountains(
  rng: Rng,
  hue: number,
  baseY: number,
  width: number,
  height: number,
  layers = 3,
): string {
  return Array.from({ length: layers }, (_, i) => {
    const depth = (layers - i) / layers;
    const fill = hsl(hue, 25 + 15 * (1 - depth), 72 - 40 * (1 - depth));
    return ridge(rng, baseY + i * 35, 160 * depth + 40, width, height, fill, rng.int(3, 6));
  }).join('');
}

/** A row of building silhouettes; optionally with a lit-window pattern laid over them. */
export function skyline(
  rng: Rng,
  options: {
    x0: number;
    x1: number;
    baseY: number;
    minH: number;
    maxH: number;
    fill: string;
    windows?: string;
  },
): string {
  const parts: string[] = [];
  for (let x = options.x0; x < options.x1;) {
    const w = rng.range(40, 110);
    const h = rng.range(options.minH, options.maxH);
    parts.push(rect(x, options.baseY - h, w + 1, h + 2, options.fill));
    if (options.windows)
      parts.push(rect(x + 8, options.baseY - h + 14, w - 16, h - 20, options.windows));
    if (rng.chance(0.2))
      parts.push(rect(x + w / 2 - 2, options.baseY - h - 30, 4, 32, options.fill));
    x += w + rng.range(-6, 8);
  }
  return parts.join('');
}

/** A lit-window pattern for night and dusk skylines. */
export function windowPattern(id: string, color = '#ffd98a'): string {
  return `<pattern id="${id}" width="18" height="22" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="8" height="10" fill="${color}" fill-opacity="0.75"/></pattern>`;
}

/** A potted plant with a rounded cluster of leaves. */
export function plant(
  rng: Rng,
  x: number,
  floorY: number,
  scale: number,
  potColor: string,
): string {
  const potH = 70 * scale;
  const potW = 60 * scale;
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 6) * Math.PI - Math.PI;
    const lx = x + Math.cos(angle) * 45 * scale;
    const ly = floorY - potH - 40 * scale + Math.sin(angle) * 55 * scale;
    return ellipse(
      lx,
      ly,
      30 * scale,
      18 * scale,
      hsl(rng.range(105, 140), 45, rng.range(30, 45)),
      {
        transform: `rotate(${Math.round((angle * 180) / Math.PI)} ${Math.round(lx)} ${Math.round(ly)})`,
      },
    );
  });
  return [
    shadow(x, floorY, potW * 0.9, 10 * scale),
    ...leaves,
    ellipse(x, floorY - potH - 50 * scale, 34 * scale, 40 * scale, hsl(125, 40, 38)),
    polygon(
      [
        [x - potW / 2, floorY - potH],
        [x + potW / 2, floorY - potH],
        [x + potW * 0.38, floorY],
        [x - potW * 0.38, floorY],
      ],
      potColor,
    ),
  ].join('');
}

/** A simple standing person: legs, body, arms, head and hair. */
export function person(
  x: number,
  footY: number,
  scale: number,
  colors: { top: string; legs: string; skin: string; hair: string },
) {
  const s = scale;
  return group(
    [
      shadow(x, footY, 34 * s, 7 * s, 0.3),
      rect(x - 16 * s, footY - 95 * s, 13 * s, 95 * s, colors.legs, { rx: 6 * s }),
      rect(x + 3 * s, footY - 95 * s, 13 * s, 95 * s, colors.legs, { rx: 6 * s }),
      rect(x - 24 * s, footY - 190 * s, 48 * s, 105 * s, colors.top, { rx: 20 * s }),
      rect(x - 34 * s, footY - 180 * s, 12 * s, 80 * s, colors.top, { rx: 6 * s }),
      rect(x + 22 * s, footY - 180 * s, 12 * s, 80 * s, colors.top, { rx: 6 * s }),
      circle(x, footY - 218 * s, 24 * s, colors.skin),
      path(
        `M${x - 25 * s} ${footY - 218 * s} Q${x} ${footY - 262 * s} ${x + 25 * s} ${footY - 218 * s} Q${x} ${footY - 232 * s} ${x - 25 * s} ${footY - 218 * s} Z`,
        colors.hair,
      ),
    ].join(''),
  );
}

const SKIN = ['#f1c7a5', '#e0a77f', '#c68660', '#9a6444', '#6f452d', '#f4d3b8'];
const HAIR = ['#2b1d16', '#4a2f1f', '#7a4b2a', '#c99b5f', '#1c1c1c', '#8c3b2b'];

/** Clothes, skin and hair for a person, varied by the picture's random source. */
export function personColors(rng: Rng) {
  return {
    top: hsl(rng.range(0, 360), rng.range(35, 65), rng.range(40, 60)),
    legs: hsl(rng.range(200, 240), rng.range(15, 35), rng.range(20, 35)),
    skin: rng.pick(SKIN),
    hair: rng.pick(HAIR),
  };
}

/** A wall with a floor in perspective and planks converging to a vanishing point. */
export function room(
  rng: Rng,
  options: { hue: number; floorY: number; width: number; height: number; wood?: number },
): Scene {
  const { hue, floorY, width, height } = options;
  const wood = options.wood ?? rng.range(22, 34);
  const defs = [
    linear('wall', [
      [0, hsl(hue, 28, 88)],
      [1, hsl(hue, 22, 78)],
    ]),
    linear('floor', [
      [0, hsl(wood, 38, 52)],
      [1, hsl(wood, 42, 34)],
    ]),
  ].join('');
  const vanishX = width / 2 + rng.range(-120, 120);
  const planks = Array.from({ length: 13 }, (_, i) => {
    const bottomX = -600 + (i * (width + 1200)) / 12;
    const topX = vanishX + (bottomX - vanishX) * 0.35;
    return line(topX, floorY, bottomX, height, hsl(wood, 35, 30), 2, { opacity: 0.35 });
  });
  const body = [
    rect(0, 0, width, floorY, 'url(#wall)'),
    rect(0, floorY, width, height - floorY, 'url(#floor)'),
    ...planks,
    rect(0, floorY - 14, width, 14, hsl(hue, 15, 95)),
  ].join('');
  return { defs, body };
}

/** A window showing sky (and a distant skyline), with a soft beam of light across the floor. */
export function windowWithLight(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  floorY: number,
  skyHue = 205,
): string {
  const beam = polygon(
    [
      [x, y + h],
      [x + w, y + h],
      [x + w * 1.6, floorY + 260],
      [x - w * 0.2, floorY + 260],
    ],
    '#fff8e6',
    { opacity: 0.18 },
  );
  const city = skyline(rng, {
    x0: x,
    x1: x + w,
    baseY: y + h,
    minH: h * 0.15,
    maxH: h * 0.55,
    fill: hsl(skyHue, 25, 72),
  });
  return [
    rect(x - 10, y - 10, w + 20, h + 20, '#f7f4ef'),
    rect(x, y, w, h, `url(#window-sky)`),
    city,
    line(x + w / 2, y, x + w / 2, y + h, '#f7f4ef', 8),
    line(x, y + h / 2, x + w, y + h / 2, '#f7f4ef', 8),
    beam,
  ].join('');
}

export const WINDOW_SKY = linear('window-sky', [
  [0, '#8ec5ef'],
  [1, '#e3f2fb'],
]);

/** A pendant lamp hanging from the ceiling, with its pool of warm light. */
export function pendant(x: number, y: number, color: string): string {
  return [
    line(x, 0, x, y - 30, '#3a3a44', 3),
    circle(x, y + 10, 130, 'url(#warm-glow)', { opacity: 0.55 }),
    path(`M${x - 45} ${y} Q${x} ${y - 60} ${x + 45} ${y} Z`, color),
    ellipse(x, y, 45, 8, '#fff3c4'),
  ].join('');
}
