import type { ReactNode } from 'react';
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
