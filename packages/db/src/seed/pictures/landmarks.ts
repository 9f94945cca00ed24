import { circle, ellipse, line, path, polygon, rect } from './svg.ts';

/**
 * Silhouettes that make a skyline recognisable without words: each draws at x on the ground
 * line baseY, in the skyline's colour, scaled so 1 is about 400 px tall.
 */
export type Landmark =
  | 'spire'
  | 'needle'
  | 'ball-tower'
  | 'pearl-tower'
  | 'lattice'
  | 'wheel'
  | 'clocktower'
  | 'sails'
  | 'arch-bridge'
  | 'suspension-bridge'
  | 'marina-towers'
  | 'temple'
  | 'spires'
  | 'gateway'
  | 'column'
  | 'volcano';

type Draw = (x: number, baseY: number, s: number, fill: string) => string;

const needle: Draw = (x, y, s, fill) =>
  [
    polygon(
      [
        [x - 14 * s, y],
        [x - 5 * s, y - 330 * s],
        [x + 5 * s, y - 330 * s],
        [x + 14 * s, y],
      ],
      fill,
    ),
    ellipse(x, y - 300 * s, 34 * s, 16 * s, fill),
    rect(x - 22 * s, y - 318 * s, 44 * s, 14 * s, fill, { rx: 6 * s }),
    line(x, y - 330 * s, x, y - 430 * s, fill, 4 * s),
  ].join('');

const DRAW: Record<Landmark, Draw> = {
  spire: (x, y, s, fill) =>
    [
      rect(x - 60 * s, y - 220 * s, 120 * s, 220 * s, fill),
      rect(x - 42 * s, y - 300 * s, 84 * s, 90 * s, fill),
      rect(x - 26 * s, y - 360 * s, 52 * s, 70 * s, fill),
      polygon(
        [
          [x - 14 * s, y - 358 * s],
          [x, y - 440 * s],
          [x + 14 * s, y - 358 * s],
        ],
        fill,
      ),
      line(x, y - 430 * s, x, y - 480 * s, fill, 4 * s),
    ].join(''),
  needle,
  'ball-tower': (x, y, s, fill) =>
    [
      rect(x - 10 * s, y - 260 * s, 20 * s, 260 * s, fill),
      circle(x, y - 280 * s, 42 * s, fill),
    ].join(''),
  'pearl-tower': (x, y, s, fill) =>
    [
      needle(x, y, s * 1.05, fill),
      circle(x, y - 120 * s, 44 * s, fill),
      circle(x, y - 300 * s, 30 * s, fill),
    ].join(''),
  lattice: (x, y, s, fill) =>
    path(
      `M${x - 90 * s} ${y} Q${x - 30 * s} ${y - 150 * s} ${x - 10 * s} ${y - 380 * s} L${x} ${y - 440 * s} L${x + 10 * s} ${y - 380 * s} Q${x + 30 * s} ${y - 150 * s} ${x + 90 * s} ${y} L${x + 50 * s} ${y} Q${x} ${y - 90 * s} ${x - 50 * s} ${y} Z`,
      fill,
    ) + rect(x - 48 * s, y - 150 * s, 96 * s, 10 * s, fill),
  wheel: (x, y, s, fill) =>
    [
      circle(x, y - 170 * s, 150 * s, 'none', { stroke: fill, 'stroke-width': 8 * s }),
      ...Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 8;
        return line(
          x - Math.cos(a) * 150 * s,
          y - 170 * s - Math.sin(a) * 150 * s,
          x + Math.cos(a) * 150 * s,
          y - 170 * s + Math.sin(a) * 150 * s,
          fill,
          2 * s,
        );
      }),
      polygon(
        [
          [x, y - 170 * s],
          [x - 50 * s, y],
          [x + 50 * s, y],
        ],
        fill,
      ),
    ].join(''),
  clocktower: (x, y, s, fill) =>
    [
      rect(x - 30 * s, y - 300 * s, 60 * s, 300 * s, fill),
      polygon(
        [
          [x - 34 * s, y - 300 * s],
          [x, y - 380 * s],
          [x + 34 * s, y - 300 * s],
        ],
        fill,
      ),
      circle(x, y - 260 * s, 18 * s, '#ffe8b0', { opacity: 0.85 }),
    ].join(''),
  sails: (x, y, s, fill) =>
    [0, 1, 2, 3]
      .map((i) =>
        path(
          `M${x - 120 * s + i * 70 * s} ${y} Q${x - 110 * s + i * 70 * s} ${y - (140 - i * 18) * s} ${x - 10 * s + i * 70 * s} ${y - (150 - i * 22) * s} Q${x - 40 * s + i * 70 * s} ${y - 50 * s} ${x - 10 * s + i * 70 * s} ${y} Z`,
          fill,
        ),
      )
      .join('') + rect(x - 140 * s, y - 10 * s, 340 * s, 10 * s, fill),
  'arch-bridge': (x, y, s, fill) =>
    path(
      `M${x - 300 * s} ${y - 60 * s} Q${x} ${y - 260 * s} ${x + 300 * s} ${y - 60 * s}`,
      'none',
      { stroke: fill, 'stroke-width': 14 * s },
    ) +
    rect(x - 340 * s, y - 70 * s, 680 * s, 12 * s, fill) +
    rect(x - 330 * s, y - 120 * s, 30 * s, 120 * s, fill) +
    rect(x + 300 * s, y - 120 * s, 30 * s, 120 * s, fill),
  'suspension-bridge': (x, y, s, fill) =>
    [
      rect(x - 360 * s, y - 60 * s, 720 * s, 10 * s, fill),
      rect(x - 200 * s, y - 230 * s, 24 * s, 230 * s, fill),
      rect(x + 176 * s, y - 230 * s, 24 * s, 230 * s, fill),
      path(
        `M${x - 360 * s} ${y - 60 * s} Q${x - 270 * s} ${y - 110 * s} ${x - 188 * s} ${y - 225 * s} Q${x} ${y - 40 * s} ${x + 188 * s} ${y - 225 * s} Q${x + 270 * s} ${y - 110 * s} ${x + 360 * s} ${y - 60 * s}`,
        'none',
        { stroke: fill, 'stroke-width': 4 * s },
      ),
    ].join(''),
  'marina-towers': (x, y, s, fill) =>
    [-90, 0, 90]
      .map((dx) =>
        polygon(
          [
            [x + (dx - 30) * s, y],
            [x + (dx - 20) * s, y - 260 * s],
            [x + (dx + 25) * s, y - 260 * s],
            [x + (dx + 30) * s, y],
          ],
          fill,
        ),
      )
      .join('') +
    path(
      `M${x - 150 * s} ${y - 270 * s} L${x + 170 * s} ${y - 275 * s} L${x + 160 * s} ${y - 258 * s} L${x - 140 * s} ${y - 258 * s} Z`,
      fill,
    ),
  temple: (x, y, s, fill) =>
    [0, 1, 2, 3, 4]
      .map((i) =>
        rect(x - (80 - i * 15) * s, y - (60 + i * 55) * s, (160 - i * 30) * s, 60 * s, fill, {
          rx: 20 * s,
        }),
      )
      .join('') +
    polygon(
      [
        [x - 12 * s, y - 310 * s],
        [x, y - 400 * s],
        [x + 12 * s, y - 310 * s],
      ],
      fill,
    ),
  spires: (x, y, s, fill) =>
    [-60, -25, 10, 45]
      .map((dx, i) =>
        polygon(
          [
            [x + (dx - 16) * s, y],
            [x + dx * s, y - (300 + (i % 2) * 70) * s],
            [x + (dx + 16) * s, y],
          ],
          fill,
        ),
      )
      .join('') + rect(x - 90 * s, y - 120 * s, 160 * s, 120 * s, fill),
  gateway: (x, y, s, fill) =>
    path(
      `M${x - 130 * s} ${y} L${x - 130 * s} ${y - 200 * s} L${x + 130 * s} ${y - 200 * s} L${x + 130 * s} ${y} L${x + 45 * s} ${y} L${x + 45 * s} ${y - 90 * s} Q${x} ${y - 150 * s} ${x - 45 * s} ${y - 90 * s} L${x - 45 * s} ${y} Z`,
      fill,
    ) +
    [-110, 110].map((dx) => rect(x + (dx - 18) * s, y - 250 * s, 36 * s, 50 * s, fill)).join(''),
  column: (x, y, s, fill) =>
    [
      rect(x - 40 * s, y - 40 * s, 80 * s, 40 * s, fill),
      rect(x - 12 * s, y - 320 * s, 24 * s, 290 * s, fill),
      circle(x, y - 336 * s, 18 * s, fill),
    ].join(''),
  volcano: (x, y, s, fill) =>
    polygon(
      [
        [x - 420 * s, y],
        [x - 70 * s, y - 230 * s],
        [x + 70 * s, y - 230 * s],
        [x + 420 * s, y],
      ],
      fill,
      { opacity: 0.55 },
    ) +
    polygon(
      [
        [x - 70 * s, y - 230 * s],
        [x + 70 * s, y - 230 * s],
        [x + 110 * s, y - 200 * s],
        [x - 110 * s, y - 200 * s],
      ],
      '#ffffff',
      { opacity: 0.6 },
    ),
};

/** Draws a landmark silhouette. */
export function landmark(
  kind: Landmark,
  x: number,
  baseY: number,
  scale: number,
  fill: string,
): string {
  return DRAW[kind](x, baseY, scale, fill);
}
