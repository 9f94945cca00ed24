import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbHandle, Unlisten } from '@rentspace/db';

/** The channel the database announces closed sessions on (migration 0030). */
export const SESSIONS_CHANNEL = 'sessions';
/** How often an instance sends itself a heartbeat on the channel, to know it still hears it. */
export const SESSION_HEARTBEAT_MS = 2_000;
/** Sessions kept found open at once; the oldest go first. */
export const OPEN_SESSIONS_MAX = 10_000;

export interface OpenSessionsDeps {
  /** Subscribes to the channel; `onListening` runs each time the subscription is (re)made. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: () => void,
  ): Promise<Unlisten>;
  /** Sends a payload on the channel through the database, as a revocation's notice goes. */
  notify(channel: string, payload: string): Promise<void>;
  /** How long a session found open is answered without reading it again; 0 reads every time. */
  keepSeconds: number;
  /** Monotonic milliseconds (tests move it by hand). */
  now?: () => number;
  heartbeatMs?: number;
  maxEntries?: number;
}

/**
 * The sessions this instance found open in the last `keepSeconds`, so that a signed-in request
 * does not read its session again (docs/decisions/0056-session-checks-and-hold-writes.md).
 *
 * Every session that closes (revoked, or removed with its account) is announced by the database at
 * its commit, to every instance, and forgotten as its notice arrives. What is kept is trusted only
 * while this instance can show it hears those notices: it sends itself a heartbeat every
 * `heartbeatMs` and uses what it keeps only while the last one came back within two and a half
 * intervals. Everything kept is dropped when the subscription is made again (notices sent while it
 * was down are lost) and when trust comes back after a lapse. A session read while a notice arrived
 * is not kept: the read may predate the revocation.
 */
export function createOpenSessions(deps: OpenSessionsDeps) {
  const now = deps.now ?? (() => performance.now());
  const keepMs = deps.keepSeconds * 1000;
  const heartbeatMs = deps.heartbeatMs ?? SESSION_HEARTBEAT_MS;
  const maxEntries = deps.maxEntries ?? OPEN_SESSIONS_MAX;
  const beatPrefix = `heartbeat:${randomUUID()}:`;
  /** Session id to the moment until which it is answered open. */
  const open = new Map<string, number>();
  /**
   * Reads under way: checks of one session at the same moment (a page's first calls) share one.
   * A closing notice ends the sharing, so no check that starts after it takes a read from before.
   */
  const reading = new Map<string, Promise<boolean>>();
  /** Moves on every notice and every local closing: a read across a move is not kept. */
  let generation = 0;
  let heardAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | undefined;

  const trusted = (at: number) => at - heardAt <= heartbeatMs * 2.5;

  function forgetAll() {
    open.clear();
    reading.clear();
    generation += 1;
  }

  function onPayload(payload: string) {
    if (payload.startsWith('heartbeat:')) {
      if (!payload.startsWith(beatPrefix)) return;
      const at = now();
      if (!trusted(at)) forgetAll();
      heardAt = at;
      return;
    }
    open.delete(payload);
    reading.delete(payload);
    generation += 1;
  }

  async function beat() {
    try {
      await deps.notify(SESSIONS_CHANNEL, `${beatPrefix}${Math.round(now())}`);
    } catch {
      // The database is away: no heartbeat comes back, and trust lapses on its own.
    }
  }

  return {
    /** Whether this instance answers from what it keeps right now. */
    get trusted() {
      return keepMs > 0 && trusted(now());
    },
    get size() {
      return open.size;
    },
    async start() {
      if (keepMs <= 0) return;
      unlisten = await deps.listen(SESSIONS_CHANNEL, onPayload, forgetAll);
      await beat();
      timer = setInterval(() => void beat(), heartbeatMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      forgetAll();
      heardAt = Number.NEGATIVE_INFINITY;
      await unlisten?.();
      unlisten = undefined;
    },
    /** Whether the session is open: from what is kept, else by `read` (kept when open). */
    async isOpen(sessionId: string, read: () => Promise<boolean>): Promise<boolean> {
      if (keepMs <= 0) return read();
      const at = now();
      if (trusted(at) && (open.get(sessionId) ?? 0) > at) return true;
      const shared = reading.get(sessionId);
      if (shared) return shared;
      const before = generation;
      const answer = read()
        .then((active) => {
          const after = now();
          if (active && before === generation && trusted(after)) {
            open.delete(sessionId);
            if (open.size >= maxEntries) open.delete(open.keys().next().value!);
            open.set(sessionId, after + keepMs);
          }
          return active;
        })
        .finally(() => {
          if (reading.get(sessionId) === answer) reading.delete(sessionId);
        });
      reading.set(sessionId, answer);
      return answer;
    },
    /** A session of this instance's own closing (sign-out, new password): nothing kept survives. */
    closed() {
      forgetAll();
    },
  };
}

export type OpenSessions = ReturnType<typeof createOpenSessions>;

/** The kept sessions of an instance on this database, for `keepSeconds` (SESSION_CACHE_SECONDS). */
export function openSessionsOn(handle: Pick<DbHandle, 'db' | 'listen'>, keepSeconds: number) {
  return createOpenSessions({
    listen: (channel, onPayload, onListening) => handle.listen(channel, onPayload, onListening),
    notify: async (channel, payload) => {
      await handle.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    keepSeconds,
  });
}
