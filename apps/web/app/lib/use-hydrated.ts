import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's markup and while the page hydrates, true once React runs the page in the
 * browser (and at once for a page rendered by a client navigation). Controls that need JavaScript
 * stay disabled until then, so a press before the scripts arrive is not silently lost
 * (docs/product/look-and-feel.md#before-the-scripts-run).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
