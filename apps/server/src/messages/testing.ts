/** One server-sent event as the tests read it; `data` is the parsed JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any event's fields
export type StreamEvent = { event: string; data: any };

/**
 * Reads the per-user event stream over real HTTP until `until` says enough, or `waitMs` passed
 * (then it returns what arrived); `act` runs once the stream is ready.
 */
export async function readStream(
  url: string,
  token: string,
  act: () => Promise<void>,
  until: (events: StreamEvent[]) => boolean,
  waitMs = 10_000,
) {
  const controller = new AbortController();
  const response = await fetch(`${url}/rest/v1/messages/stream`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let buffer = '';
  let acted = false;
  const timeout = setTimeout(() => controller.abort(), waitMs);
  try {
    while (!until(events)) {
      const read = await reader.read().catch((error: Error) => {
        if (error.name === 'AbortError') return { value: undefined, done: true as const };
        throw error;
      });
      const { value, done } = read;
      if (done) break;
      buffer += value;
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const chunk = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const event = /^event: (.*)$/m.exec(chunk)?.[1];
        const data = /^data: (.*)$/m.exec(chunk)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        if (event === 'ready' && !acted) {
          acted = true;
          await act();
        }
      }
    }
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
  return events;
}
