import { wheel } from './scenes-vehicles.ts';
import {
  mountains,
  plant,
  skyline,
  sky,
  windowPattern,
  type Scene,
  type TimeOfDay,
} from './parts.ts';
import {
  circle,
  ellipse,
  hsl,
  line,
  linear,
  path,
  polygon,
  rect,
  shadow,
  type Rng,
} from './svg.ts';

const W = 1200;
const H = 900;

function lounger(x: number, y: number, cushion: string): string {
  return [
    shadow(x, y + 10, 190, 18),
    rect(x - 160, y - 50, 300, 40, '#f4efe6', { rx: 10 }),
    rect(x - 150, y - 60, 280, 22, cushion, { rx: 10 }),
    polygon(
      [
        [x + 120, y - 50],
        [x + 170, y - 140],
        [x + 195, y - 130],
        [x + 150, y - 45],
      ],
      cushion,
    ),
    rect(x - 150, y - 12, 10, 22, '#3a3f4a'),
    rect(x + 120, y - 12, 10, 22, '#3a3f4a'),
  ].join('');
}

/** A rooftop terrace over the skyline: deck, glass railing, loungers, planters and lights. */
export function rooftopScene(rng: Rng): Scene {
  const time: TimeOfDay = rng.pick(['dusk', 'golden', 'day']);
  const backdrop = sky(rng, 'roof-sky', time, W, H);
  const lit = time !== 'day';
  const defs = [
    backdrop.defs,
    windowPattern('roof-windows'),
    linear('deck', [
      [0, hsl(28, 35, 50)],
      [1, hsl(25, 40, 32)],
    ]),
  ].join('');
  const cityFill = time === 'day' ? hsl(215, 20, 62) : hsl(255, 25, 26);
  const cushion = hsl(rng.pick([10, 35, 190, 340, 160]), 45, 62);
  const planks = Array.from({ length: 10 }, (_, i) =>
    line(0, 600 + i * 32, W, 600 + i * 32, hsl(25, 30, 28), 2, { opacity: 0.4 }),
  );
  const body = [
    backdrop.body,
    skyline(rng, {
      x0: 0,
      x1: W,
      baseY: 520,
      minH: 80,
      maxH: 300,
      fill: cityFill,
      windows: lit ? 'url(#roof-windows)' : undefined,
    }),
    rect(0, 520, W, 80, hsl(220, 10, lit ? 30 : 70)),
    rect(0, 580, W, H - 580, 'url(#deck)'),
    ...planks,
    rect(0, 470, W, 130, '#cfe8f5', { opacity: 0.18 }),
    rect(0, 464, W, 10, '#3a3f4a'),
    lounger(330, 740, cushion),
    lounger(900, 750, cushion),
    shadow(600, 735, 90, 12),
    ellipse(600, 700, 70, 14, '#f4efe6'),
    rect(594, 700, 12, 35, '#3a3f4a'),
    line(600, 430, 600, 700, '#3a3f4a', 6),
    path('M420 450 Q600 330 780 450 Z', hsl(rng.pick([10, 35, 190, 340]), 55, 55)),
    plant(rng, 80, 640, 1.4, hsl(20, 20, 80)),
    plant(rng, 1120, 640, 1.4, hsl(20, 20, 80)),
  ].join('');
  return { defs, body };
}

/** Kayaks on a calm mountain lake with pines on the shore. */
export function kayakScene(rng: Rng): Scene {
  const backdrop = sky(rng, 'lake-sky', rng.pick(['day', 'golden'] as const), W, H);
  const defs =
    backdrop.defs +
    linear('lake', [
      [0, hsl(190, 45, 55)],
      [1, hsl(200, 55, 30)],
    ]);
  const pines = Array.from({ length: 14 }, () => {
    const px = rng.range(0, W);
    const h = rng.range(60, 130);
    return polygon(
      [
        [px, 540 - h],
        [px + h * 0.3, 545],
        [px - h * 0.3, 545],
      ],
      hsl(150, 35, 22),
    );
  });
  const kayak = (x: number, y: number, scale: number, color: string) =>
    [
      ellipse(x, y + 14 * scale, 250 * scale, 16 * scale, '#0d2a3a', { opacity: 0.3 }),
      path(
        `M${x - 260 * scale} ${y} Q${x} ${y - 50 * scale} ${x + 260 * scale} ${y} Q${x} ${y + 36 * scale} ${x - 260 * scale} ${y} Z`,
        color,
      ),
      ellipse(x, y - 8 * scale, 60 * scale, 12 * scale, '#1e2a33'),
      line(x - 190 * scale, y + 40 * scale, x + 170 * scale, y - 90 * scale, '#2a2a2a', 6 * scale),
      ellipse(x + 180 * scale, y - 96 * scale, 16 * scale, 34 * scale, '#f2c14e', {
        transform: `rotate(35 ${x + 180 * scale} ${y - 96 * scale})`,
      }),
    ].join('');
  const body = [
    backdrop.body,
    mountains(rng, 210, 500, W, H),
    ...pines,
    rect(0, 545, W, H - 545, 'url(#lake)'),
    kayak(rng.range(380, 520), 690, 1, hsl(rng.pick([5, 25, 45, 165]), 70, 52)),
    kayak(rng.range(700, 850), 800, 1.25, hsl(rng.pick([195, 210, 340, 90]), 65, 50)),
  ].join('');
  return { defs, body };
}

function tree(rng: Rng, x: number, baseY: number): string[] {
  return [
    rect(x - 16, baseY - 300, 32, 300, hsl(25, 30, 30)),
    circle(x, baseY - 330, 130, hsl(110, 35, 34)),
    circle(x - 80, baseY - 280, 90, hsl(115, 38, 38)),
    circle(x + 80, baseY - 290, 95, hsl(rng.range(100, 125), 36, 40)),
  ];
}

/** A striped lawn with a mower, hedges, flowers and a tree. */
export function gardenScene(rng: Rng): Scene {
  const backdrop = sky(rng, 'garden-sky', 'day', W, H);
  const stripes = Array.from({ length: 8 }, (_, i) =>
    polygon(
      [
        [i * 150 - 200, 560],
        [i * 150 - 125, 560],
        [i * 240 - 420, H],
        [i * 240 - 300, H],
      ],
      hsl(100, 45, i % 2 ? 44 : 50),
    ),
  );
  const flowers = Array.from({ length: 26 }, () =>
    circle(
      rng.range(0, W),
      rng.range(540, 580),
      rng.range(6, 11),
      hsl(rng.pick([0, 40, 55, 300, 330]), 75, 65),
    ),
  );
  const x = rng.range(460, 640);
  const body = [
    backdrop.body,
    rect(0, 560, W, H - 560, hsl(100, 45, 47)),
    ...stripes,
    ...Array.from({ length: 7 }, (_, i) =>
      ellipse(i * 190 + 40, 540, 120, 60, hsl(120, 35, rng.range(28, 36))),
    ),
    ...flowers,
    ...tree(rng, rng.range(90, 200), 560),
    shadow(x + 100, 800, 190, 20, 0.45),
    rect(x, 680, 230, 100, hsl(rng.pick([0, 120, 45, 205]), 65, 45), { rx: 30 }),
    rect(x + 40, 650, 120, 40, '#2b2d33', { rx: 12 }),
    line(x + 10, 690, x - 120, 470, '#2b2d33', 10),
    line(x - 140, 470, x - 100, 470, '#2b2d33', 14),
    wheel(x + 30, 780, 30),
    wheel(x + 200, 780, 30),
  ].join('');
  return { defs: backdrop.defs, body };
}
