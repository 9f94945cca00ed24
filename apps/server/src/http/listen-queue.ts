import type { Server } from 'node:net';

/**
 * Resolves once the kernel's queue of connections waiting to be accepted is empty, or after
 * `maxMs`.
 *
 * libuv accepts one connection per event-loop turn (libuv/libuv#3696). On a busy instance a turn
 * takes tens of milliseconds, so connections a client opened well before a shutdown can still be
 * queued when it starts, and closing the listener resets them. A turn whose poll phase accepted
 * nothing found the listener not readable, which means the queue was empty: that is what this
 * waits for. Immediates run right after the poll phase, once per turn.
 */
export function listenQueueEmptied(server: Server, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const deadline = performance.now() + maxMs;
    let acceptedThisTurn = false;
    const onConnection = () => {
      acceptedThisTurn = true;
    };
    server.on('connection', onConnection);
    const endOfTurn = () => {
      if (acceptedThisTurn && performance.now() < deadline) {
        acceptedThisTurn = false;
        setImmediate(endOfTurn);
        return;
      }
      server.off('connection', onConnection);
      resolve();
    };
    // The first check waits a whole turn, so a connection that is readable now is taken first.
    acceptedThisTurn = true;
    setImmediate(endOfTurn);
  });
}
