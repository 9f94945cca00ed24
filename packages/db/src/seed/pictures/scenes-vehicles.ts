import { mountains, ridge, sky, type Scene, type TimeOfDay } from './parts.ts';
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

/** A tyre with its rim and hub. */
export function wheel(x: number, y: number, radius: number, hub = '#c9ced6'): string {
  return (
    circle(x, y, radius, '#1f2024') +
    circle(x, y, radius * 0.55, '#3a3c44') +
    circle(x, y, radius * 0.3, hub)
  );
}

function landscape(
  rng: Rng,
  id: string,
  time: TimeOfDay,
  roadY: number,
): { defs: string; body: string } {
  const backdrop = sky(rng, id, time, W, H);
  return {
    defs:
      backdrop.defs +
      linear(`${id}-road`, [
        [0, '#6b6e76'],
        [1, '#3e4047'],
      ]),
    body: [
      backdrop.body,
      mountains(rng, rng.range(190, 260), roadY - 110, W, H),
      ridge(rng, roadY - 20, 60, W, H, hsl(rng.range(80, 120), 35, 45), 4),
      rect(0, roadY, W, H - roadY, `url(#${id}-road)`),
      ...Array.from({ length: 6 }, (_, i) =>
        rect(i * 220 + 30, roadY + 110, 120, 10, '#f1e9c9', { opacity: 0.8 }),
      ),
    ].join(''),
  };
}

/** A camper van (or, with car, a convertible) parked on a road through the hills. */
export function vanScene(rng: Rng): Scene {
  const land = landscape(rng, 'van', rng.pick(['day', 'golden'] as const), 640);
  const paint = hsl(rng.pick([0, 15, 40, 170, 195, 210, 140]), 55, 55);
  const x = rng.range(230, 330);
  const body = [
    land.body,
    shadow(x + 340, 800, 380, 26, 0.45),
    rect(x, 470, 680, 300, paint, { rx: 60 }),
    rect(x, 470, 680, 130, '#f7f4ec', { rx: 60 }),
    rect(x, 560, 680, 40, '#f7f4ec'),
    rect(x + 40, 500, 150, 90, '#9fc6e3', { rx: 18 }),
    rect(x + 220, 500, 150, 90, '#9fc6e3', { rx: 18 }),
    rect(x + 400, 500, 150, 90, '#9fc6e3', { rx: 18 }),
    polygon(
      [
        [x + 580, 500],
        [x + 655, 500],
        [x + 670, 590],
        [x + 580, 590],
      ],
      '#9fc6e3',
    ),
    line(x + 20, 640, x + 660, 640, '#ffffff', 4, { opacity: 0.5 }),
    circle(x + 665, 690, 16, '#fff4c4'),
    wheel(x + 150, 770, 64),
    wheel(x + 540, 770, 64),
  ].join('');
  return { defs: land.defs, body };
}

/** A convertible on a coastal road. */
export function carScene(rng: Rng): Scene {
  const land = landscape(rng, 'car', rng.pick(['day', 'golden', 'dusk'] as const), 660);
  const paint = hsl(rng.pick([0, 10, 45, 200, 215, 160]), 60, 48);
  const x = rng.range(220, 320);
  const body = [
    land.body,
    shadow(x + 360, 800, 400, 22, 0.45),
    path(
      `M${x} 720 L${x + 20} 640 Q${x + 120} 610 ${x + 250} 612 L${x + 420} 612 Q${x + 560} 612 ${x + 690} 650 L${x + 720} 720 Z`,
      paint,
    ),
    polygon(
      [
        [x + 330, 612],
        [x + 385, 540],
        [x + 400, 542],
        [x + 360, 614],
      ],
      '#bfe0f2',
      { opacity: 0.85 },
    ),
    rect(x + 250, 580, 70, 36, '#3a2a22', { rx: 14 }),
    line(x + 40, 665, x + 680, 665, '#ffffff', 4, { opacity: 0.35 }),
    circle(x + 700, 680, 12, '#fff4c4'),
    wheel(x + 150, 730, 58),
    wheel(x + 570, 730, 58),
  ].join('');
  return { defs: land.defs, body };
}

/** An ATV on a dusty trail with hills behind. */
export function atvScene(rng: Rng): Scene {
  const backdrop = sky(rng, 'atv-sky', rng.pick(['day', 'golden'] as const), W, H);
  const paint = hsl(rng.pick([0, 25, 45, 110, 210]), 65, 48);
  const x = rng.range(300, 420);
  const defs =
    backdrop.defs +
    linear('dirt', [
      [0, hsl(30, 45, 62)],
      [1, hsl(24, 45, 42)],
    ]);
  const dust = Array.from({ length: 8 }, (_, i) =>
    circle(x - 60 - i * 40, 760 - rng.range(0, 60), rng.range(25, 55), hsl(32, 40, 80), {
      opacity: 0.35,
    }),
  );
  const body = [
    backdrop.body,
    mountains(rng, 25, 520, W, H),
    rect(0, 600, W, H - 600, 'url(#dirt)'),
    ...dust,
    shadow(x + 250, 830, 320, 24, 0.5),
    wheel(x + 90, 760, 82, '#6d6f76'),
    wheel(x + 420, 760, 82, '#6d6f76'),
    path(
      `M${x} 690 Q${x + 90} 600 ${x + 190} 660 L${x + 330} 660 Q${x + 420} 600 ${x + 510} 690 L${x + 500} 720 L${x + 10} 720 Z`,
      paint,
    ),
    rect(x + 170, 610, 170, 50, '#1f1f24', { rx: 20 }),
    line(x + 370, 640, x + 400, 560, '#2b2b30', 10),
    line(x + 360, 560, x + 440, 560, '#2b2b30', 10),
    rect(x + 20, 640, 120, 14, '#2b2b30', { rx: 6 }),
  ].join('');
  return { defs, body };
}

function hull(x: number, stripe: string, sails: boolean): string {
  const rig = sails
    ? [
        line(x + 150, 250, x + 150, 690, '#3a3a3a', 6),
        polygon(
          [
            [x + 158, 260],
            [x + 158, 670],
            [x + 360, 670],
          ],
          '#ffffff',
        ),
        polygon(
          [
            [x + 142, 300],
            [x + 142, 670],
            [x - 20, 670],
          ],
          '#f1ede3',
        ),
      ]
    : [rect(x + 60, 630, 200, 60, '#eef1f4', { rx: 14 })];
  return [
    ellipse(x + 150, 760, 260, 22, '#0b1a30', { opacity: 0.35 }),
    path(
      `M${x - 80} 690 L${x + 380} 690 Q${x + 350} 760 ${x + 280} 760 L${x} 760 Q${x - 50} 740 ${x - 80} 690 Z`,
      '#f8f6f0',
    ),
    rect(x - 60, 700, 420, 12, stripe),
    ...rig,
  ].join('');
}

/** A sailing boat (or motor launch) on open water with gentle waves. */
export function boatScene(rng: Rng): Scene {
  const time: TimeOfDay = rng.pick(['day', 'golden', 'dusk']);
  const backdrop = sky(rng, 'boat-sky', time, W, H);
  const hue = time === 'dusk' ? 250 : 200;
  const defs =
    backdrop.defs +
    linear('sea', [
      [0, hsl(hue, 50, 48)],
      [1, hsl(hue, 55, 28)],
    ]);
  const x = rng.range(360, 620);
  const waves = Array.from({ length: 14 }, () => {
    const d = `M${rng.range(0, W)} ${rng.range(560, 880)} q30 -12 60 0 q30 12 60 0`;
    return path(d, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.3 });
  });
  const sails = rng.chance(0.75);
  const body = [
    backdrop.body,
    ridge(rng, 560, 70, W, H, hsl(hue, 20, 58), 4),
    rect(0, 560, W, H - 560, 'url(#sea)'),
    ...waves,
    hull(x, hsl(rng.range(0, 360), 55, 45), sails),
  ].join('');
  return { defs, body };
}
