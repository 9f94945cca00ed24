import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '@rentspace/core/cities/catalog';
import { PUBLIC_PREFIX } from '@rentspace/core/media';
import { buildSeedPlan, type SeedPlan } from '../plan.ts';
import { writeSeedPictures } from './index.ts';

let storageDir: string;
let plan: SeedPlan;
let rendered: number;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'rentspace-pictures-'));
  plan = buildSeedPlan(new Date());
  rendered = await writeSeedPictures(storageDir, plan.pictures);
}, 180_000);

afterAll(async () => {
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

/** Where local storage keeps the file behind a public URL (or one of its smaller copies). */
function fileOf(url: string, width?: number): string {
  const path = url.slice(PUBLIC_PREFIX.length + 1);
  return join(storageDir, width ? path.replace(/\.webp$/, `-${width}.webp`) : path);
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('demo pictures', () => {
  it('stores every listing picture, hero, area card and avatar with its smaller copies', () => {
    const urls = new Set(plan.listings.flatMap((l) => l.space.images ?? []));
    for (const city of CITIES) {
      for (const url of [city.heroImage, ...city.popularAreas.map((a) => a.image)]) urls.add(url);
    }
    for (const profile of plan.people.profiles)
      if (profile.avatar_url) urls.add(profile.avatar_url);
    for (const url of urls) {
      for (const width of [undefined, 400, 800]) {
        expect(existsSync(fileOf(url, width)), fileOf(url, width)).toBe(true);
      }
    }
  });

  it('gives each listing two or three different pictures from a shared pool', () => {
    for (const { space } of plan.listings) {
      const images = space.images ?? [];
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(3);
      expect(new Set(images.map((url) => digest(fileOf(url)))).size).toBe(images.length);
    }
    const files = plan.listings.flatMap((l) => l.space.images ?? []).length;
    expect(rendered).toBeLessThan(files / 2);
  });

  it('writes real WebP files of the promised widths: 4:3 listings, wide heroes', async () => {
    const listing = plan.listings[0]!.space.images![0]!;
    const hero = CITIES[0]!.heroImage;
    const cases = [
      [listing, 1200, 900],
      [hero, 1600, 640],
    ] as const;
    for (const [url, full, height] of cases) {
      const meta = await sharp(fileOf(url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', full, height]);
      for (const width of [800, 400]) {
        const copy = await sharp(fileOf(url, width)).metadata();
        expect([copy.format, copy.width]).toEqual(['webp', width]);
      }
    }
  });

  it('draws each city its own hero', () => {
    const heroes = new Set(CITIES.map((city) => digest(fileOf(city.heroImage))));
    expect(heroes.size).toBe(CITIES.length);
  });
});
