import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  RangeNotSatisfiable,
  StorageUnavailable,
  type ByteRange,
  type Storage,
} from './storage.ts';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A public origin (CDN or bucket website) that serves `{bucket}/{path}`; else this server proxies. */
  publicUrl?: string;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * No answer from the service (after the client's own retries) or a 5xx one becomes
 * StorageUnavailable; other refusals (a wrong key or bucket: the configuration) pass as they are.
 */
function unavailableOr(error: unknown): unknown {
  const status = statusOf(error);
  if (status === undefined ? !(error instanceof S3ServiceException) : status >= 500)
    return new StorageUnavailable(error);
  return error;
}

/**
 * S3-compatible storage: every logical bucket is a key prefix inside one S3 bucket,
 * `{S3_BUCKET}/{bucket}/{path}`. Path-style addressing, so MinIO, R2 and friends work as well.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: many S3-compatible servers reject the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (bucket: string, path: string) => `${bucket}/${path}`;
  const publicBase = options.publicUrl?.replace(/\/$/, '');

  return {
    kind: 's3',
    async put(bucket, path, body, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: key(bucket, path),
            Body: Buffer.isBuffer(body) ? body : createReadStream(body.file),
            ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async get(bucket, path, range?: ByteRange) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: options.bucket,
            Key: key(bucket, path),
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const size = result.ContentLength ?? 0;
        const contentRange = /bytes (\d+)-(\d+)\/(\d+)/.exec(result.ContentRange ?? '');
        return {
          body: result.Body as Readable,
          size,
          totalSize: contentRange ? Number(contentRange[3]) : size,
          contentType: result.ContentType ?? 'application/octet-stream',
          range: contentRange
            ? { start: Number(contentRange[1]), end: Number(contentRange[2]) }
            : undefined,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) throw new RangeNotSatisfiable(0);
        throw unavailableOr(error);
      }
    },
    async delete(bucket, paths) {
      for (const path of paths) {
        try {
          await client.send(
            new DeleteObjectCommand({ Bucket: options.bucket, Key: key(bucket, path) }),
          );
        } catch (error) {
          throw unavailableOr(error);
        }
      }
    },
    publicLocation: publicBase ? (bucket, path) => `${publicBase}/${key(bucket, path)}` : undefined,
  };
}
