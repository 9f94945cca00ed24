import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { imageSrcSet } from '@rentspace/core/media';
import { Link } from 'react-router';
import { cx } from '~/components/ui/cx';
import type { HeroSlide } from './hero-slides';
import { CAROUSEL_TIMING, useCarousel } from './use-carousel';
import { HERO_PRIMARY, HERO_SECONDARY } from './hero-buttons';

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white focus-visible:outline-white';

/**
 * The home hero (docs/product/pages-and-messages.md#home): ten slides, each with a badge, title, subtitle and
 * buttons to /explore and /create-listing. Advances every 5 s; pauses on hover and focus, with a
 * pause button, and stays put when the person prefers reduced motion.
 */
export function HeroCarousel({
  slides,
  timing = CAROUSEL_TIMING,
}: {
  slides: readonly HeroSlide[];
  timing?: typeof CAROUSEL_TIMING;
}) {
  const carousel = useCarousel(slides.length, timing);
  const { index } = carousel;
  const nextIndex = (index + 1) % slides.length;
  const previousIndex = (index - 1 + slides.length) % slides.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Ways to use Rentspace"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
      {...carousel.pauseHandlers}
    >
      <div
        className="relative h-[26rem] sm:h-[30rem]"
        aria-live={carousel.autoplay ? 'off' : 'polite'}
      >
        {slides.map((slide, position) => {
          const current = position === index;
          // The next slide is rendered (invisible) so its picture is loaded before it shows, the
          // previous one so that it fades out rather than vanishing.
          const mounted = current || position === nextIndex || position === previousIndex;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              aria-hidden={!current}
              inert={!current}
              hidden={!mounted}
              className={cx(
                'absolute inset-0 transition-opacity duration-300 motion-reduce:transition-none',
                current ? 'z-10 opacity-100' : 'opacity-0',
              )}
            >
              <img
                src={slide.image.replace(/\.webp$/, '-800.webp')}
                srcSet={imageSrcSet(slide.image)}
                sizes="100vw"
                alt=""
                width={1600}
                height={640}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : undefined}
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
              <div
                className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/55 to-black/20"
                aria-hidden
              />
              <div className="container-page relative flex h-full flex-col justify-center pb-10">
                <span className="w-fit rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-800">
                  {slide.badge}
                </span>
                <h2 className="mt-4 max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">
                  {slide.title}
                </h2>
                <p className="mt-3 max-w-xl text-base text-white/90 sm:text-lg">{slide.subtitle}</p>
                <div className="mt-6 flex flex-wrap gap-3">
                  <Link to="/explore" className={HERO_PRIMARY}>
                    Explore Spaces
                  </Link>
                  <Link to="/create-listing" className={HERO_SECONDARY}>
                    List Your Space
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="container-page absolute inset-x-0 bottom-3 z-20 flex items-center justify-between gap-2">
        <div className="flex gap-2">
          <button
            type="button"
            className={controlClasses}
            aria-label="Previous slide"
            onClick={carousel.previous}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            className={controlClasses}
            aria-label="Next slide"
            onClick={carousel.next}
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
          {!carousel.reducedMotion && (
            <button
              type="button"
              className={controlClasses}
              aria-label={carousel.stopped ? 'Play slideshow' : 'Pause slideshow'}
              onClick={carousel.toggleStopped}
            >
              {carousel.stopped ? (
                <Play className="size-5" aria-hidden />
              ) : (
                <Pause className="size-5" aria-hidden />
              )}
            </button>
          )}
        </div>
        {/* Ten dots of 24 px do not fit beside the three controls on a phone: there the slide's
            place is written instead, and Previous and Next move between them. */}
        <p className="tabular text-sm font-semibold sm:hidden" aria-hidden>
          {index + 1} / {slides.length}
        </p>
        <ol className="hidden items-center sm:flex" aria-label="Choose a slide">
          {slides.map((slide, position) => (
            <li key={slide.title}>
              <button
                type="button"
                aria-label={`Slide ${position + 1}: ${slide.badge}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => carousel.go(position)}
                className="group inline-flex size-6 items-center justify-center sm:size-7"
              >
                <span
                  aria-hidden
                  className={cx(
                    'block rounded-full transition-all',
                    position === index
                      ? 'h-2 w-5 bg-white'
                      : 'size-2 bg-white/60 group-hover:bg-white',
                  )}
                />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
