import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The configured storage: S3-compatible when S3_BUCKET is set, else `{DATA_DIR}/storage` on disk.
 * The S3 client loads only when it is used.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(resolve(config.DATA_DIR, 'storage'));
}
