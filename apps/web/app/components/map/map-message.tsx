import type { ReactNode, RefObject } from 'react';
import { MapPinOff } from 'lucide-react';

export const MAP_MESSAGES = {
  loading: 'Loading the map…',
  failed: 'The map cannot be shown in this browser. Every space is in the list.',
} as const;

/** What a map's place says when there is no map: the list (or the address) is still there. */
export function MapMessage({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="grid size-full min-h-40 place-items-center rounded-[var(--radius-card)] bg-surface p-6 text-center text-sm text-muted ring-1 ring-line"
    >
      <p className="flex max-w-xs flex-col items-center gap-2">
        <MapPinOff className="size-6" aria-hidden />
        {children}
      </p>
    </div>
  );
}

export type MapStatus = 'loading' | 'ready' | 'failed';

/**
 * Where a map draws: the labelled region MapLibre fills, "Loading the map…" over it until it is
 * ready, and the message instead of it when the browser cannot show one. `children` are drawn
 * over the map (its controls and cards); `pins` says how many listings it places (journeys read
 * it).
 */
export function MapFrame({
  status,
  label,
  containerRef,
  crosshair = false,
  pins,
  children,
}: {
  status: MapStatus;
  label: string;
  containerRef: RefObject<HTMLDivElement | null>;
  crosshair?: boolean;
  pins?: number;
  children?: ReactNode;
}) {
  if (status === 'failed') return <MapMessage>{MAP_MESSAGES.failed}</MapMessage>;
  return (
    <div className="relative size-full overflow-hidden rounded-[var(--radius-card)] bg-brand-100">
      <div
        ref={containerRef}
        role="region"
        aria-label={label}
        data-map-ready={status === 'ready' || undefined}
        data-pins={pins}
        className={crosshair ? 'size-full cursor-crosshair' : 'size-full'}
      />
      {status === 'loading' && (
        <p role="status" className="absolute inset-0 grid place-items-center text-sm text-muted">
          {MAP_MESSAGES.loading}
        </p>
      )}
      {children}
    </div>
  );
}
