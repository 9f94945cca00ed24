import { useState } from 'react';
import { LocateFixed, X } from 'lucide-react';
import { formatPoint } from '@rentspace/core/places/geo';
import { Button } from '~/components/ui/button';

export const NEAR_ME_MESSAGES = {
  locating: 'Finding where you are…',
  denied:
    'We could not find where you are. Allow location access in your browser, or search by place.',
  unsupported: 'This browser cannot tell where you are. Search by place instead.',
} as const;

/**
 * "Near me" (docs/product/search-and-cities.md#map-and-distance): the browser's position, once the
 * visitor allows it, becomes the search's `near`, nearest first; "Clear" goes back to every place.
 */
export function NearMe({
  near,
  onNear,
}: {
  near: string | undefined;
  onNear: (near: string) => void;
}) {
  const [state, setState] = useState<'idle' | 'locating' | 'failed' | 'unsupported'>('idle');

  function locate() {
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onNear(formatPoint({ lat: position.coords.latitude, lng: position.coords.longitude }));
      },
      () => setState('failed'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {near ? (
        <Button type="button" variant="secondary" onClick={() => onNear('')}>
          <X className="size-4" aria-hidden /> Clear near me
        </Button>
      ) : (
        <Button type="button" variant="secondary" onClick={locate} disabled={state === 'locating'}>
          <LocateFixed className="size-4" aria-hidden /> Near me
        </Button>
      )}
      <p role="status" className="text-sm text-muted">
        {state === 'locating' && NEAR_ME_MESSAGES.locating}
        {state === 'failed' && NEAR_ME_MESSAGES.denied}
        {state === 'unsupported' && NEAR_ME_MESSAGES.unsupported}
        {near && state === 'idle' && 'Showing spaces near you, nearest first'}
      </p>
    </div>
  );
}
