import type { UserEvent } from '@rentspace/core/messages/api';
import { accessToken } from './auth/client';

/** What listeners hear: an event, or 'resync' after a gap in which events may have been missed. */
export type UserSignal = UserEvent | { type: 'resync' };

const STREAM_PATH = '/rest/v1/messages/stream';
const MAX_BACKOFF_MS = 30_000;
const LOCK_NAME = 'rentspace.user-events';
const CHANNEL_NAME = 'rentspace.user-events';

/** Splits server-sent event text into complete events and the unfinished rest. */
export function parseServerSentEvents(buffer: string): {
  events: { event: string; data: string }[];
  rest: string;
} {
  const events: { event: string; data: string }[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Reads one stream until it ends; false when it could not be opened (signed out, refused). */
async function readOnce(signal: AbortSignal, emit: (event: UserEvent) => void): Promise<boolean> {
  const token = await accessToken();
  if (!token) return false;
  const response = await fetch(STREAM_PATH, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) return false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    const parsed = parseServerSentEvents(buffer + value);
    buffer = parsed.rest;
    for (const { data } of parsed.events) {
      try {
        emit(JSON.parse(data) as UserEvent);
      } catch {
        // A malformed event is skipped; the next one still arrives.
      }
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the stream open until aborted: the server ends each stream after a while so that a fresh
 * access token is used, so it reconnects at once after a clean end and backs off after failures.
 * Every 'ready' after the first (or the first, when `gapBefore`) is preceded by 'resync'.
 */
async function runStream(
  signal: AbortSignal,
  emit: (signal: UserSignal) => void,
  gapBefore: boolean,
) {
  let backoff = 1000;
  let gap = gapBefore;
  while (!signal.aborted) {
    let opened = false;
    try {
      opened = await readOnce(signal, (event) => {
        if (event.type === 'ready' && gap) emit({ type: 'resync' });
        if (event.type === 'ready') gap = true;
        emit(event);
      });
    } catch {
      if (signal.aborted) return;
    }
    backoff = opened ? 1000 : Math.min(backoff * 2, MAX_BACKOFF_MS);
    if (!opened) await pause(backoff);
  }
}

type TabMessage = { kind: 'signal'; signal: UserSignal } | { kind: 'hello' };

/**
 * Opens the person's event stream, shared by all their tabs: browsers allow only six HTTP/1.1
 * connections per site, so one tab (the holder of a Web Lock) keeps the connection and passes
 * every event to the others over a BroadcastChannel; when it closes, another tab takes over.
 * Browsers without those APIs open a stream per tab. Returns the function that stops it.
 */
export function openUserStream(onSignal: (signal: UserSignal) => void): () => void {
  const controller = new AbortController();
  const shared =
    typeof BroadcastChannel !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'locks' in navigator;
  const channel = shared ? new BroadcastChannel(CHANNEL_NAME) : null;
  let leading = false;
  let lastTotal: number | null = null;
  const deliver = (signal: UserSignal) => {
    if (signal.type === 'ready' || signal.type === 'unread') lastTotal = signal.unread_total;
    onSignal(signal);
  };
  const lead = () => {
    leading = true;
    // A tab taking over from another may have missed events in between.
    return runStream(
      controller.signal,
      (signal) => {
        deliver(signal);
        channel?.postMessage({ kind: 'signal', signal } satisfies TabMessage);
      },
      lastTotal !== null,
    );
  };

  if (!channel) {
    void lead();
    return () => controller.abort();
  }
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data.kind === 'signal') deliver(event.data.signal);
    else if (leading && lastTotal !== null) {
      channel.postMessage({
        kind: 'signal',
        signal: { type: 'unread', unread_total: lastTotal },
      } satisfies TabMessage);
    }
  };
  channel.postMessage({ kind: 'hello' } satisfies TabMessage);
  navigator.locks.request(LOCK_NAME, { signal: controller.signal }, lead).catch(() => {
    // Aborted while waiting for the lock: this tab stopped listening before it had to lead.
  });
  return () => {
    controller.abort();
    channel.close();
  };
}
