import postgres from 'postgres';

type Subscriber = { onPayload: (payload: string) => void; onListening?: () => void };
type Channel = { subscribers: Set<Subscriber>; ready: Promise<void> };

/** The wait before listening again after the connection closed: 0.1 s, doubling, at most 5 s. */
export const relistenDelayMs = (attempt: number) => Math.min(100 * 2 ** attempt, 5_000);

/**
 * LISTEN on PostgreSQL over one connection of its own that comes back after every outage.
 *
 * postgres.js's own `listen` listens again when its connection closes, but only once: when the
 * server is still down at that moment the attempt fails and it never tries again, and every
 * notification after the outage is lost until the process restarts (measured: a 3 s stop of the
 * server, then nothing heard). Here a closed connection is followed by attempts until one works,
 * after 0.1 s, doubling up to 5 s; each subscriber's `onListening` runs once its channel is listened
 * to again, so that it knows notices may have been missed meanwhile.
 */
export function createListener(url: string) {
  const channels = new Map<string, Channel>();
  let ended = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const sql = postgres(url, {
    max: 1,
    // Never closed for age or idleness (0 turns both off; idleness is off by default).
    max_lifetime: 0,
    fetch_types: false,
    onnotice: () => {},
    // Not in the driver's type definitions, but its connections call it for every notification.
    ...({
      onnotify(channel: string, payload: string) {
        for (const subscriber of channels.get(channel)?.subscribers ?? [])
          subscriber.onPayload(payload);
      },
    } as object),
    onclose() {
      if (!ended) again();
    },
  });

  const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function again() {
    clearTimeout(timer);
    timer = setTimeout(() => void listenAll(), relistenDelayMs(attempt));
    timer.unref();
  }

  async function listenAll() {
    if (ended || channels.size === 0) return;
    try {
      for (const channel of channels.keys()) await sql.unsafe(`listen ${quoted(channel)}`);
    } catch {
      attempt += 1;
      again();
      return;
    }
    attempt = 0;
    for (const { subscribers } of channels.values())
      for (const subscriber of subscribers) subscriber.onListening?.();
  }

  return {
    async listen(
      channel: string,
      onPayload: (payload: string) => void,
      onListening?: () => void,
    ): Promise<() => Promise<void>> {
      let entry = channels.get(channel);
      if (!entry) {
        const created: Channel = {
          subscribers: new Set(),
          ready: sql.unsafe(`listen ${quoted(channel)}`).then(() => {}),
        };
        channels.set(channel, created);
        entry = created;
        try {
          await created.ready;
        } catch (error) {
          if (channels.get(channel) === created) channels.delete(channel);
          throw error;
        }
      } else {
        await entry.ready;
      }
      const subscriber: Subscriber = { onPayload, onListening };
      entry.subscribers.add(subscriber);
      onListening?.();
      return async () => {
        const current = channels.get(channel);
        if (!current?.subscribers.delete(subscriber) || current.subscribers.size > 0) return;
        channels.delete(channel);
        if (!ended) await sql.unsafe(`unlisten ${quoted(channel)}`).catch(() => {});
      };
    },
    async end() {
      ended = true;
      clearTimeout(timer);
      await sql.end({ timeout: 5 });
    },
  };
}
