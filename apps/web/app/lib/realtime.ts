import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** A table change the server announces (docs/glossary.md#realtime). */
export interface ChangeEvent {
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
}

/**
 * What a subscriber hears: a change, or 'resync' after the stream reconnected (changes made
 * while it was down were missed, so reload whatever depends on the table).
 */
export type RealtimeSignal = ChangeEvent | { table: string; type: 'RESYNC' };
type Listener = (signal: RealtimeSignal) => void;

/** The tables the server streams to anyone. */
export const REALTIME_TABLES = ['spaces', 'space_types'] as const;
export type RealtimeTable = (typeof REALTIME_TABLES)[number];

const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;
let readyCount = 0;

function listenerCount(): number {
  let count = 0;
  for (const set of listeners.values()) count += set.size;
  return count;
}

function dispatch(signal: RealtimeSignal) {
  for (const listener of listeners.get(signal.table) ?? []) listener(signal);
}

function connect() {
  readyCount = 0;
  source = new EventSource(`/realtime/v1/changes?tables=${REALTIME_TABLES.join(',')}`);
  source.addEventListener('ready', () => {
    readyCount += 1;
    // The first 'ready' opens the stream; a later one means EventSource reconnected.
    if (readyCount > 1) for (const table of listeners.keys()) dispatch({ table, type: 'RESYNC' });
  });
  source.addEventListener('change', (message) => {
    try {
      dispatch(JSON.parse((message as MessageEvent<string>).data) as ChangeEvent);
    } catch {
      // A malformed event is ignored; the next one still arrives.
    }
  });
}

/**
 * Listens to changes of one table. The page shares a single EventSource, opened for the first
 * subscriber and closed when the last one leaves. Returns the unsubscribe function.
 */
export function subscribe(table: RealtimeTable, listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let set = listeners.get(table);
  if (!set) listeners.set(table, (set = new Set()));
  set.add(listener);
  if (!source) connect();
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(table);
    if (listenerCount() === 0) {
      source?.close();
      source = null;
    }
  };
}

/** Calls `onChange` for every change of the given tables while the component is mounted. */
export function useRealtime(tables: readonly RealtimeTable[], onChange: Listener) {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  const key = tables.join(',');
  useEffect(() => {
    const unsubscribers = key
      .split(',')
      .map((table) => subscribe(table as RealtimeTable, (signal) => callback.current(signal)));
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [key]);
}

/**
 * Reloads the page's loaders when one of the tables changes, e.g. `useRealtimeRevalidate(['spaces'])`.
 * Bursts of changes (a bulk edit, a reconnect) cause one reload after `delayMs`. `filter` can skip
 * changes the page does not show.
 */
export function useRealtimeRevalidate(
  tables: readonly RealtimeTable[],
  options: { delayMs?: number; filter?: (event: ChangeEvent) => boolean } = {},
) {
  const { revalidate } = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const delay = options.delayMs ?? 300;
  useRealtime(tables, (signal) => {
    if (options.filter && signal.type !== 'RESYNC' && !options.filter(signal)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void revalidate(), delay);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
}
