import { plant, type Scene } from './parts.ts';
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

function tabletop(rng: Rng, hue: number): Scene {
  const defs = [
    linear('backdrop', [
      [0, hsl(hue, 35, 80)],
      [1, hsl(hue, 30, 64)],
    ]),
    linear('tabletop', [
      [0, hsl(30, 40, 60)],
      [1, hsl(26, 42, 40)],
    ]),
  ].join('');
  const bokeh = Array.from({ length: 14 }, () =>
    circle(rng.range(0, W), rng.range(40, 480), rng.range(20, 70), '#ffffff', {
      opacity: rng.range(0.1, 0.3),
    }),
  );
  const body = [
    rect(0, 0, W, 560, 'url(#backdrop)'),
    ...bokeh,
    rect(0, 560, W, H - 560, 'url(#tabletop)'),
  ].join('');
  return { defs, body };
}

function lens(x: number, y: number, radius: number): string {
  return [
    circle(x, y, radius, '#17181d'),
    circle(x, y, radius * 0.82, '#2b2e38'),
    circle(x, y, radius * 0.6, 'url(#glass)'),
    circle(x - radius * 0.2, y - radius * 0.22, radius * 0.14, '#ffffff', { opacity: 0.7 }),
  ].join('');
}

/** A mirrorless camera with spare lenses on a wooden table. */
export function cameraScene(rng: Rng): Scene {
  const base = tabletop(rng, rng.pick([20, 200, 260, 330, 170]));
  const defs =
    base.defs +
    `<radialGradient id="glass" cx="0.4" cy="0.35"><stop offset="0" stop-color="#7da2d6"/><stop offset="0.6" stop-color="#283c66"/><stop offset="1" stop-color="#10131c"/></radialGradient>`;
  const x = rng.range(300, 380);
  const y = 520;
  const body = [
    base.body,
    shadow(x + 200, y + 260, 300, 30, 0.5),
    rect(x, y, 400, 240, '#23252c', { rx: 34 }),
    rect(x + 40, y - 40, 130, 60, '#23252c', { rx: 14 }),
    rect(x + 300, y - 18, 60, 22, '#3b3e47', { rx: 8 }),
    rect(x, y + 60, 400, 120, '#33363f'),
    lens(x + 200, y + 120, 110),
    circle(x + 350, y + 40, 12, '#e35d4f'),
    shadow(x + 580, y + 250, 90, 16),
    rect(x + 520, y + 90, 120, 150, '#1c1d22', { rx: 16 }),
    lens(x + 580, y + 90, 60),
    rect(x - 230, y + 200, 110, 70, hsl(rng.range(0, 360), 40, 55), { rx: 8 }),
    plant(rng, 1110, y + 160, 1.1, hsl(20, 15, 88)),
  ].join('');
  return { defs, body };
}

function drill(x: number, y: number, color: string): string {
  return [
    shadow(x + 120, y + 210, 170, 18, 0.45),
    rect(x, y, 230, 90, color, { rx: 38 }),
    rect(x + 230, y + 30, 50, 30, '#3a3c44', { rx: 6 }),
    line(x + 280, y + 45, x + 350, y + 45, '#9aa0a8', 8),
    polygon(
      [
        [x + 70, y + 80],
        [x + 140, y + 80],
        [x + 120, y + 190],
        [x + 60, y + 190],
      ],
      color,
    ),
    rect(x + 40, y + 180, 130, 50, '#2b2d33', { rx: 10 }),
  ].join('');
}

/** A workshop bench under a pegboard: a cordless drill, a toolbox and hanging tools. */
export function toolsScene(rng: Rng): Scene {
  const brand = hsl(rng.pick([48, 12, 195, 0, 140]), 80, 52);
  const defs = [
    `<pattern id="peg" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${hsl(32, 35, 70)}"/><circle cx="20" cy="20" r="4" fill="${hsl(30, 30, 52)}"/></pattern>`,
    linear('bench', [
      [0, hsl(30, 40, 55)],
      [1, hsl(27, 40, 36)],
    ]),
  ].join('');
  const hanging = [
    path('M150 140 l30 0 l0 170 l-30 0 Z', '#5b5f68'),
    rect(125, 120, 80, 30, '#5b5f68', { rx: 8 }),
    line(320, 120, 320, 320, '#7a4b2a', 14),
    rect(290, 110, 60, 34, '#4a4d55', { rx: 6 }),
    path('M470 120 l20 0 l10 200 l-40 0 Z', '#9aa0a8'),
    circle(480, 120, 26, 'none', { stroke: '#9aa0a8', 'stroke-width': 10 }),
    rect(880, 110, 200, 20, '#9aa0a8'),
    ...Array.from({ length: 5 }, (_, i) =>
      line(900 + i * 40, 130, 900 + i * 40, 220 + i * 10, '#6b7079', 8),
    ),
  ];
  const dust = Array.from({ length: 20 }, () =>
    circle(rng.range(100, 1100), rng.range(600, 860), rng.range(2, 5), '#f1dfbf', { opacity: 0.7 }),
  );
  const x = rng.range(160, 320);
  const body = [
    rect(0, 0, W, 560, 'url(#peg)'),
    circle(600, 260, 420, 'url(#warm-glow)', { opacity: 0.3 }),
    ...hanging,
    rect(0, 560, W, H - 560, 'url(#bench)'),
    rect(0, 560, W, 16, hsl(28, 40, 30)),
    ...dust,
    drill(x, 600, brand),
    shadow(880, 840, 200, 20, 0.45),
    rect(720, 640, 330, 190, hsl(rng.pick([0, 205, 15]), 65, 45), { rx: 12 }),
    rect(720, 700, 330, 12, '#000000', { opacity: 0.2 }),
    path('M820 640 Q885 570 950 640', 'none', { stroke: '#2b2d33', 'stroke-width': 16 }),
    ellipse(600, 820, 60, 10, '#8a8f98'),
  ].join('');
  return { defs, body };
}
