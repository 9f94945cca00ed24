import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cx } from './cx';

/** What an avatar's picture says: whose it is ('Maya Chen's avatar'), or 'Your avatar' for one's own. */
export function avatarAlt(name: string | null | undefined, own = false): string {
  if (own) return 'Your avatar';
  return name ? `${name}'s avatar` : 'Avatar';
}

/** A round avatar; falls back to a user icon when the URL is empty or fails to load. */
export function Avatar({
  url,
  name,
  own = false,
  size = 36,
  className,
}: {
  url?: string | null;
  /** The person's name; the picture's text names them. */
  name?: string | null;
  /** The signed-in person's own avatar, named 'Your avatar'. */
  own?: boolean;
  size?: number;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(url) && failedUrl !== url;
  const alt = avatarAlt(name, own);
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-brand-700',
        className,
      )}
      style={{ width: size, height: size }}
    >
      {showImage ? (
        <img
          src={url!}
          alt={alt}
          width={size}
          height={size}
          className="size-full object-cover"
          onError={() => setFailedUrl(url!)}
        />
      ) : (
        <UserRound className="size-3/5" aria-label={alt} role="img" />
      )}
    </span>
  );
}
