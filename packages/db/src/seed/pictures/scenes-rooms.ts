import { WINDOW_SKY, pendant, plant, room, windowWithLight, type Scene } from './parts.ts';
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

function softbox(x: number, y: number, facing: 1 | -1, floorY: number): string {
  const h = 200;
  const front = x + facing * 95;
  return [
    circle(x + facing * 80, y + h / 2, 300, 'url(#white-glow)', { opacity: 0.55 }),
    line(x, y + h - 20, x, floorY + 110, '#30303a', 6),
    line(x, floorY + 110, x - 45, floorY + 160, '#30303a', 5),
    line(x, floorY + 110, x + 45, floorY + 160, '#30303a', 5),
    polygon(
      [
        [x - facing * 30, y + 40],
        [x + facing * 10, y],
        [x + facing * 10, y + h],
        [x - facing * 30, y + h - 40],
      ],
      '#2a2a33',
    ),
    polygon(
      [
        [x + facing * 10, y],
        [front, y + 22],
        [front, y + h - 22],
        [x + facing * 10, y + h],
      ],
      'url(#softbox-face)',
    ),
  ].join('');
}

/** A photo studio: seamless paper backdrop, two glowing softboxes, a stool and a camera. */
export function studioScene(rng: Rng): Scene {
  const floorY = 620;
  const base = room(rng, {
    hue: rng.range(200, 250),
    floorY,
    width: W,
    height: H,
    wood: rng.range(20, 30),
  });
  const paperHue = rng.pick([12, 28, 45, 160, 195, 330, 265]);
  const px = rng.range(330, 400);
  const pw = rng.range(430, 520);
  const defs = [
    base.defs,
    linear('paper', [
      [0, hsl(paperHue, 50, 66)],
      [1, hsl(paperHue, 55, 78)],
    ]),
    linear(
      'softbox-face',
      [
        [0, '#ffffff'],
        [1, '#e9eef7'],
      ],
      true,
    ),
  ].join('');
  const cx = px + pw / 2;
  const body = [
    base.body,
    rect(px - 25, 100, pw + 50, 34, '#383842', { rx: 17 }),
    path(
      `M${px} 120 L${px + pw} 120 L${px + pw} ${floorY - 30} Q${px + pw + 5} ${floorY + 80} ${px + pw + 90} ${floorY + 190} L${px - 90} ${floorY + 190} Q${px - 5} ${floorY + 80} ${px} ${floorY - 30} Z`,
      'url(#paper)',
    ),
    softbox(px - 150, 250, 1, floorY),
    softbox(px + pw + 150, 230, -1, floorY),
    shadow(cx, floorY + 125, 80, 14),
    ellipse(cx, floorY + 30, 48, 12, hsl(30, 45, 40)),
    line(cx - 34, floorY + 34, cx - 44, floorY + 125, hsl(30, 40, 32), 7),
    line(cx + 34, floorY + 34, cx + 44, floorY + 125, hsl(30, 40, 32), 7),
    line(cx, floorY + 40, cx, floorY + 120, hsl(30, 40, 32), 7),
    tripodCamera(rng.pick([170, 1030]), floorY + 250),
  ].join('');
  return { defs, body };
}

function tripodCamera(x: number, footY: number): string {
  return [
    line(x, footY - 200, x - 60, footY, '#25252c', 6),
    line(x, footY - 200, x + 60, footY, '#25252c', 6),
    line(x, footY - 200, x, footY, '#25252c', 6),
    rect(x - 55, footY - 260, 110, 70, '#1f1f26', { rx: 10 }),
    circle(x, footY - 225, 26, '#3d4a66'),
    circle(x - 6, footY - 232, 8, '#9fb6e0', { opacity: 0.8 }),
  ].join('');
}

function chairBack(x: number, y: number, scale: number, color: string): string {
  return rect(x - 26 * scale, y - 70 * scale, 52 * scale, 90 * scale, color, { rx: 14 * scale });
}

/** A meeting room: big window with a skyline, long table with chairs, pendants and a screen. */
export function meetingScene(rng: Rng): Scene {
  const floorY = 600;
  const base = room(rng, { hue: rng.range(20, 60), floorY, width: W, height: H });
  const chair = hsl(rng.pick([200, 20, 150, 340, 45]), 40, 45);
  const windowLeft = rng.chance(0.5);
  const wx = windowLeft ? 90 : 640;
  const defs = [
    base.defs,
    WINDOW_SKY,
    linear('table', [
      [0, hsl(28, 40, 58)],
      [1, hsl(26, 45, 42)],
    ]),
  ].join('');
  const chairs: string[] = [];
  for (let i = 0; i < 4; i++) {
    const t = i / 3;
    const scale = 0.65 + 0.5 * t;
    const y = 640 + 160 * t;
    chairs.push(
      chairBack(440 - 190 * t - 40, y, scale, chair),
      chairBack(760 + 190 * t + 40, y, scale, chair),
    );
  }
  const body = [
    base.body,
    windowWithLight(rng, wx, 110, 460, 340, floorY),
    rect(windowLeft ? 700 : 140, 170, 320, 180, '#1e2430', { rx: 8 }),
    rect(windowLeft ? 712 : 152, 182, 296, 156, hsl(rng.range(180, 260), 35, 30), { rx: 4 }),
    shadow(600, 850, 420, 40),
    ...chairs.slice(0, 4),
    polygon(
      [
        [470, 630],
        [730, 630],
        [960, 820],
        [240, 820],
      ],
      'url(#table)',
    ),
    rect(240, 820, 720, 18, hsl(26, 40, 30)),
    rect(520, 700, 90, 56, '#dfe4ea', { rx: 4 }),
    rect(690, 740, 70, 10, '#2c3e50', { rx: 3 }),
    ...chairs.slice(4),
    pendant(480, 230, chair),
    pendant(720, 230, chair),
    plant(rng, windowLeft ? 1080 : 110, floorY + 60, 1.2, hsl(20, 30, 85)),
  ].join('');
  return { defs, body };
}

function kitchenDefs(hue: number): string {
  return [
    `<pattern id="tiles" width="60" height="30" patternUnits="userSpaceOnUse"><rect width="60" height="30" fill="${hsl(hue, 35, 86)}"/><path d="M0 0H60M0 0V30" stroke="${hsl(hue, 15, 74)}" stroke-width="3"/></pattern>`,
    linear('steel', [
      [0, '#eef1f4'],
      [1, '#aab3bd'],
    ]),
    linear('cabinet', [
      [0, hsl(hue, 25, 38)],
      [1, hsl(hue, 28, 28)],
    ]),
  ].join('');
}

/** Steel counter with a range, pans and cabinet doors below. */
function counter(hue: number, counterY: number): string[] {
  const doors = Array.from({ length: 6 }, (_, i) => [
    rect(i * 200 + 20, counterY + 70, 160, 250, hsl(hue, 26, 34), { rx: 6 }),
    rect(i * 200 + 85, counterY + 90, 30, 8, '#d7dde3', { rx: 4 }),
  ]).flat();
  return [
    rect(0, counterY, W, 40, 'url(#steel)'),
    rect(0, counterY + 40, W, H - counterY, 'url(#cabinet)'),
    ...doors,
    rect(490, counterY - 80, 130, 80, '#3c4048', { rx: 10 }),
    rect(660, counterY - 60, 150, 60, '#4a4f58', { rx: 10 }),
    rect(810, counterY - 50, 60, 8, '#3c4048'),
    rect(820, counterY - 12, 240, 12, hsl(30, 45, 55), { rx: 4 }),
  ];
}

/** An open kitchen: tiled wall, shelves of jars, a hood over pans, steel counter and produce. */
export function kitchenScene(rng: Rng): Scene {
  const hue = rng.pick([190, 160, 30, 210, 350]);
  const counterY = 560;
  const jars = Array.from({ length: 9 }, (_, i) => {
    const h = rng.range(30, 60);
    return rect(90 + i * 36, 200 - h, 26, h, hsl(rng.range(0, 360), 45, 60), { rx: 5 });
  });
  const produce = Array.from({ length: 7 }, () => {
    const color = hsl(rng.pick([5, 25, 45, 100, 120]), 70, 50);
    return circle(rng.range(830, 1080), counterY - 14 - rng.range(0, 10), rng.range(14, 24), color);
  });
  const hood: [number, number][] = [
    [520, 60],
    [760, 60],
    [840, 250],
    [440, 250],
  ];
  const body = [
    rect(0, 0, W, counterY, 'url(#tiles)'),
    rect(70, 200, 380, 12, hsl(30, 40, 45)),
    ...jars,
    polygon(hood, 'url(#steel)'),
    rect(440, 250, 400, 18, '#8d96a0'),
    circle(640, 330, 220, 'url(#warm-glow)', { opacity: 0.35 }),
    ...steam(rng, 560, 470),
    ...steam(rng, 720, 480),
    ...counter(hue, counterY),
    ...produce,
  ].join('');
  return { defs: kitchenDefs(hue), body };
}

function steam(rng: Rng, x: number, y: number): string[] {
  return [0, 1].map((i) => {
    const sx = x + i * 26;
    return path(
      `M${sx} ${y} q${rng.range(-20, 20)} -40 0 -80 q${rng.range(-20, 20)} -40 0 -80`,
      'none',
      { stroke: '#ffffff', 'stroke-width': 10, opacity: 0.35, 'stroke-linecap': 'round' },
    );
  });
}

const GLAZES = [18, 28, 190, 205, 160, 40, 350];

function vase(rng: Rng, x: number, baseY: number, scale: number): string {
  const h = rng.range(70, 130) * scale;
  const w = rng.range(28, 50) * scale;
  const color = hsl(rng.pick(GLAZES), rng.range(30, 55), rng.range(45, 65));
  return path(
    `M${x - w * 0.35} ${baseY - h} Q${x - w * 1.2} ${baseY - h * 0.45} ${x - w * 0.5} ${baseY} L${x + w * 0.5} ${baseY} Q${x + w * 1.2} ${baseY - h * 0.45} ${x + w * 0.35} ${baseY - h} Z`,
    color,
  );
}

/** A ceramics workshop: shelves of glazed pots, a wheel with clay and a long worktable. */
export function workshopScene(rng: Rng): Scene {
  const floorY = 610;
  const base = room(rng, { hue: rng.range(25, 45), floorY, width: W, height: H, wood: 30 });
  const shelves = [180, 330].flatMap((y) => [
    rect(80, y, 1040, 12, hsl(28, 40, 40)),
    ...Array.from({ length: 8 }, (_, i) => vase(rng, 140 + i * 130 + rng.range(-20, 20), y, 0.8)),
  ]);
  const table = [
    shadow(600, 860, 460, 36),
    polygon(
      [
        [300, 640],
        [900, 640],
        [1060, 800],
        [140, 800],
      ],
      hsl(30, 35, 62),
    ),
    rect(140, 800, 920, 20, hsl(28, 35, 40)),
    ellipse(420, 700, 95, 26, '#8a8f98'),
    ellipse(420, 690, 55, 16, hsl(22, 40, 55)),
    path('M390 690 Q420 600 450 690 Z', hsl(22, 45, 58)),
    vase(rng, 700, 740, 1.1),
    vase(rng, 820, 760, 1.3),
    vase(rng, 590, 770, 0.9),
  ];
  const body = [
    base.body,
    ...shelves,
    pendant(420, 470, hsl(20, 50, 45)),
    pendant(800, 470, hsl(20, 50, 45)),
    ...table,
  ].join('');
  return { defs: base.defs, body };
}
