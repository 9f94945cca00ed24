import { describe, expect, it } from 'vitest';
import { createOpenSessions, SESSIONS_CHANNEL } from './open-sessions.ts';

const BEAT = 2_000;

/** Kept sessions over a channel of the test's own: notices go out at once, the clock by hand. */
function setUp(keepSeconds = 30, maxEntries?: number) {
  let time = 1_000;
  let onPayload: ((payload: string) => void) | undefined;
  let onListening: (() => void) | undefined;
  const sent: string[] = [];
  let delivering = true;
  const open = createOpenSessions({
    keepSeconds,
    heartbeatMs: BEAT,
    maxEntries,
    now: () => time,
    listen: async (channel, payload, listening) => {
      expect(channel).toBe(SESSIONS_CHANNEL);
      onPayload = payload;
      onListening = listening;
      listening?.();
      return async () => {
        onPayload = undefined;
      };
    },
    notify: async (_channel, payload) => {
      sent.push(payload);
      if (delivering) onPayload?.(payload);
    },
  });
  let reads = 0;
  const answer = { open: true };
  const read = async () => {
    reads += 1;
    return answer.open;
  };
  return {
    open,
    answer,
    read,
    get reads() {
      return reads;
    },
    sent,
    advance(ms: number) {
      time += ms;
    },
    /** Another instance's or the database's notice arriving. */
    notice: (payload: string) => onPayload?.(payload),
    reconnect: () => onListening?.(),
    /** Time passing with a heartbeat back every interval, as the instance's timer sends them. */
    pass(ms: number) {
      for (let left = ms; left > 0; left -= BEAT) {
        time += Math.min(BEAT, left);
        if (delivering) onPayload?.(sent[0]!);
      }
    },
    stopDelivering() {
      delivering = false;
    },
    resend: () => onPayload?.(sent.at(-1)!),
  };
}

describe('sessions found open, kept by an instance', () => {
  it('reads a session once and answers it from what is kept until its time runs out', async () => {
    const s = setUp(30);
    await s.open.start();
    expect(s.open.trusted).toBe(true);
    expect(await s.open.isOpen('a', s.read)).toBe(true);
    expect(await s.open.isOpen('a', s.read)).toBe(true);
    expect(s.reads).toBe(1);
    s.pass(29_000);
    expect(await s.open.isOpen('a', s.read)).toBe(true);
    expect(s.reads).toBe(1);
    s.pass(1_001);
    expect(await s.open.isOpen('a', s.read)).toBe(true);
    expect(s.reads).toBe(2);
    await s.open.stop();
  });

  it('never keeps a closed session, and reads every time when keeping is off', async () => {
    const s = setUp(30);
    await s.open.start();
    s.answer.open = false;
    expect(await s.open.isOpen('a', s.read)).toBe(false);
    expect(await s.open.isOpen('a', s.read)).toBe(false);
    expect(s.reads).toBe(2);

    const off = setUp(0);
    await off.open.start();
    expect(off.sent).toEqual([]);
    expect(await off.open.isOpen('a', off.read)).toBe(true);
    expect(await off.open.isOpen('a', off.read)).toBe(true);
    expect(off.reads).toBe(2);
  });

  it('forgets a session at its closing notice, and that one only', async () => {
    const s = setUp();
    await s.open.start();
    await s.open.isOpen('a', s.read);
    await s.open.isOpen('b', s.read);
    s.notice('a');
    s.answer.open = false;
    expect(await s.open.isOpen('a', s.read)).toBe(false);
    expect(await s.open.isOpen('b', s.read)).toBe(true);
    expect(s.reads).toBe(3);
  });

  it('does not keep a read during which a closing notice arrived', async () => {
    const s = setUp();
    await s.open.start();
    // The read saw the session open; the revocation committed while its answer was on the way.
    const racing = async () => {
      s.notice('a');
      return true;
    };
    expect(await s.open.isOpen('a', racing)).toBe(true);
    s.answer.open = false;
    expect(await s.open.isOpen('a', s.read)).toBe(false);
    expect(s.reads).toBe(1);
  });

  it('shares one read between checks of a session at the same moment, but not across its closing', async () => {
    const s = setUp();
    await s.open.start();
    let release: (open: boolean) => void = () => {};
    let reads = 0;
    const slow = () => {
      reads += 1;
      return new Promise<boolean>((resolve) => (release = resolve));
    };
    const first = s.open.isOpen('a', slow);
    const second = s.open.isOpen('a', slow);
    expect(reads).toBe(1);
    release(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);

    const third = s.open.isOpen('b', slow);
    const releaseThird = release;
    s.notice('b'); // closed while the read was on its way
    const fourth = s.open.isOpen('b', slow);
    expect(reads).toBe(3);
    release(false);
    releaseThird(true);
    expect(await fourth).toBe(false);
    expect(await third).toBe(true);
    s.answer.open = false;
    expect(await s.open.isOpen('b', s.read)).toBe(false);
  });

  it('forgets everything on its own closing of a session (sign-out, new password)', async () => {
    const s = setUp();
    await s.open.start();
    await s.open.isOpen('a', s.read);
    s.open.closed();
    s.answer.open = false;
    expect(await s.open.isOpen('a', s.read)).toBe(false);
  });

  it('forgets everything when the subscription is made again after a reconnection', async () => {
    const s = setUp();
    await s.open.start();
    await s.open.isOpen('a', s.read);
    expect(s.open.size).toBe(1);
    s.reconnect();
    expect(s.open.size).toBe(0);
    s.answer.open = false;
    expect(await s.open.isOpen('a', s.read)).toBe(false);
  });

  it('trusts nothing it keeps once its heartbeats stop coming back, and starts afresh when they do', async () => {
    const s = setUp(300);
    await s.open.start();
    await s.open.isOpen('a', s.read);
    s.stopDelivering();
    s.advance(BEAT * 2.5);
    expect(s.open.trusted).toBe(true);
    expect(await s.open.isOpen('a', s.read)).toBe(true);
    expect(s.reads).toBe(1);
    s.advance(1);
    // The listener may have missed the notice that closed it.
    expect(s.open.trusted).toBe(false);
    s.answer.open = false;
    expect(await s.open.isOpen('a', s.read)).toBe(false);
    s.answer.open = true;
    expect(await s.open.isOpen('b', s.read)).toBe(true);
    expect(await s.open.isOpen('b', s.read)).toBe(true);
    expect(s.reads).toBe(4); // nothing kept while not trusted
    s.resend();
    expect(s.open.trusted).toBe(true);
    expect(s.open.size).toBe(0);
    expect(await s.open.isOpen('b', s.read)).toBe(true);
    expect(await s.open.isOpen('b', s.read)).toBe(true);
    expect(s.reads).toBe(5);
  });

  it("counts only its own heartbeats, not another instance's", async () => {
    const s = setUp();
    await s.open.start();
    const own = s.sent[0]!;
    s.stopDelivering();
    s.advance(BEAT * 3);
    s.notice('heartbeat:another-instance:1');
    expect(s.open.trusted).toBe(false);
    s.notice(own);
    expect(s.open.trusted).toBe(true);
  });

  it('keeps at most its limit, the oldest going first', async () => {
    const s = setUp(30, 2);
    await s.open.start();
    await s.open.isOpen('a', s.read);
    await s.open.isOpen('b', s.read);
    await s.open.isOpen('c', s.read);
    expect(s.open.size).toBe(2);
    expect(s.reads).toBe(3);
    await s.open.isOpen('b', s.read);
    await s.open.isOpen('c', s.read);
    expect(s.reads).toBe(3);
    await s.open.isOpen('a', s.read);
    expect(s.reads).toBe(4);
  });

  it('stops: its heartbeats end and nothing is kept', async () => {
    const s = setUp();
    await s.open.start();
    await s.open.isOpen('a', s.read);
    await s.open.stop();
    expect(s.open.size).toBe(0);
    expect(s.open.trusted).toBe(false);
  });
});
