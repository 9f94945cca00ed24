import { join } from 'node:path';
import { cityAreaPath, cityHeroPath, type CityCopy } from '@rentspace/core/cities/catalog';
import { publicUrl } from '@rentspace/core/media';
import { VARIANTS_PER_AREA_SCENE, areaSvg } from './areas.ts';
import { AVATAR_VARIANTS, avatarSvg } from './avatars.ts';
import { cityStyle } from './city-styles.ts';
import { heroSvg } from './heroes.ts';
import { renderPictures, type PictureJob } from './render.ts';
import { listingPictureSvg, type Subject } from './subjects.ts';

export { SUBJECTS, variantsOf, type Subject } from './subjects.ts';
export { AVATAR_VARIANTS } from './avatars.ts';

/** A listing picture as one host stores it: variation `variant` of `subject`. */
export interface ListingPicture {
  hostId: string;
  subject: Subject;
  variant: number;
}

/** Storage path (bucket 'spaces') of a host's copy of a listing picture, as uploads are laid out. */
export function listingPicturePath(picture: ListingPicture): string {
  return `${picture.hostId}/${picture.subject}-${picture.variant + 1}.webp`;
}

export function listingPictureUrl(picture: ListingPicture): string {
  return publicUrl('spaces', listingPicturePath(picture));
}

/** Storage path (bucket 'profile-images') of a demo user's avatar. */
export function avatarPath(userId: string): string {
  return `${userId}/avatar.webp`;
}

export interface PictureRequest {
  listings: ListingPicture[];
  avatars: { userId: string; variant: number }[];
  cities: readonly CityCopy[];
}

const stripWebp = (path: string) => path.replace(/\.webp$/, '');

function groupJobs<K>(items: { key: K; path: string }[], draw: (key: K) => string): PictureJob[] {
  const byKey = new Map<string, { key: K; paths: string[] }>();
  for (const item of items) {
    const id = JSON.stringify(item.key);
    const entry = byKey.get(id) ?? { key: item.key, paths: [] };
    if (!entry.paths.includes(item.path)) entry.paths.push(item.path);
    byKey.set(id, entry);
  }
  return [...byKey.values()].map((entry) => ({ svg: () => draw(entry.key), paths: entry.paths }));
}

/** Every picture the demo data points at, each drawn once and shared by path. */
export function planPictureJobs(storageDir: string, request: PictureRequest): PictureJob[] {
  const spaces = (path: string) => join(storageDir, 'spaces', stripWebp(path));
  const listings = groupJobs(
    request.listings.map((p) => ({
      key: [p.subject, p.variant] as const,
      path: spaces(listingPicturePath(p)),
    })),
    ([subject, variant]) => listingPictureSvg(subject, variant),
  );
  const heroes = request.cities.map((city) => ({
    svg: () => heroSvg(city.slug),
    paths: [spaces(cityHeroPath(city.slug))],
  }));
  const areas = groupJobs(
    request.cities.flatMap((city, cityIndex) =>
      city.popularAreas.map((area, i) => ({
        key: [
          cityStyle(city.slug).areas[i] ?? 'park',
          (cityIndex + i) % VARIANTS_PER_AREA_SCENE,
        ] as const,
        path: spaces(cityAreaPath(city.slug, area.name)),
      })),
    ),
    ([scene, variant]) => areaSvg(scene, variant),
  );
  const avatars = groupJobs(
    request.avatars.map((a) => ({
      key: a.variant % AVATAR_VARIANTS,
      path: join(storageDir, 'profile-images', stripWebp(avatarPath(a.userId))),
    })),
    (variant) => avatarSvg(variant),
  );
  return [...heroes, ...listings, ...areas, ...avatars];
}

/** Draws and stores every picture of the request; returns how many were rendered. */
export async function writeSeedPictures(
  storageDir: string,
  request: PictureRequest,
): Promise<number> {
  return renderPictures(planPictureJobs(storageDir, request));
}
