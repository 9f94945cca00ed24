import { availableParallelism } from 'node:os';
import { copyFile, link, mkdir, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { VARIANT_WIDTHS } from '@rentspace/core/media';

/**
 * One picture to draw, and every stored path (without `.webp`) that shows it. It is rendered once
 * to the first path; the others are hard links to those bytes (copies where links fail).
 */
export interface PictureJob {
  svg: () => string;
  paths: string[];
}

const QUALITY = 78;

function variantFile(base: string, width?: number): string {
  return width ? `${base}-${width}.webp` : `${base}.webp`;
}

async function encode(svg: string, base: string): Promise<void> {
  // Rasterise once, then encode each width from the same pixels; alpha is dropped (opaque art).
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  await mkdir(dirname(base), { recursive: true });
  await Promise.all([
    sharp(data, raw).webp({ quality: QUALITY, effort: 0 }).toFile(variantFile(base)),
    ...VARIANT_WIDTHS.map((width) =>
      sharp(data, raw)
        .resize({ width })
        .webp({ quality: QUALITY, effort: 0 })
        .toFile(variantFile(base, width)),
    ),
  ]);
}

async function share(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  for (const width of [undefined, ...VARIANT_WIDTHS]) {
    const source = variantFile(from, width);
    const target = variantFile(to, width);
    await unlink(target).catch(() => undefined);
    await link(source, target).catch(() => copyFile(source, target));
  }
}

async function runJob(job: PictureJob): Promise<void> {
  const [first, ...rest] = job.paths;
  if (!first) return;
  await encode(job.svg(), first);
  for (const path of rest) await share(first, path);
}

/** Renders every job with a few at a time, so a small machine stays responsive. */
export async function renderPictures(
  jobs: PictureJob[],
  concurrency = Math.max(2, availableParallelism()),
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as PictureJob;
      await runJob(job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return jobs.length;
}
