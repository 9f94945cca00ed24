import { PUBLIC_PREFIX } from '../media.ts';
import { PROFILE_IMAGE_LIMITS, type ProfileImageKind } from './limits.ts';
import { PROFILE_MESSAGES } from './messages.ts';

const PROFILE_IMAGE_URL = new RegExp(`^${PUBLIC_PREFIX}/profile-images/([^?#]+)(?:\\?[^#]*)?$`);

/** The path inside the profile-images bucket of one of our URLs (query dropped), else null. */
export function profileImagePath(url: string): string | null {
  return PROFILE_IMAGE_URL.exec(url)?.[1] ?? null;
}

/**
 * True when a path is a picture the user uploaded as this kind: the storage server names them
 * `{userId}/{kind}-{random}.webp`, so nobody can point a profile at someone else's file.
 */
export function isOwnUpload(path: string, userId: string, kind: ProfileImageKind): boolean {
  return new RegExp(`^${userId}/${kind}-[0-9a-f]{24}\\.webp$`).test(path);
}

/** The URL with a fresh cache-busting query, so browsers never show the old picture. */
export function withCacheBuster(url: string, at: Date): string {
  return `${url.split('?')[0]}?v=${at.getTime()}`;
}

/**
 * The browser's check before uploading: an image within the kind's limit, else the product's
 * message (docs/product/profiles.md#pictures).
 */
export function checkProfileImage(
  file: { type: string; size: number },
  kind: ProfileImageKind,
): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.notAnImage;
  if (file.size > PROFILE_IMAGE_LIMITS[kind]) {
    return kind === 'avatar' ? PROFILE_MESSAGES.avatarTooLarge : PROFILE_MESSAGES.bannerTooLarge;
  }
  return null;
}
