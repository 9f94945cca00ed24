/**
 * Every uploaded or seeded image is stored as WebP at most FULL_WIDTH wide (`{name}.webp`),
 * with smaller copies beside it (`{name}-{width}.webp`) for responsive images.
 */
export const FULL_WIDTH = 1600;
export const VARIANT_WIDTHS = [400, 800] as const;
export const BUCKETS = ['spaces', 'profile-images', 'deposit-claims'] as const;
export type Bucket = (typeof BUCKETS)[number];

export const PUBLIC_PREFIX = '/storage/v1/object/public';

/** The public URL of a stored object. */
export function publicUrl(bucket: Bucket, path: string): string {
  return `${PUBLIC_PREFIX}/${bucket}/${path}`;
}

const STORED_WEBP = /^(.*\/storage\/v1\/object\/public\/[^?#]+?)\.webp(\?[^#]*)?$/;

/** The URL of one of a stored image's smaller copies; other URLs are returned unchanged. */
export function imageVariant(url: string, width: (typeof VARIANT_WIDTHS)[number]): string {
  const match = STORED_WEBP.exec(url);
  if (!match) return url;
  return `${match[1]}-${width}.webp${match[2] ?? ''}`;
}

/** A srcset for our stored images, or undefined for images hosted elsewhere. */
export function imageSrcSet(url: string): string | undefined {
  if (!STORED_WEBP.test(url)) return undefined;
  const smaller = VARIANT_WIDTHS.map((width) => `${imageVariant(url, width)} ${width}w`);
  return [...smaller, `${url} ${FULL_WIDTH}w`].join(', ');
}

const STORED_VIDEO = /^(.*\/storage\/v1\/object\/public\/[^?#]+?)\.(?:mp4|webm|mov)(\?[^#]*)?$/;

/**
 * The poster of one of our stored videos: its first frame, stored beside it as a photo is
 * (`{name}.webp` with its smaller copies). Undefined for videos hosted elsewhere.
 */
export function videoPoster(url: string): string | undefined {
  const match = STORED_VIDEO.exec(url);
  return match ? `${match[1]}.webp` : undefined;
}
