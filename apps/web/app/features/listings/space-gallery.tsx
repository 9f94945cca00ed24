import { countOf } from '@rentspace/core/intl';
import { lazy, Suspense, useState } from 'react';
import { Images } from 'lucide-react';
import { imageSrcSet, imageVariant } from '@rentspace/core/media';
import { cx } from '~/components/ui/cx';
import { useHydrated } from '~/lib/use-hydrated';

const DEFAULT_IMAGE = '/default-listing.svg';
const MAIN_SIZES = '(min-width: 1200px) 720px, (min-width: 768px) 60vw, 100vw';
const SIDE_SIZES = '(min-width: 1200px) 460px, (min-width: 768px) 40vw, 85vw';

function Photo({
  src,
  alt,
  eager,
  sizes,
  className,
}: {
  src: string;
  alt: string;
  eager: boolean;
  sizes: string;
  className?: string;
}) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'auto' : 'async'}
      className={cx('size-full object-cover', className)}
    />
  );
}

// The all-photos dialog (and the dialog library) loads when it is first opened, not with the page.
const Dialog = lazy(() =>
  import('~/components/ui/dialog').then((module) => ({ default: module.Dialog })),
);

/** The space page opens with its photos: the first loads at once, the rest lazily (docs/product/look-and-feel.md#visual-language). */
export function SpaceGallery({ images, title }: { images: string[]; title: string }) {
  // Opening the photos needs the page's scripts: the button waits for them.
  const hydrated = useHydrated();
  const [showAll, setShowAll] = useState(false);
  // Mounted from the first opening on, so that closing it still animates and returns focus.
  const [opened, setOpened] = useState(false);
  const photos = images.length > 0 ? images : [DEFAULT_IMAGE];
  const alt = (index: number) =>
    photos.length > 1 ? `${title}, photo ${index + 1} of ${photos.length}` : title;
  const [first, ...rest] = photos;
  return (
    <section aria-label="Photos" className="relative">
      {/* Phones: one swipeable row. Larger screens: the cover beside up to two more. */}
      <ul
        // Scrollable on phones, so it takes keyboard focus (arrow keys scroll it).
        tabIndex={0}
        aria-label={countOf(photos.length, 'photo')}
        className={cx(
          '-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 md:mx-0 md:grid md:h-[28rem] md:grid-rows-2 md:overflow-visible md:px-0',
          photos.length === 1 ? 'md:grid-cols-1' : 'md:grid-cols-[3fr_2fr]',
        )}
      >
        <li
          className={cx(
            'aspect-[4/3] shrink-0 snap-center overflow-hidden rounded-[var(--radius-card)] bg-surface md:row-span-2 md:aspect-auto md:h-full md:min-h-0 md:w-auto',
            photos.length === 1 ? 'w-full' : 'w-[88%]',
          )}
        >
          <Photo src={first!} alt={alt(0)} eager sizes={MAIN_SIZES} />
        </li>
        {rest.map((src, index) => (
          <li
            key={src}
            className={cx(
              'aspect-[4/3] w-[88%] shrink-0 snap-center overflow-hidden rounded-[var(--radius-card)] bg-surface md:aspect-auto md:h-full md:min-h-0 md:w-auto',
              index >= 2 && 'md:hidden',
              photos.length === 2 && 'md:row-span-2',
            )}
          >
            <Photo src={src} alt={alt(index + 1)} eager={false} sizes={SIDE_SIZES} />
          </li>
        ))}
      </ul>
      {photos.length > 3 && (
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => {
            setOpened(true);
            setShowAll(true);
          }}
          className="absolute bottom-3 right-3 hidden min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium shadow-float disabled:cursor-wait disabled:opacity-60 md:inline-flex"
        >
          <Images className="size-4" aria-hidden /> Show all {countOf(photos.length, 'photo')}
        </button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <Dialog
            open={showAll}
            onOpenChange={setShowAll}
            title={`${title}: all photos`}
            className="max-w-4xl"
          >
            <ul className="space-y-3">
              {photos.map((src, index) => (
                <li key={src}>
                  <img
                    src={imageVariant(src, 800)}
                    alt={alt(index)}
                    width={800}
                    height={600}
                    loading="lazy"
                    className="w-full rounded-[var(--radius-card)]"
                  />
                </li>
              ))}
            </ul>
          </Dialog>
        </Suspense>
      )}
    </section>
  );
}
