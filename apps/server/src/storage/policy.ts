import { randomBytes } from 'node:crypto';
import { BUCKETS, type Bucket } from '@rentspace/core/media';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@rentspace/core/listings/limits';
import type { ReceiveLimits } from './receive.ts';
import { PROFILE_IMAGE_LIMITS } from '@rentspace/core/profiles/limits';

/** Profile picture limits (docs/product/profiles.md#pictures: avatar 5MB, banner 10MB). */

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** What kind of profile picture a requested name asks for ('avatar-…' or 'banner-…'). */
function profileKind(requested: string): 'avatar' | 'banner' {
  const name = requested.split('/').pop() ?? '';
  return name.startsWith('banner') ? 'banner' : 'avatar';
}

/** Upload limits per bucket: listing photos and videos; profile avatars and banners (docs/product/listings.md#media, docs/product/profiles.md#pictures). */
export function limitsFor(bucket: Bucket, requested: string): ReceiveLimits {
  if (bucket === 'spaces') return { image: MAX_IMAGE_BYTES, video: MAX_VIDEO_BYTES };
  // A deposit claim's photos: pictures only, as large as a listing's.
  if (bucket === 'deposit-claims') return { image: MAX_IMAGE_BYTES, video: 0 };
  return { image: PROFILE_IMAGE_LIMITS[profileKind(requested)], video: 0 };
}

/**
 * The path the server gives a new upload: always inside the uploader's own folder, with a random
 * name, whatever the client asked for (`{userId}/{random}` in spaces, docs/product/listings.md#media).
 */
export function chooseStem(bucket: Bucket, userId: string, requested: string): string {
  const random = randomBytes(12).toString('hex');
  if (bucket === 'spaces' || bucket === 'deposit-claims') return `${userId}/${random}`;
  return `${userId}/${profileKind(requested)}-${random}`;
}

/** True when `path` lies in the user's own folder of a bucket. */
export function ownsPath(userId: string, path: string): boolean {
  return path.startsWith(`${userId}/`);
}
