import type { default as SharpConstructor, OutputInfo } from 'sharp';
import { FULL_WIDTH, VARIANT_WIDTHS } from '@rentspace/core/media';
import { MAX_IMAGE_PIXELS } from '@rentspace/core/listings/limits';
import { createSlots } from './slots.ts';

type Sharp = typeof SharpConstructor;
let library: Promise<Sharp> | undefined;

/** libvips loads with the first upload, not with the server (about 100 ms of every start). */
function loadSharp(): Promise<Sharp> {
  library ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new picture: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return library;
}

export interface ProcessedImage {
  /** The picture at most FULL_WIDTH wide, as `{name}.webp`. */
  full: Buffer;
  /** Smaller copies, as `{name}-{width}.webp`. */
  variants: { width: number; data: Buffer }[];
  width: number;
  height: number;
}

export class NotAnImage extends Error {}

/** An image whose decoded size passes MAX_IMAGE_PIXELS (a decompression bomb, or a photo beyond any camera's). */
export class ImageTooLarge extends Error {}

/** WebP's largest side: a taller or wider picture is scaled down to fit it. */
export const WEBP_MAX_SIDE = 16_383;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// Two decodes at a time keep peak memory bounded on a small machine; others wait their turn.
const withSlot = createSlots(2);

/**
 * Decodes an uploaded file to prove it is an image (its name and declared type are never
 * trusted), refuses decompression bombs, applies the camera's orientation, drops every piece of
 * metadata (GPS included) and re-encodes WebP at the full and the responsive widths. The input is
 * an uploaded file's path, or bytes in memory (a video's first frame).
 */
export function processImage(input: string | Buffer): Promise<ProcessedImage> {
  return withSlot(async () => {
    const sharp = await loadSharp();
    const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      // The header alone, so the size is read (and a bomb named) before any decoding.
      const { format, width, height } = await sharp(input, {
        ...options,
        limitInputPixels: false,
      }).metadata();
      if (!format || !ACCEPTED_FORMATS.has(format))
        throw new NotAnImage(`unsupported format ${format}`);
      if (width && height && width * height > MAX_IMAGE_PIXELS)
        throw new ImageTooLarge(`${width}x${height} px`);
      decoded = await sharp(input, options)
        .rotate()
        // At most FULL_WIDTH wide, and no side past what WebP can hold (a long screenshot).
        .resize({
          width: FULL_WIDTH,
          height: WEBP_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (error instanceof NotAnImage || error instanceof ImageTooLarge) throw error;
      throw new NotAnImage((error as Error).message);
    }
    const { data, info } = decoded;
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const full = await sharp(data, raw).webp({ quality: 82 }).toBuffer();
    const variants = await Promise.all(
      VARIANT_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(data, raw)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    return { full, variants, width: info.width, height: info.height };
  });
}
