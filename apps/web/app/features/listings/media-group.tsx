import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Film, X } from 'lucide-react';
import { imageVariant, videoPoster } from '@rentspace/core/media';
import { cx } from '~/components/ui/cx';

/** A photo or video of the listing being edited (./media-uploader.tsx). */
export interface MediaItem {
  key: string;
  kind: 'image' | 'video';
  name: string;
  /** The stored file's public URL, once uploaded. */
  url: string | null;
  /** A local preview while a photo uploads. */
  preview: string | null;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  /** Uploaded during this visit: removing it also deletes the file. */
  fresh: boolean;
}

interface GroupProps {
  title: string;
  hint?: string;
  items: MediaItem[];
  onMove(item: MediaItem, delta: -1 | 1): void;
  onRemove(item: MediaItem): void;
}

/** The photos or the videos as tiles, each with its preview and buttons to move and remove it. */
export function MediaGroup({ title, hint, items, onMove, onRemove }: GroupProps) {
  const noun = title === 'Photos' ? 'photo' : 'video';
  // 'Photo 2', and the file's own name while it is one chosen on this visit (a stored file's name
  // is a code, which says nothing to the host).
  const describe = (item: MediaItem, index: number) =>
    `${title === 'Photos' ? 'Photo' : 'Video'} ${index + 1}${item.fresh ? `: ${item.name}` : ''}`;
  return (
    <div>
      <h3 className="text-sm font-medium text-ink">{title}</h3>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <li
            key={item.key}
            className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
          >
            <MediaPreview
              item={item}
              label={describe(item, index)}
              cover={noun === 'photo' && index === 0}
            />
            <div className="flex items-center justify-between gap-1 p-1">
              <TileButton
                id={`${item.key}-earlier`}
                label={`Move ${noun} ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => onMove(item, -1)}
              >
                <ChevronLeft className="size-5" aria-hidden />
              </TileButton>
              <TileButton
                id={`${item.key}-later`}
                label={`Move ${noun} ${index + 1} later`}
                disabled={index === items.length - 1}
                onClick={() => onMove(item, 1)}
              >
                <ChevronRight className="size-5" aria-hidden />
              </TileButton>
              <TileButton
                id={`${item.key}-remove`}
                label={`Remove ${noun} ${index + 1}`}
                onClick={() => onRemove(item)}
              >
                <X className="size-5" aria-hidden />
              </TileButton>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MediaPreview({ item, label, cover }: { item: MediaItem; label: string; cover: boolean }) {
  const src = item.url && item.kind === 'image' ? imageVariant(item.url, 400) : item.preview;
  // A stored video shows its poster (the first frame, kept beside it) and loads nothing more
  // until it is played.
  const poster = item.url && item.kind === 'video' ? videoPoster(item.url) : undefined;
  return (
    <div className="relative aspect-[4/3] bg-surface">
      {item.kind === 'image' && src ? (
        <img src={src} alt={label} width={400} height={300} className="size-full object-cover" />
      ) : item.kind === 'video' && item.url ? (
        <video
          src={item.url}
          poster={poster && imageVariant(poster, 400)}
          preload="none"
          controls
          playsInline
          aria-label={label}
          className="size-full bg-black object-contain"
        />
      ) : (
        <div
          role="img"
          aria-label={label}
          className="flex size-full flex-col items-center justify-center gap-1 p-2 text-muted"
        >
          <Film className="size-7" aria-hidden />
          <span className="line-clamp-2 break-all text-center text-xs">{item.name}</span>
        </div>
      )}
      {cover && item.status === 'done' && (
        <span className="absolute left-2 top-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-ink shadow-sm">
          Cover
        </span>
      )}
      {item.status === 'uploading' && (
        <div className="absolute inset-x-2 bottom-2">
          <div
            role="progressbar"
            aria-label={`Uploading ${item.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(item.progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-white/80"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-150"
              style={{ width: `${Math.round(item.progress * 100)}%` }}
            />
          </div>
        </div>
      )}
    </div>
  );
}

export function TileButton({
  id,
  label,
  disabled,
  onClick,
  children,
}: {
  id?: string;
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface',
        'disabled:cursor-not-allowed disabled:opacity-35',
      )}
    >
      {children}
    </button>
  );
}
