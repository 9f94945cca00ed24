import type { AreaScene } from './city-styles.ts';
import { cactus, palm } from './heroes.ts';
import {
  mountains,
  person,
  personColors,
  plant,
  ridge,
  skyline,
  sky,
  type Scene,
} from './parts.ts';
import {
  circle,
  createRng,
  ellipse,
  hsl,
  line,
  linear,
  path,
  polygon,
  quadraticPoints,
  rect,
  svgDocument,
  type Rng,
} from './svg.ts';

const W = 1200;
const H = 900;

/** Neighbourhood card pictures rendered per scene; each area links to one of them. */
export const VARIANTS_PER_AREA_SCENE = 2;

function people(rng: Rng, count: number, y: number): string[] {
  return Array.from({ length: count }, () =>
    person(rng.range(80, 1120), y + rng.range(-20, 30), rng.range(0.75, 1), personColors(rng)),
  );
}

const downtown = (rng: Rng): Scene => {
  const backdrop = sky(rng, 'a-sky', rng.pick(['day', 'golden'] as const), W, H);
  const defs =
    backdrop.defs +
    `<pattern id="glass" width="40" height="50" patternUnits="userSpaceOnUse"><rect width="40" height="50" fill="${hsl(205, 40, 62)}"/><rect x="2" y="2" width="36" height="46" fill="${hsl(200, 45, 75)}"/></pattern>`;
  const towers = Array.from({ length: 6 }, (_, i) =>
    rect(i * 210 - 20 + rng.range(-20, 20), rng.range(60, 260), 180, 700, 'url(#glass)'),
  );
  return {
    defs,
    body: [backdrop.body, ...towers, rect(0, 700, W, 200, hsl(30, 10, 72)), ...street(rng)].join(
      '',
    ),
  };
};

function street(rng: Rng): string[] {
  const trees = Array.from({ length: 4 }, (_, i) => {
    const x = 150 + i * 300;
    return (
      rect(x - 8, 600, 16, 110, hsl(25, 30, 28)) +
      circle(x, 580, 70, hsl(rng.range(95, 130), 40, 38))
    );
  });
  return [...trees, ...people(rng, 6, 800)];
}

const historic = (rng: Rng): Scene => {
  const backdrop = sky(rng, 'a-sky', 'day', W, H);
  const defs =
    backdrop.defs +
    `<pattern id="brick" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="${hsl(rng.range(5, 20), 45, 48)}"/><path d="M0 0H40M20 0V10M0 10H40M0 10V20" stroke="${hsl(20, 20, 72)}" stroke-width="2"/></pattern>`;
  const houses = [0, 300, 600, 900].flatMap((x) => [
    rect(x, 220, 300, 500, 'url(#brick)'),
    rect(x, 210, 300, 18, hsl(30, 20, 85)),
    ...[280, 420, 560].flatMap((y) => [
      rect(x + 40, y, 60, 90, '#2f3c52'),
      rect(x + 200, y, 60, 90, '#2f3c52'),
    ]),
    rect(x + 120, 600, 60, 120, hsl(rng.pick([0, 140, 210, 45]), 45, 35)),
  ]);
  const lamps = [150, 750].map(
    (x) => line(x, 560, x, 760, '#22252c', 8) + circle(x, 550, 20, '#ffe9a8'),
  );
  return {
    defs,
    body: [
      backdrop.body,
      ...houses,
      rect(0, 720, W, 180, hsl(30, 8, 60)),
      ...lamps,
      ...people(rng, 4, 830),
    ].join(''),
  };
};

const arts = (rng: Rng): Scene => {
  const backdrop = sky(rng, 'a-sky', rng.pick(['day', 'golden'] as const), W, H);
  const murals = Array.from({ length: 9 }, () =>
    circle(
      rng.range(40, 1160),
      rng.range(330, 640),
      rng.range(50, 140),
      hsl(rng.range(0, 360), 70, 60),
      { opacity: 0.9 },
    ),
  );
  const stripes = Array.from({ length: 5 }, (_, i) =>
    rect(0, 300 + i * 70, W, 30, hsl(rng.range(0, 360), 60, 55), { opacity: 0.4 }),
  );
  const bulbs = quadraticPoints([0, 250], [600, 360], [1200, 250], 18).map(([x, y]) =>
    circle(x, y, 9, '#fff1b8'),
  );
  return {
    defs: backdrop.defs,
    body: [
      backdrop.body,
      rect(0, 260, W, 460, hsl(rng.range(20, 40), 20, 40)),
      ...stripes,
      ...murals,
      ...bulbs,
      rect(0, 700, W, 200, hsl(30, 8, 55)),
      ...people(rng, 5, 820),
    ].join(''),
  };
};

const waterfront = (rng: Rng): Scene => {
  const backdrop = sky(rng, 'a-sky', rng.pick(['day', 'golden', 'dusk'] as const), W, H);
  const defs =
    backdrop.defs +
    linear('a-water', [
      [0, hsl(200, 45, 55)],
      [1, hsl(205, 50, 35)],
    ]);
  const railing = Array.from({ length: 25 }, (_, i) =>
    line(i * 50, 690, i * 50, 760, '#2b2f38', 5),
  );
  return {
    defs,
    body: [
      backdrop.body,
      skyline(rng, { x0: 0, x1: W, baseY: 430, minH: 60, maxH: 260, fill: hsl(220, 18, 55) }),
      rect(0, 430, W, 300, 'url(#a-water)'),
      ...Array.from({ length: 3 }, () => sailboat(rng.range(100, 1100), rng.range(480, 620))),
      rect(0, 730, W, 170, hsl(30, 20, 68)),
      ...railing,
      rect(0, 684, W, 10, '#2b2f38'),
      ...people(rng, 4, 860),
    ].join(''),
  };
};

function sailboat(x: number, y: number): string {
  return (
    path(`M${x - 50} ${y} L${x + 50} ${y} L${x + 35} ${y + 18} L${x - 35} ${y + 18} Z`, '#f5f3ee') +
    polygon(
      [
        [x, y - 90],
        [x, y - 4],
        [x + 45, y - 4],
      ],
      '#ffffff',
    )
  );
}

const beach = (rng: Rng): Scene => {
  const backdrop = sky(rng, 'a-sky', rng.pick(['day', 'golden'] as const), W, H);
  const defs =
    backdrop.defs +
    linear('a-sea', [
      [0, hsl(190, 60, 55)],
      [1, hsl(180, 55, 60)],
    ]);
  const umbrellas = Array.from({ length: 4 }, () => {
    const x = rng.range(100, 1100);
    const y = rng.range(690, 820);
    return (
      line(x, y - 120, x, y, '#4a4a4a', 5) +
      path(
        `M${x - 80} ${y - 110} Q${x} ${y - 190} ${x + 80} ${y - 110} Z`,
        hsl(rng.range(0, 360), 70, 60),
      )
    );
  });
  return {
    defs,
    body: [
      backdrop.body,
      rect(0, 470, W, 160, 'url(#a-sea)'),
      path('M0 630 Q300 600 600 630 T1200 630 L1200 900 L0 900 Z', hsl(42, 60, 80)),
      palm(60, 720, 1.6, hsl(150, 30, 25)),
      palm(1080, 700, 1.4, hsl(150, 30, 25)),
      ...umbrellas,
    ].join(''),
  };
};

const park = (rng: Rng): Scene => {
  const backdrop = sky(rng, 'a-sky', rng.pick(['day', 'golden'] as const), W, H);
  const trees = Array.from({ length: 7 }, () => {
    const x = rng.range(0, W);
    const y = rng.range(560, 640);
    return (
      rect(x - 10, y - 120, 20, 130, hsl(25, 30, 28)) +
      circle(x, y - 150, rng.range(70, 110), hsl(rng.range(90, 130), 40, rng.range(32, 45)))
    );
  });
  return {
    defs: backdrop.defs,
    body: [
      backdrop.body,
      skyline(rng, { x0: 0, x1: W, baseY: 520, minH: 80, maxH: 220, fill: hsl(215, 18, 70) }),
      rect(0, 500, W, 400, hsl(100, 40, 48)),
      path('M500 900 Q560 700 700 560 L760 560 Q660 720 720 900 Z', hsl(38, 35, 78)),
      ...trees,
      rect(880, 740, 150, 16, hsl(28, 40, 40)),
      rect(880, 700, 150, 12, hsl(28, 40, 40)),
      ...people(rng, 3, 850),
      plant(rng, 1120, 880, 1.2, hsl(20, 20, 80)),
    ].join(''),
  };
};

const desert = (rng: Rng): Scene => {
  const backdrop = sky(rng, 'a-sky', rng.pick(['golden', 'day'] as const), W, H);
  const adobes = [200, 520, 840].map((x) =>
    rect(x, 560 - rng.range(60, 140), 220, 200, hsl(25, 45, 68), { rx: 12 }),
  );
  return {
    defs: backdrop.defs,
    body: [
      backdrop.body,
      mountains(rng, 20, 520, W, H),
      rect(0, 560, W, 340, hsl(34, 45, 70)),
      ...adobes,
      cactus(120, 820, 1.6, hsl(130, 30, 35)),
      cactus(1080, 800, 1.3, hsl(130, 30, 35)),
      ...people(rng, 2, 860),
    ].join(''),
  };
};

const market = (rng: Rng): Scene => {
  const backdrop = sky(rng, 'a-sky', rng.pick(['golden', 'dusk', 'day'] as const), W, H);
  const stalls = [0, 300, 600, 900].flatMap((x) => {
    const hue = rng.range(0, 360);
    return [
      rect(x + 20, 480, 260, 240, hsl(hue, 25, 35)),
      ...Array.from({ length: 6 }, (_, i) =>
        rect(x + 10 + i * 46.6, 420, 46.6, 80, i % 2 ? '#fdf8ee' : hsl(hue, 65, 55)),
      ),
      ...Array.from({ length: 8 }, () =>
        circle(
          x + rng.range(50, 250),
          rng.range(640, 700),
          14,
          hsl(rng.pick([5, 30, 50, 100]), 70, 55),
        ),
      ),
    ];
  });
  const lanterns = quadraticPoints([0, 260], [600, 380], [1200, 260], 12).map(([x, y]) =>
    ellipse(x, y + 20, 16, 22, hsl(rng.pick([0, 15, 45]), 80, 58)),
  );
  return {
    defs: backdrop.defs,
    body: [
      backdrop.body,
      ridge(rng, 470, 100, W, H, hsl(220, 15, 60)),
      ...stalls,
      ...lanterns,
      rect(0, 720, W, 180, hsl(30, 15, 62)),
      ...people(rng, 6, 840),
    ].join(''),
  };
};

const AREA_SCENES: Record<AreaScene, (rng: Rng) => Scene> = {
  downtown,
  historic,
  arts,
  waterfront,
  beach,
  park,
  desert,
  market,
};

/** One variation of a neighbourhood card picture. */
export function areaSvg(scene: AreaScene, variant: number): string {
  const drawn = AREA_SCENES[scene](createRng(`area:${scene}:${variant}`));
  return svgDocument(W, H, drawn.defs, drawn.body);
}

export const AREA_WIDTH = W;
