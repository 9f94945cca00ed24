import { publicUrl, VARIANT_WIDTHS, videoPoster, type Bucket } from '@rentspace/core/media';
import type { StoredObject } from '@rentspace/core/listings/types';
import { MAX_IMAGE_PIXELS } from '@rentspace/core/listings/limits';
import { ApiError, notFound } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { ImageTooLarge, NotAnImage, processImage, type ProcessedImage } from './image.ts';
import { chooseStem, limitsFor, ownsPath } from './policy.ts';
import { receiveToTempFile, removeTempFile, type Received } from './receive.ts';
import type { SniffedVideo, VideoContainer } from './sniff.ts';
import { isSafePath, type Storage } from './storage.ts';
import type { UploadRecords } from './records.ts';
import { createVideoTools, NotAVideo, VideoToolsMissing, type VideoTools } from './video.ts';

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

export const VIDEO_UNREADABLE = 'This video could not be read. Upload an MP4, WebM or MOV video';
export const VIDEO_WITHOUT_PICTURE =
  'This file has no video track. Upload an MP4, WebM or MOV video';
export const VIDEOS_UNAVAILABLE =
  'Videos cannot be uploaded at the moment. Add photos, or try again later';

function videoRefused(reason: NotAVideo['reason']) {
  const message = reason === 'no_picture' ? VIDEO_WITHOUT_PICTURE : VIDEO_UNREADABLE;
  return new ApiError(415, 'unsupported_media_type', message);
}

/**
 * What is stored beside a file and goes with it: an image's smaller copies; a video's poster
 * (`{name}.webp`, its first frame) and the poster's copies.
 */
export function companionPaths(path: string): string[] {
  const match = /^(.*)\.(webp|mp4|webm|mov)$/.exec(path);
  if (!match) return [];
  const [, stem, extension] = match;
  const copies = VARIANT_WIDTHS.map((width) => `${stem}-${width}.webp`);
  return extension === 'webp' ? copies : [`${stem}.webp`, ...copies];
}

export interface UploadServiceOptions {
  /** Checks videos and takes their first frame; ffprobe and ffmpeg on the PATH by default. */
  videos?: VideoTools;
  logger?: Logger;
  /** Each upload's row and the limits it counts against (docs/product/listings.md#upload-limits). */
  records?: UploadRecords;
}

/** Uploads (validated, re-encoded, stored under a path the server picks) and deletions of own files. */
export function createUploadService(storage: Storage, options: UploadServiceOptions = {}) {
  const videos = options.videos ?? createVideoTools();
  const records = options.records;

  function stored(bucket: Bucket, path: string, kind: StoredObject['kind']): StoredObject {
    return { Key: `${bucket}/${path}`, bucket, path, url: publicUrl(bucket, path), kind };
  }

  /** Stores `{stem}.webp` and its copies; on failure removes what it wrote and rethrows. */
  async function putImage(bucket: Bucket, stem: string, image: ProcessedImage): Promise<string[]> {
    const written: string[] = [];
    try {
      // The copies first: whoever can read `{name}.webp` can read its smaller copies too.
      for (const variant of image.variants) {
        const variantPath = `${stem}-${variant.width}.webp`;
        await storage.put(bucket, variantPath, variant.data, 'image/webp');
        written.push(variantPath);
      }
      await storage.put(bucket, `${stem}.webp`, image.full, 'image/webp');
      written.push(`${stem}.webp`);
      return written;
    } catch (error) {
      await storage.delete(bucket, written).catch(() => {});
      throw error;
    }
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
    await putImage(bucket, stem, image);
    return stored(bucket, `${stem}.webp`, 'image');
  }

  /** The first frame, proof that the file is the video it claims to be (docs/decisions/0026). */
  async function posterOf(file: string, container: VideoContainer): Promise<ProcessedImage> {
    try {
      const { firstFrame } = await videos.inspect(file, container);
      return await processImage(firstFrame);
    } catch (error) {
      if (error instanceof NotAVideo) {
        // What ffprobe or ffmpeg said, for whoever looks into a refusal (or a time limit hit).
        options.logger?.info({ reason: error.reason, detail: error.message }, 'video refused');
        throw videoRefused(error.reason);
      }
      if (error instanceof NotAnImage || error instanceof ImageTooLarge)
        throw videoRefused('unreadable');
      if (error instanceof VideoToolsMissing) {
        options.logger?.error({ err: error }, 'video upload refused: ffprobe or ffmpeg missing');
        throw new ApiError(503, 'videos_unavailable', VIDEOS_UNAVAILABLE);
      }
      throw error;
    }
  }

  async function storeVideo(
    bucket: Bucket,
    stem: string,
    received: Received,
    sniffed: SniffedVideo,
  ): Promise<StoredObject> {
    const poster = await putImage(bucket, stem, await posterOf(received.file, sniffed.extension));
    const path = `${stem}.${sniffed.extension}`;
    try {
      // The video last: whoever can read it can read its poster.
      await storage.put(
        bucket,
        path,
        { file: received.file, size: received.size },
        sniffed.contentType,
      );
    } catch (error) {
      await storage.delete(bucket, poster).catch(() => {});
      throw error;
    }
    const video = stored(bucket, path, 'video');
    return { ...video, poster: videoPoster(video.url) };
  }

  return {
    async upload(request: UploadRequest): Promise<StoredObject> {
      const { bucket, userId, requested } = request;
      await records?.admit(userId);
      const received = await receiveToTempFile(request.body, limitsFor(bucket, requested));
      let object: StoredObject;
      try {
        if (received.size === 0) throw new ApiError(400, 'empty_file', 'The file is empty');
        const stem = chooseStem(bucket, userId, requested);
        const { sniffed } = received;
        object =
          sniffed.kind === 'video'
            ? await storeVideo(bucket, stem, received, sniffed)
            : await storeImage(bucket, stem, received.file);
      } finally {
        await removeTempFile(received.file);
      }
      // Counted at the size received: what the person sent is what their storage holds for them.
      const fits = await records?.record({
        userId,
        bucket,
        path: object.path,
        url: object.url,
        bytes: received.size,
      });
      if (fits === false) {
        await storage.delete(bucket, [object.path, ...companionPaths(object.path)]);
        throw records!.full();
      }
      return object;
    },

    /** Deletes one of the user's own files (and what goes with it); others' are a 404. */
    async remove(bucket: Bucket, userId: string, path: string): Promise<string[]> {
      if (!isSafePath(path) || !ownsPath(userId, path)) throw notFound('File not found');
      const paths = [path, ...companionPaths(path)];
      await storage.delete(bucket, paths);
      await records?.forget(bucket, path);
      return paths;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
