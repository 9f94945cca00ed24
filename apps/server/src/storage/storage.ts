import type { Readable } from 'node:stream';

/** What a write takes: bytes in memory (processed images) or a finished temporary file (videos). */
export type StorageBody = Buffer | { file: string; size: number };

export interface StoredFile {
  body: Readable;
  /** Bytes in this answer (the range when one was asked for). */
  size: number;
  /** The whole object's size. */
  totalSize: number;
  contentType: string;
  range?: { start: number; end: number };
}

/** A byte range of a read, both ends inclusive as in HTTP. */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Where uploaded files live: `{bucket}/{path}`. Local disk by default, S3-compatible storage when
 * S3_* is set; both behave the same for every caller (tested against the same expectations).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes an object whole: a reader never sees a partial file. */
  put(bucket: string, path: string, body: StorageBody, contentType: string): Promise<void>;
  /** Reads an object (optionally a byte range); null when it does not exist. */
  get(bucket: string, path: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Deletes objects; missing ones are ignored. */
  delete(bucket: string, paths: string[]): Promise<void>;
  /** Where browsers should fetch a public object instead of through this server, if anywhere. */
  publicLocation?(bucket: string, path: string): string | undefined;
}

/** True when a stored object exists (a one-byte read, closed at once). */
export async function objectExists(
  storage: Storage,
  bucket: string,
  path: string,
): Promise<boolean> {
  const file = await storage.get(bucket, path, { start: 0, end: 0 }).catch(() => null);
  file?.body.destroy();
  return file !== null;
}

/** Raised when a requested range lies outside the object. */
/**
 * The storage service cannot be reached or is failing (connection refused or cut, a 5xx answer):
 * the request is answered 503 with the product's message, and nothing is recorded of it.
 */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super('storage unavailable', { cause });
    this.name = 'StorageUnavailable';
  }
}

export class RangeNotSatisfiable extends Error {
  constructor(readonly totalSize: number) {
    super('Range not satisfiable');
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The Content-Type for a stored path, from its extension (we choose every extension ourselves). */
export function contentTypeOf(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** True for a safe object path: segments of plain characters, no '..', no empty or hidden segments. */
export function isSafePath(path: string): boolean {
  const segments = path.split('/');
  return (
    segments.length <= 8 &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  );
}
