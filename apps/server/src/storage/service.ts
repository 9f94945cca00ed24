import { publicUrl, VARIANT_WIDTHS, type Bucket } from '@rentspace/core/media';
import type { StoredObject } from '@rentspace/core/listings/types';
import { MAX_IMAGE_PIXELS } from '@rentspace/core/listings/limits';
import { ApiError, notFound } from '../http/errors.ts';
import { ImageTooLarge, NotAnImage, processImage } from './image.ts';
import { chooseStem, limitsFor, ownsPath } from './policy.ts';
import { receiveToTempFile, removeTempFile } from './receive.ts';
import { isSafePath, type Storage } from './storage.ts';

export interface UploadRequest {
  bucket: Bucket;
  userId: string;
  /** The path the client asked for; only a hint (profile pictures: avatar or banner). */
  requested: string;
  body: ReadableStream<Uint8Array>;
}

function unsupported(bucket: Bucket) {
  const message =
    bucket === 'spaces'
      ? 'Upload a photo (JPEG, PNG, WebP, GIF, AVIF) or a video (MP4, WebM, MOV)'
      : 'Please select an image file';
  return new ApiError(415, 'unsupported_media_type', message);
}

export const IMAGE_TOO_LARGE = `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

/** The smaller copies stored beside a WebP image. */
function variantPaths(path: string): string[] {
  if (!path.endsWith('.webp')) return [];
  const stem = path.slice(0, -'.webp'.length);
  return VARIANT_WIDTHS.map((width) => `${stem}-${width}.webp`);
}

/** Uploads (validated, re-encoded, stored under a path the server picks) and deletions of own files. */
export function createUploadService(storage: Storage) {
  function stored(bucket: Bucket, path: string, kind: StoredObject['kind']): StoredObject {
    return { Key: `${bucket}/${path}`, bucket, path, url: publicUrl(bucket, path), kind };
  }

  async function storeImage(bucket: Bucket, stem: string, file: string): Promise<StoredObject> {
    let image;
    try {
      image = await processImage(file);
    } catch (error) {
      if (error instanceof NotAnImage) throw unsupported(bucket);
      if (error instanceof ImageTooLarge)
        throw new ApiError(413, 'image_too_large', IMAGE_TOO_LARGE);
      throw error;
    }
    const path = `${stem}.webp`;
    const written: string[] = [];
    try {
      // The copies first: whoever can read `{name}.webp` can read its smaller copies too.
      for (const variant of image.variants) {
        const variantPath = `${stem}-${variant.width}.webp`;
        await storage.put(bucket, variantPath, variant.data, 'image/webp');
        written.push(variantPath);
      }
      await storage.put(bucket, path, image.full, 'image/webp');
    } catch (error) {
      await storage.delete(bucket, written).catch(() => {});
      throw error;
    }
    return stored(bucket, path, 'image');
  }

  return {
    async upload(request: UploadRequest): Promise<StoredObject> {
      const { bucket, userId, requested } = request;
      const received = await receiveToTempFile(request.body, limitsFor(bucket, requested));
      try {
        if (received.size === 0) throw new ApiError(400, 'empty_file', 'The file is empty');
        const stem = chooseStem(bucket, userId, requested);
        const { sniffed } = received;
        if (sniffed.kind === 'video') {
          const path = `${stem}.${sniffed.extension}`;
          await storage.put(
            bucket,
            path,
            { file: received.file, size: received.size },
            sniffed.contentType,
          );
          return stored(bucket, path, 'video');
        }
        return await storeImage(bucket, stem, received.file);
      } finally {
        await removeTempFile(received.file);
      }
    },

    /** Deletes one of the user's own files (and an image's smaller copies); others' are a 404. */
    async remove(bucket: Bucket, userId: string, path: string): Promise<string[]> {
      if (!isSafePath(path) || !ownsPath(userId, path)) throw notFound('File not found');
      const paths = [path, ...variantPaths(path)];
      await storage.delete(bucket, paths);
      return paths;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
