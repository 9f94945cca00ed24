import { person, personColors, ridge, skyline, sky, type Scene } from './parts.ts';
import {
  circle,
  ellipse,
  group,
  hsl,
  line,
  linear,
  path,
  quadraticPoints,
  rect,
  shadow,
  type Rng,
} from './svg.ts';

const W = 1200;
const H = 900;

function stringLights(rng: Rng, y: number, sag: number): string {
  const from: [number, number] = [40, y + rng.range(-20, 20)];
  const to: [number, number] = [1160, y + rng.range(-20, 20)];
  const control: [number, number] = [rng.range(450, 750), y + sag];
  const bulbs = quadraticPoints(from, control, to, 16).map(
    ([x, by]) =>
      circle(x, by + 8, 34, 'url(#warm-glow)', { opacity: 0.7 }) + circle(x, by + 8, 7, '#fff2c2'),
  );
  return (
    path(`M${from[0]} ${from[1]} Q${control[0]} ${control[1]} ${to[0]} ${to[1]}`, 'none', {
      stroke: '#2a2230',
      'stroke-width': 2,
    }) + bulbs.join('')
  );
}

function dinnerTable(rng: Rng, x: number, y: number, scale: number): string {
  const cloth = rng.pick(['#fbf7ef', '#f3ead9', '#eef3f6']);
  return [
    shadow(x, y + 80 * scale, 120 * scale, 16 * scale, 0.4),
    path(
      `M${x - 105 * scale} ${y} L${x + 105 * scale} ${y} L${x + 115 * scale} ${y + 80 * scale} L${x - 115 * scale} ${y + 80 * scale} Z`,
      cloth,
    ),
    ellipse(x, y, 105 * scale, 26 * scale, cloth),
    circle(x, y - 10 * scale, 40 * scale, 'url(#warm-glow)', { opacity: 0.8 }),
    rect(x - 4 * scale, y - 24 * scale, 8 * scale, 18 * scale, '#fff8e1'),
    circle(x - 50 * scale, y - 2 * scale, 9 * scale, hsl(rng.range(330, 380), 60, 60)),
    circle(x + 45 * scale, y + 3 * scale, 9 * scale, hsl(rng.range(20, 50), 70, 60)),
  ].join('');
}

/** An event courtyard at dusk: string lights, trees, dressed round tables with candles. */
export function venueScene(rng: Rng): Scene {
  const time = rng.chance(0.7) ? 'dusk' : 'golden';
  const backdrop = sky(rng, 'venue-sky', time, W, H);
  const defs = [
    backdrop.defs,
    linear('terrace', [
      [0, hsl(30, 20, 42)],
      [1, hsl(25, 25, 24)],
    ]),
  ].join('');
  const tables = [
    dinnerTable(rng, 280, 640, 0.8),
    dinnerTable(rng, 900, 630, 0.8),
    dinnerTable(rng, 600, 720, 1.1),
    dinnerTable(rng, 180, 820, 1.3),
    dinnerTable(rng, 1040, 810, 1.3),
  ];
  const body = [
    backdrop.body,
    ridge(rng, 520, 160, W, H, hsl(150, 25, 18), 7),
    skyline(rng, { x0: 0, x1: W, baseY: 560, minH: 60, maxH: 150, fill: hsl(260, 20, 22) }),
    rect(0, 560, W, H - 560, 'url(#terrace)'),
    line(40, 140, 40, 600, '#2a2230', 8),
    line(1160, 140, 1160, 600, '#2a2230', 8),
    stringLights(rng, 160, 160),
    stringLights(rng, 220, 220),
    stringLights(rng, 120, 110),
    ...tables,
  ].join('');
  return { defs, body };
}

function toque(x: number, topY: number, scale: number): string {
  return [
    rect(x - 26 * scale, topY + 20 * scale, 52 * scale, 34 * scale, '#ffffff'),
    circle(x - 22 * scale, topY + 14 * scale, 22 * scale, '#ffffff'),
    circle(x + 22 * scale, topY + 14 * scale, 22 * scale, '#ffffff'),
    circle(x, topY, 28 * scale, '#ffffff'),
  ].join('');
}

function plate(rng: Rng, x: number, y: number): string {
  const food = Array.from({ length: 4 }, () =>
    circle(
      x + rng.range(-28, 28),
      y + rng.range(-8, 6),
      rng.range(8, 16),
      hsl(rng.pick([5, 30, 95, 120, 45]), 60, 48),
    ),
  );
  return [
    shadow(x, y + 14, 70, 10, 0.3),
    ellipse(x, y, 66, 20, '#ffffff'),
    ellipse(x, y, 44, 12, '#f2f2f2'),
    ...food,
  ].join('');
}

/** A private chef plating dinner at a kitchen counter. */
export function chefScene(rng: Rng): Scene {
  const hue = rng.pick([25, 190, 150, 210]);
  const counterY = 640;
  const defs = [
    `<pattern id="chef-tiles" width="46" height="46" patternUnits="userSpaceOnUse"><rect width="46" height="46" fill="${hsl(hue, 25, 84)}"/><path d="M0 0H46M0 0V46" stroke="${hsl(hue, 12, 72)}" stroke-width="3"/></pattern>`,
    linear('counter', [
      [0, hsl(30, 30, 60)],
      [1, hsl(28, 30, 42)],
    ]),
  ].join('');
  const chefX = rng.range(330, 470);
  const colors = { ...personColors(rng), top: '#fbfbf8', legs: '#2f3440' };
  const body = [
    rect(0, 0, W, counterY, 'url(#chef-tiles)'),
    circle(chefX + 200, 200, 360, 'url(#warm-glow)', { opacity: 0.45 }),
    rect(60, 150, 260, 10, hsl(28, 40, 40)),
    ...Array.from({ length: 5 }, (_, i) =>
      circle(95 + i * 52, 130, 20, hsl(rng.range(0, 360), 30, 70)),
    ),
    person(chefX, counterY + 120, 2.4, colors),
    rect(chefX - 52, counterY - 260, 104, 230, hsl(hue, 30, 35), { rx: 10 }),
    toque(chefX, counterY + 120 - 2.4 * 262, 1.5),
    rect(0, counterY, W, 40, 'url(#counter)'),
    rect(0, counterY + 40, W, H - counterY, hsl(hue, 18, 28)),
    plate(rng, 700, counterY + 10),
    plate(rng, 880, counterY + 14),
    plate(rng, 1060, counterY + 8),
    rect(590, counterY - 90, 26, 100, hsl(rng.range(90, 140), 45, 30), { rx: 8 }),
  ].join('');
  return { defs, body };
}

/** A photographer at golden hour in a park, with soft bokeh in the air. */
export function photographerScene(rng: Rng): Scene {
  const backdrop = sky(rng, 'photo-sky', 'golden', W, H);
  const defs = [
    backdrop.defs,
    linear('meadow', [
      [0, hsl(75, 40, 55)],
      [1, hsl(95, 40, 32)],
    ]),
  ].join('');
  const bokeh = Array.from({ length: 18 }, () =>
    circle(rng.range(0, W), rng.range(80, 600), rng.range(12, 46), '#fff6d8', {
      opacity: rng.range(0.12, 0.35),
    }),
  );
  const x = rng.range(380, 820);
  const colors = personColors(rng);
  const body = [
    backdrop.body,
    ridge(rng, 560, 120, W, H, hsl(95, 25, 45), 5),
    rect(0, 600, W, H - 600, 'url(#meadow)'),
    ...treeRow(rng, 560),
    ...bokeh,
    person(x, 860, 2.4, colors),
    rect(x - 70, 860 - 2.4 * 170, 80, 56, '#1d1d24', { rx: 10 }),
    circle(x - 70, 860 - 2.4 * 170 + 28, 22, '#3c4e72'),
  ].join('');
  return { defs, body };
}

function treeRow(rng: Rng, baseY: number): string[] {
  return Array.from({ length: 6 }, () => {
    const x = rng.range(0, W);
    const h = rng.range(120, 220);
    return (
      rect(x - 6, baseY - h * 0.4, 12, h * 0.5, hsl(25, 30, 28)) +
      circle(x, baseY - h * 0.55, h * 0.35, hsl(rng.range(90, 130), 35, 32))
    );
  });
}

/** A guided walk: a guide with a flag leading a small group down a colourful street. */
export function tourScene(rng: Rng): Scene {
  const backdrop = sky(rng, 'tour-sky', rng.pick(['day', 'golden'] as const), W, H);
  const defs = [
    backdrop.defs,
    linear('street', [
      [0, hsl(30, 15, 70)],
      [1, hsl(30, 15, 50)],
    ]),
  ].join('');
  const facades: string[] = [];
  for (let x = -20; x < W; x += 150) {
    const h = rng.range(300, 460);
    const color = hsl(rng.pick([10, 35, 50, 180, 200, 340]), rng.range(35, 60), rng.range(62, 78));
    facades.push(rect(x, 600 - h, 152, h, color));
    for (let row = 0; row < 3; row++)
      facades.push(
        rect(x + 30, 600 - h + 40 + row * 90, 36, 54, '#3b4a5e', { opacity: 0.7 }),
        rect(x + 86, 600 - h + 40 + row * 90, 36, 54, '#3b4a5e', { opacity: 0.7 }),
      );
  }
  const guideX = rng.range(250, 450);
  const group_ = Array.from({ length: 6 }, (_, i) =>
    person(
      guideX + 170 + i * 95 + rng.range(-20, 20),
      820 + rng.range(-30, 30),
      1.15 + rng.range(-0.1, 0.1),
      personColors(rng),
    ),
  );
  const body = [
    backdrop.body,
    ...facades,
    rect(0, 600, W, H - 600, 'url(#street)'),
    line(guideX + 40, 520, guideX + 40, 820, '#3a3a3a', 5),
    path(`M${guideX + 40} 520 l70 22 l-70 22 Z`, hsl(rng.range(0, 360), 70, 55)),
    person(guideX, 840, 1.3, personColors(rng)),
    group(group_.join('')),
  ].join('');
  return { defs, body };
}
