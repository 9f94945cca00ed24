import { useEffect, useRef, useSyncExternalStore } from 'react';
import { openUserStream, type UserSignal } from './user-stream';

export type { UserSignal } from './user-stream';
type Listener = (signal: UserSignal) => void;

/*
 * The signed-in person's own events (new messages, the unread total). EventSource cannot send an
 * Authorization header and a token must never sit in a URL, so user-stream.ts reads the stream
 * with fetch. One stream per page, opened for the first listener and closed after the last.
 */
const listeners = new Set<Listener>();
const unreadWatchers = new Set<() => void>();
let unreadTotal: number | null = null;
let stop: (() => void) | null = null;

function setUnread(total: number | null) {
  unreadTotal = total;
  for (const watch of unreadWatchers) watch();
}

function dispatch(signal: UserSignal) {
  if (signal.type === 'ready' || signal.type === 'unread') setUnread(signal.unread_total);
  for (const listener of listeners) listener(signal);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!stop && typeof window !== 'undefined') stop = openUserStream(dispatch);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
      setUnread(null);
    }
  };
}

/** Calls `onEvent` for each of the signed-in person's events while the component is mounted. */
export function useUserEvents(onEvent: Listener, enabled = true) {
  const callback = useRef(onEvent);
  useEffect(() => {
    callback.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribe((signal) => callback.current(signal));
  }, [enabled]);
}

/** The person's unread message count, live; null until the stream has said. */
export function useUnreadTotal(enabled = true): number | null {
  useUserEvents(() => {}, enabled);
  return useSyncExternalStore(
    (watch) => {
      unreadWatchers.add(watch);
      return () => unreadWatchers.delete(watch);
    },
    () => unreadTotal,
    () => null,
  );
}
