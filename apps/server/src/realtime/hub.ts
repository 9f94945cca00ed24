import type { DbHandle, Unlisten } from '@rentspace/db';
import type { Logger } from '../logger.ts';

export const REALTIME_CHANNEL = 'realtime';

export interface ChangeEvent {
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
}

type Subscriber = {
  onChange: (event: ChangeEvent) => void;
  onClose: () => void;
  /**
   * The database connection was lost and is listened to again: changes made meanwhile were not
   * heard. A stream ends (the browser reconnects and reloads what it shows); a cache empties.
   */
  onMissed: () => void;
};

/**
 * Fans database change notifications out to connected browsers. Every instance LISTENs on the
 * same channel, so a change made through any instance reaches the clients of all of them. When
 * the listening connection comes back after an outage (packages/db/src/listener.ts), whatever
 * changed meanwhile went unheard: every subscriber is told so (`onMissed`).
 */
export function createRealtimeHub(handle: Pick<DbHandle, 'listen'>, logger: Logger) {
  const subscribers = new Set<Subscriber>();
  let unlisten: Unlisten | undefined;

  function dispatch(payload: string) {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      logger.warn({ payload }, 'realtime: unreadable notification');
      return;
    }
    for (const subscriber of subscribers) subscriber.onChange(event);
  }

  return {
    async start() {
      let listened = false;
      unlisten = await handle.listen(REALTIME_CHANNEL, dispatch, () => {
        // The first call is the subscription itself; each later one follows an outage.
        if (!listened) {
          listened = true;
          return;
        }
        logger.warn('realtime: listening again after the connection was lost');
        for (const subscriber of subscribers) subscriber.onMissed();
      });
    },
    subscribe(subscriber: Subscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    get size() {
      return subscribers.size;
    },
    /** Stops listening and ends every open stream (graceful shutdown). */
    async stop() {
      for (const subscriber of subscribers) subscriber.onClose();
      subscribers.clear();
      await unlisten?.();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
