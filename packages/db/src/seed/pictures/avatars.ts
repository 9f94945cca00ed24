import { personColors } from './parts.ts';
import { circle, createRng, ellipse, hsl, path, rect, svgDocument } from './svg.ts';

export const AVATAR_SIZE = 800;
/** Illustrated portraits rendered once and shared by the demo hosts. */
export const AVATAR_VARIANTS = 8;

/** A friendly head-and-shoulders portrait on a soft coloured background. */
export function avatarSvg(variant: number): string {
  const rng = createRng(`avatar:${variant}`);
  const colors = personColors(rng);
  const bg = rng.range(0, 360);
  const longHair = rng.chance(0.5);
  const defs = `<radialGradient id="avatar-bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hsl(bg, 60, 88)}"/><stop offset="1" stop-color="${hsl(bg + 20, 45, 70)}"/></radialGradient>`;
  const body = [
    rect(0, 0, 800, 800, 'url(#avatar-bg)'),
    longHair ? rect(230, 250, 340, 380, colors.hair, { rx: 150 }) : '',
    path('M140 800 Q160 600 400 580 Q640 600 660 800 Z', colors.top),
    rect(360, 480, 80, 120, colors.skin, { rx: 30 }),
    ellipse(400, 380, 150, 175, colors.skin),
    path(
      'M245 370 Q250 180 400 185 Q560 185 555 370 Q520 260 400 255 Q290 258 245 370 Z',
      colors.hair,
    ),
    circle(345, 400, 13, '#2a2a2a'),
    circle(455, 400, 13, '#2a2a2a'),
    path('M350 470 Q400 510 450 470', 'none', {
      stroke: '#8a4b3a',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    circle(320, 450, 24, '#f08a7a', { opacity: 0.25 }),
    circle(480, 450, 24, '#f08a7a', { opacity: 0.25 }),
  ].join('');
  return svgDocument(AVATAR_SIZE, AVATAR_SIZE, defs, body);
}
