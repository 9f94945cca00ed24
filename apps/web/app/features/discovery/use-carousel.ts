import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The hero carousel's timing (docs/product/pages-and-messages.md#home): a slide every 5 s, clicks locked 1 s. */
export const CAROUSEL_TIMING = { intervalMs: 5_000, lockMs: 1_000 };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the person asked their system for less motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Which slide shows, and when the next one comes: every interval unless paused (hover, focus, the
 * pause button) or the person prefers reduced motion. Every change starts a lock during which a
 * click on the controls is ignored, so a double click cannot skip a slide mid-transition.
 */
export function useCarousel(count: number, timing = CAROUSEL_TIMING) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const lockedUntil = useRef(0);

  const show = useCallback(
    (next: number) => {
      lockedUntil.current = Date.now() + timing.lockMs;
      setIndex(((next % count) + count) % count);
    },
    [count, timing.lockMs],
  );

  /** A click on previous, next or a dot: ignored while the last transition's lock holds. */
  const go = useCallback(
    (next: number) => {
      if (Date.now() < lockedUntil.current) return false;
      show(next);
      return true;
    },
    [show],
  );

  const autoplay = !hovered && !focused && !stopped && !reducedMotion && count > 1;
  useEffect(() => {
    if (!autoplay) return;
    // Restarted on every change, so a slide chosen by hand also stays the full interval.
    const timer = setTimeout(() => show(index + 1), timing.intervalMs);
    return () => clearTimeout(timer);
  }, [autoplay, index, show, timing.intervalMs]);

  return {
    index,
    autoplay,
    reducedMotion,
    stopped,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    toggleStopped: () => setStopped((value) => !value),
    /** Spread on the carousel's root element: hover and keyboard focus pause it. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
