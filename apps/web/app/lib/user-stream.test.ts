import { describe, expect, it } from 'vitest';
import { parseServerSentEvents } from './user-stream';

describe('parseServerSentEvents', () => {
  it('returns complete events and keeps an unfinished one for the next chunk', () => {
    const first = parseServerSentEvents(
      'event: ready\ndata: {"type":"ready","unread_total":2}\nretry: 3000\n\n: keep-alive\n\nevent: mess',
    );
    expect(first.events).toEqual([{ event: 'ready', data: '{"type":"ready","unread_total":2}' }]);
    expect(first.rest).toBe('event: mess');
    const second = parseServerSentEvents(`${first.rest}age\ndata: {"a":1}\n\n`);
    expect(second.events).toEqual([{ event: 'message', data: '{"a":1}' }]);
    expect(second.rest).toBe('');
  });

  it('joins multi-line data and accepts CRLF line ends', () => {
    expect(parseServerSentEvents('event: x\r\ndata: one\r\ndata: two\r\n\r\n').events).toEqual([
      { event: 'x', data: 'one\ntwo' },
    ]);
  });
});
