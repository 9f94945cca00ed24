import type { DbHandle, Unlisten } from '@rentspace/db';
import type { Logger } from '../logger.ts';

export const REALTIME_CHANNEL = 'realtime';

export interface ChangeEvent {
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
}

type Subscriber = { onChange: (event: ChangeEvent) => void; onClose: () => void };

/**
 * Fans database change notifications out to connected browsers. Every instance LISTENs on the
 * same channel, so a change made through any instance reaches the clients of all of them.
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
      unlisten = await handle.listen(REALTIME_CHANNEL, dispatch);
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
