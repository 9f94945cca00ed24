import { useEffect, useState } from 'react';
import type { AvailabilitySlot } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { fetchAvailability } from './api';

export type AvailabilityState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; slots: AvailabilitySlot[] };

/**
 * The listing's taken slots in a range. A refresh (refreshKey) keeps showing the slots it has
 * until the new ones arrive; another range shows loading.
 */
export function useAvailability(
  spaceId: string,
  range: { from: string; to: string } | null,
  refreshKey = 0,
): AvailabilityState {
  const key = range ? `${spaceId}|${range.from}|${range.to}` : null;
  const [result, setResult] = useState<{ key: string; state: AvailabilityState } | null>(null);
  useEffect(() => {
    if (!key || !range) return;
    const controller = new AbortController();
    fetchAvailability(spaceId, range, controller.signal)
      .then((response) => {
        if (!controller.signal.aborted)
          setResult({ key, state: { status: 'ready', slots: response.data } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load availability', error);
        setResult({
          key,
          state: { status: 'error', message: BOOKING_MESSAGES.loadAvailabilityFailed },
        });
      });
    return () => controller.abort();
    // The range is fully described by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refreshKey]);
  if (!key || result?.key !== key) return { status: 'loading' };
  return result.state;
}
