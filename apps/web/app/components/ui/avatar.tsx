import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cx } from './cx';

/** A round avatar; falls back to a user icon when the URL is empty or fails to load. */
export function Avatar({
  url,
  name,
  size = 36,
  className,
}: {
  url?: string | null;
  name?: string | null;
  size?: number;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(url) && failedUrl !== url;
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
          alt={name ? `${name}'s avatar` : 'Avatar'}
          width={size}
          height={size}
          className="size-full object-cover"
          onError={() => setFailedUrl(url!)}
        />
      ) : (
        <UserRound
          className="size-3/5"
          aria-label={name ? `${name}'s avatar` : 'Avatar'}
          role="img"
        />
      )}
    </span>
  );
}
