import { useMemo, useSyncExternalStore } from 'react';

// The browser's zone and clock are unknown while rendering on the server: these hooks give null
// there and the real values after hydration, without a hydration mismatch.

const never = () => () => {};

/** The browser's IANA time zone, or null on the server. */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(
    never,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

let zones: readonly string[] | undefined;
const NO_ZONES: readonly string[] = [];

/** Every IANA zone the browser knows (empty on the server). */
export function useTimeZones(): readonly string[] {
  return useSyncExternalStore(
    never,
    () => (zones ??= Intl.supportedValuesOf('timeZone')),
    () => NO_ZONES,
  );
}

const MINUTE_MS = 60_000;

function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

function everyHalfMinute(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS / 2);
  return () => clearInterval(timer);
}

/** The current time to the minute, refreshed while the page is open; null on the server. */
export function useNow(): Date | null {
  const minute = useSyncExternalStore(everyHalfMinute, currentMinute, () => null);
  return useMemo(() => (minute === null ? null : new Date(minute)), [minute]);
}
