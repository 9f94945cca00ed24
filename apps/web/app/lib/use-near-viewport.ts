import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport: false until it does, then true for
 * good. Parts of a page that cost work only a visitor who reaches them needs (the listing page's
 * availability grid and booking form: their zone arithmetic, their data, their cells) wait for it,
 * so the first load of the page does not pay for them (docs/decisions/0020-listing-page-work-when-seen.md).
 * Where the browser has no IntersectionObserver (the tests' DOM), at once.
 */
export function useNearViewport<T extends Element>(
  margin = '50%',
): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  // False on the server; true at once in a browser without the observer.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);
  return [setNode, near];
}
