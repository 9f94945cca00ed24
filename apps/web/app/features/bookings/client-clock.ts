import { startTransition, useEffect, useMemo, useState } from 'react';

// The browser's zone and clock are unknown while rendering on the server: these hooks give null
// there and while the page hydrates, and the real values right after, without a hydration mismatch.
//
// The switch to the real values renders the availability grid and the booking form in the
// visitor's zone, the first time-zone arithmetic of the page (Intl loads its zone data then). It
// is a transition, so React renders it in slices that yield to input; as the external-store hooks
// these used to be, it was one synchronous render of the whole listing page after hydration, the
// longest task of the page on a phone (docs/decisions/0011-hydration-work.md).

/** Set once a page has hydrated: components mounted later (client navigation) read at once. */
let hydrated = false;

/**
 * `read()` after hydration, and again every `refreshMs` when given; null on the server and during
 * hydration, and while `enabled` is false (read once it turns true). `read` is a module-level
 * function. A value read again unchanged renders nothing.
 */
function useBrowserValue<T>(read: () => T, refreshMs?: number, enabled = true): T | null {
  const [value, setValue] = useState<T | null>(() => (hydrated && enabled ? read() : null));
  useEffect(() => {
    hydrated = true;
    if (!enabled) return;
    startTransition(() => setValue((current) => current ?? read()));
    if (!refreshMs) return;
    const timer = setInterval(() => setValue(read()), refreshMs);
    return () => clearInterval(timer);
  }, [read, refreshMs, enabled]);
  return value;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The browser's IANA time zone, or null on the server and until `enabled`. Reading it is the
 * page's first `Intl` date format, which loads the zone data: a long task on a phone.
 */
export function useBrowserTimeZone(enabled = true): string | null {
  return useBrowserValue(browserTimeZone, undefined, enabled);
}

let zones: readonly string[] | undefined;
const NO_ZONES: readonly string[] = [];
const knownZones = () => (zones ??= Intl.supportedValuesOf('timeZone'));

/** Every IANA zone the browser knows (empty on the server). */
export function useTimeZones(): readonly string[] {
  return useBrowserValue(knownZones) ?? NO_ZONES;
}

const MINUTE_MS = 60_000;

function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

/**
 * The current time to the minute, refreshed while the page is open; null on the server and until
 * `enabled`. Read every half minute, so the minute changes at most 30 s late.
 */
export function useNow(enabled = true): Date | null {
  const minute = useBrowserValue(currentMinute, MINUTE_MS / 2, enabled);
  return useMemo(() => (minute === null ? null : new Date(minute)), [minute]);
}
