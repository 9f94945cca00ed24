import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMegabytes } from '@rentspace/core/listings/limits';
import { ApiError } from '../http/errors.ts';
import { SNIFF_BYTES, sniffVideo, type Sniffed } from './sniff.ts';

export interface ReceiveLimits {
  image: number;
  /** 0 when the bucket takes no videos. */
  video: number;
}

export interface Received {
  file: string;
  size: number;
  sniffed: Sniffed;
}

const TEMP_DIR = join(tmpdir(), 'rentspace-uploads');

export function tooLarge(limit: number) {
  return new ApiError(
    413,
    'payload_too_large',
    `File size must be less than ${formatMegabytes(limit)}`,
  );
}

/**
 * Streams an upload to a temporary file. The first bytes decide the limit (a video's or an
 * image's); the stream is refused as soon as it passes that limit, and the partial file removed.
 * The caller removes the file when done with it.
 */
export async function receiveToTempFile(
  source: ReadableStream<Uint8Array>,
  limits: ReceiveLimits,
): Promise<Received> {
  await mkdir(TEMP_DIR, { recursive: true });
  const file = join(TEMP_DIR, randomBytes(16).toString('hex'));
  const handle = await open(file, 'wx', 0o600);
  let size = 0;
  let head = Buffer.alloc(0);
  let sniffed: Sniffed | undefined;
  let limit = Math.max(limits.image, limits.video);
  // Never cancel the request body: that would drop the connection before the 413 is sent.
  // The HTTP server drains (or closes) what is left once the answer is out.
  const reader = source.getReader();
  try {
    for (;;) {
      const { value: chunk, done } = await reader.read();
      if (done) break;
      if (!sniffed) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          sniffed = sniffVideo(head);
          limit = sniffed.kind === 'video' && limits.video > 0 ? limits.video : limits.image;
        }
      }
      size += chunk.byteLength;
      if (size > limit) throw tooLarge(limit);
      await handle.write(chunk);
    }
    sniffed ??= sniffVideo(head);
    if (sniffed.kind === 'video' && limits.video === 0) sniffed = { kind: 'other' };
    if (size > (sniffed.kind === 'video' ? limits.video : limits.image))
      throw tooLarge(limits.image);
    return { file, size, sniffed };
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(file, { force: true });
    throw error;
  } finally {
    reader.releaseLock();
    await handle.close().catch(() => {});
  }
}

export async function removeTempFile(file: string) {
  await rm(file, { force: true });
}
