import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { Bench, Figure } from './types.ts';

const MB = 1024 * 1024;
const SIZES_MB = [1, 5, 10];
const THIS_FILE = fileURLToPath(import.meta.url);

/** A JPEG of random noise (it barely compresses), about `targetBytes` large. */
async function noisePhoto(
  targetBytes: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const render = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  // Calibrate bytes per pixel on a sample, then correct once on the real size.
  let bytesPerPixel = (await render(1000, 750)).length / 750_000;
  let photo = { data: Buffer.alloc(0), width: 0, height: 0 };
  for (let attempt = 0; attempt < 3; attempt++) {
    const pixels = targetBytes / bytesPerPixel;
    const width = Math.round(Math.sqrt((pixels * 4) / 3));
    const height = Math.round((width * 3) / 4);
    photo = { data: await render(width, height), width, height };
    if (Math.abs(photo.data.length - targetBytes) / targetBytes < 0.05) break;
    bytesPerPixel = photo.data.length / (width * height);
  }
  return photo;
}

/**
 * Child process: uploads one file through the real upload service (stream to a temporary file,
 * decode, strip, re-encode three widths, store on local disk) `runs` times and reports the
 * median time and the peak RSS above the warmed-up baseline. One process per size, so the
 * allocator's retained memory from a bigger image never hides the next one's.
 */
async function child(file: string, runs: number) {
  const { createUploadService } = await import('../../apps/server/src/storage/service.ts');
  const { createLocalStorage } = await import('../../apps/server/src/storage/local-storage.ts');
  const storageDir = mkdtempSync(join(process.env.UPLOAD_BENCH_DIR ?? '/tmp', 'storage-'));
  const uploads = createUploadService(createLocalStorage(storageDir));
  const upload = () =>
    uploads.upload({
      bucket: 'spaces',
      userId: 'bench',
      requested: 'photo.jpg',
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    });
  // Warm up libvips and the code paths on a small image.
  const small = join(storageDir, 'warm.jpg');
  writeFileSync(
    small,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer(),
  );
  await uploads.upload({
    bucket: 'spaces',
    userId: 'bench',
    requested: 'warm.jpg',
    body: Readable.toWeb(createReadStream(small)) as ReadableStream<Uint8Array>,
  });
  global.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await upload();
    times.push(performance.now() - started);
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  rmSync(storageDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  process.stdout.write(
    JSON.stringify({
      medianMs: times[Math.floor(times.length / 2)],
      peakDeltaMb: (peak - baseline) / MB,
    }),
  );
}

/** Upload processing time and peak memory per photo size (1, 5 and 10 MB of JPEG noise). */
export const run: Bench = async (context) => {
  const runs = context.quick ? 2 : 5;
  const figures: Figure[] = [];
  // A quick run uploads the largest size only: the one the upload limit is about.
  for (const sizeMb of context.quick ? SIZES_MB.slice(-1) : SIZES_MB) {
    const photo = await noisePhoto(sizeMb * MB);
    const file = join(context.workDir, `noise-${sizeMb}mb.jpg`);
    writeFileSync(file, photo.data);
    const actualMb = statSync(file).size / MB;
    const result = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', THIS_FILE, '--child', file, String(runs)],
      {
        encoding: 'utf8',
        env: { ...process.env, UPLOAD_BENCH_DIR: context.workDir },
      },
    );
    if (result.status !== 0) throw new Error(`upload bench child failed: ${result.stderr}`);
    const measured = JSON.parse(result.stdout) as { medianMs: number; peakDeltaMb: number };
    const note = `${actualMb.toFixed(1)} MB JPEG, ${photo.width}x${photo.height} px; stream to disk, decode, strip metadata, WebP at 1600/800/400 px; median of ${runs}`;
    context.log(
      `${sizeMb} MB: ${Math.round(measured.medianMs)} ms, +${Math.round(measured.peakDeltaMb)} MB RSS`,
    );
    figures.push(
      {
        name: `Photo upload processing, ${sizeMb} MB JPEG`,
        value: Math.round(measured.medianMs),
        unit: 'ms',
        direction: 'max',
        note,
      },
      {
        name: `Photo upload peak memory (RSS delta), ${sizeMb} MB JPEG`,
        value: Math.round(measured.peakDeltaMb),
        unit: 'MB',
        direction: 'max',
        note,
      },
    );
  }
  return figures;
};

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href &&
  process.argv[2] === '--child'
) {
  await child(process.argv[3]!, Number(process.argv[4] ?? 3));
}
