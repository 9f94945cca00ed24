import { useId, useRef, useState, type DragEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { MediaGroup, TileButton, type MediaItem } from './media-group';
import { ACCEPT, VIDEO_TYPES, deleteUpload, precheck, uploadToSpaces } from './upload';

interface MediaUploaderProps {
  images: string[];
  videos: string[];
  onChange(media: { images: string[]; videos: string[] }): void;
  onBusyChange(busy: boolean): void;
  error?: string;
}

let counter = 0;
const nextKey = () => `media-${++counter}`;

function initialItems(images: string[], videos: string[]): MediaItem[] {
  const stored = (kind: MediaItem['kind']) => (url: string) => ({
    key: nextKey(),
    kind,
    name: url.split('/').pop() ?? url,
    url,
    preview: null,
    progress: 1,
    status: 'done' as const,
    fresh: false,
  });
  return [...images.map(stored('image')), ...videos.map(stored('video'))];
}

/**
 * Photos and videos of a listing: upload with a progress bar per file, reorder (the first photo is
 * the cover) with buttons that work from the keyboard, and remove.
 */
export function MediaUploader({
  images,
  videos,
  onChange,
  onBusyChange,
  error,
}: MediaUploaderProps) {
  const [items, setItems] = useState<MediaItem[]>(() => initialItems(images, videos));
  const itemsRef = useRef(items);
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  const errorId = `${inputId}-error`;

  // Every change goes through here, so the form's values follow the list without an effect.
  function update(change: (current: MediaItem[]) => MediaItem[]) {
    const next = change(itemsRef.current);
    itemsRef.current = next;
    setItems(next);
    const done = (kind: MediaItem['kind']) =>
      next.filter((item) => item.kind === kind && item.status === 'done').map((item) => item.url!);
    onChange({ images: done('image'), videos: done('video') });
    onBusyChange(next.some((item) => item.status === 'uploading'));
  }
  const patch = (key: string, values: Partial<MediaItem>) =>
    update((current) => current.map((item) => (item.key === key ? { ...item, ...values } : item)));

  function addFiles(files: FileList | File[]) {
    for (const file of Array.from(files)) {
      const key = nextKey();
      const kind = VIDEO_TYPES.includes(file.type) ? 'video' : 'image';
      const problem = precheck(file);
      const preview = !problem && kind === 'image' ? URL.createObjectURL(file) : null;
      update((current) => [
        ...current,
        {
          key,
          kind,
          name: file.name,
          url: null,
          preview,
          progress: 0,
          status: problem ? 'error' : 'uploading',
          error: problem ?? undefined,
          fresh: true,
        },
      ]);
      if (problem) continue;
      uploadToSpaces(file, (progress) => patch(key, { progress }))
        .then((stored) => {
          patch(key, { status: 'done', url: stored.url, kind: stored.kind, progress: 1 });
          setAnnouncement(`${file.name} uploaded`);
        })
        .catch((failure: Error) => patch(key, { status: 'error', error: failure.message }));
    }
  }

  function remove(item: MediaItem) {
    if (item.preview) URL.revokeObjectURL(item.preview);
    if (item.fresh && item.url) void deleteUpload(item.url);
    // The removed tile takes the focus with it: give it to the next tile of its row (the one
    // before it at the end), else to the file picker, so the keyboard carries on from there.
    const row = itemsRef.current.filter(
      (other) =>
        other.kind === item.kind && (other.status === 'error') === (item.status === 'error'),
    );
    const at = row.indexOf(item);
    const neighbour = row[at + 1] ?? row[at - 1];
    update((current) => current.filter((other) => other.key !== item.key));
    setAnnouncement(
      `${item.fresh ? item.name : item.kind === 'image' ? 'Photo' : 'Video'} removed`,
    );
    requestAnimationFrame(() => {
      const next = neighbour && document.getElementById(`${neighbour.key}-remove`);
      (next ?? document.getElementById(inputId))?.focus();
    });
  }

  function move(item: MediaItem, delta: -1 | 1) {
    const same = itemsRef.current.filter(
      (other) => other.kind === item.kind && other.status !== 'error',
    );
    const target = same[same.indexOf(item) + delta];
    if (!target) return;
    update((current) => {
      const next = [...current];
      const a = next.findIndex((other) => other.key === item.key);
      const b = next.findIndex((other) => other.key === target.key);
      [next[a], next[b]] = [next[b]!, next[a]!];
      return next;
    });
    const position = same.indexOf(item) + delta + 1;
    const noun = item.fresh ? item.name : item.kind === 'image' ? 'The photo' : 'The video';
    setAnnouncement(
      item.kind === 'image' && position === 1
        ? `${noun} is now the cover photo`
        : `${noun} moved to position ${position}`,
    );
    // Moving re-inserts the tile, which drops focus: put it back on the button just pressed.
    requestAnimationFrame(() => {
      const pressed = document.getElementById(
        `${item.key}-${delta < 0 ? 'earlier' : 'later'}`,
      ) as HTMLButtonElement | null;
      const other = document.getElementById(
        `${item.key}-${delta < 0 ? 'later' : 'earlier'}`,
      ) as HTMLButtonElement | null;
      (pressed && !pressed.disabled ? pressed : other)?.focus();
    });
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    addFiles(event.dataTransfer.files);
  }

  const photos = items.filter((item) => item.kind === 'image' && item.status !== 'error');
  const clips = items.filter((item) => item.kind === 'video' && item.status !== 'error');
  const failed = items.filter((item) => item.status === 'error');
  return (
    <div className="space-y-5">
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="peer sr-only"
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-line bg-surface px-6 py-8 text-center transition-colors hover:border-brand-500 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
        >
          <ImagePlus className="size-8 text-brand-600" aria-hidden />
          <span className="font-medium text-ink">Add photos or videos</span>
          <span className="text-sm text-muted">
            JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF photos up to 15MB; MP4, WebM or MOV videos up
            to 100MB
          </span>
        </label>
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger-700">
            {error}
          </p>
        )}
      </div>
      {failed.length > 0 && (
        <ul className="space-y-2">
          {failed.map((item) => (
            <li
              key={item.key}
              role="alert"
              className="flex items-center justify-between gap-3 rounded-xl bg-danger-50 py-1 pl-4 pr-1 text-sm text-danger-700"
            >
              <span className="min-w-0">
                <span className="font-medium break-all">{item.name}</span>: {item.error}
              </span>
              <TileButton
                id={`${item.key}-remove`}
                label={`Dismiss ${item.name}`}
                onClick={() => remove(item)}
              >
                <X className="size-5" aria-hidden />
              </TileButton>
            </li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <MediaGroup
          title="Photos"
          hint="The first photo is the cover."
          items={photos}
          onMove={move}
          onRemove={remove}
        />
      )}
      {clips.length > 0 && (
        <MediaGroup title="Videos" items={clips} onMove={move} onRemove={remove} />
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
