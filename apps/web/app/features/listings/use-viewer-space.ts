import { useEffect, useState } from 'react';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import { fetchSpaceForViewer } from './api';

export type ViewerSpace =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; space: SpaceDetail }
  | { status: 'failed' };

/**
 * The server renders the space page for everybody alike; once someone is signed in, this loads what
 * only they may see (owner flag, the address after a confirmed booking, their own drafts).
 */
export function useViewerSpace(
  spaceId: string,
  userId: string | null,
  refreshKey = 0,
): ViewerSpace {
  const key = userId ? `${spaceId}|${userId}` : null;
  const [result, setResult] = useState<{ key: string; state: ViewerSpace } | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchSpaceForViewer(spaceId, controller.signal)
      .then((space) => {
        // An abort while the body is read can still resolve (lib/api reads the body leniently).
        if (!controller.signal.aborted)
          setResult({ key, state: space ? { status: 'ready', space } : { status: 'failed' } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The public page is already showing: only the viewer's extras are missing.
        console.warn('Could not load the viewer view of the space', error);
        setResult({ key, state: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [key, spaceId, refreshKey]);
  if (!key) return { status: 'none' };
  return result?.key === key ? result.state : { status: 'loading' };
}
