import type { Scene } from './parts.ts';
import { cameraScene, toolsScene } from './scenes-gear.ts';
import { gardenScene, kayakScene, rooftopScene } from './scenes-outdoor.ts';
import { atvScene, boatScene, carScene, vanScene } from './scenes-vehicles.ts';
import { chefScene, photographerScene, tourScene, venueScene } from './scenes-people.ts';
import { kitchenScene, meetingScene, studioScene, workshopScene } from './scenes-rooms.ts';
import { createRng, mirrored, svgDocument } from './svg.ts';

/** What a listing picture shows; each listing kind names the subjects that suit it. */
export const SUBJECTS = {
  studio: studioScene,
  meeting: meetingScene,
  venue: venueScene,
  rooftop: rooftopScene,
  kitchen: kitchenScene,
  workshop: workshopScene,
  van: vanScene,
  car: carScene,
  atv: atvScene,
  boat: boatScene,
  kayak: kayakScene,
  camera: cameraScene,
  tools: toolsScene,
  garden: gardenScene,
  chef: chefScene,
  photographer: photographerScene,
  tour: tourScene,
} satisfies Record<string, (rng: ReturnType<typeof createRng>) => Scene>;

export type Subject = keyof typeof SUBJECTS;

/**
 * Variations rendered per subject: enough for two or three distinct pictures per listing, more for
 * the subjects many listings share. Each one costs about 70 ms of CPU on first start.
 */
const MORE_VARIANTS: Partial<Record<Subject, number>> = {
  studio: 6,
  meeting: 6,
  venue: 6,
  rooftop: 5,
  kitchen: 5,
};

export function variantsOf(subject: Subject): number {
  return MORE_VARIANTS[subject] ?? 4;
}

export const LISTING_WIDTH = 1200;
export const LISTING_HEIGHT = 900;

/** The SVG of one variation of a subject; odd variations are mirrored for a different layout. */
export function listingPictureSvg(subject: Subject, variant: number): string {
  const scene = SUBJECTS[subject](createRng(`${subject}:${variant}`));
  const body = variant % 2 === 1 ? mirrored(LISTING_WIDTH, scene.body) : scene.body;
  return svgDocument(LISTING_WIDTH, LISTING_HEIGHT, scene.defs, body);
}
