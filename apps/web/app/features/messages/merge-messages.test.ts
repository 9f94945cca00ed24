import { describe, expect, it } from 'vitest';
import type { Message } from '@rentspace/core/messages/api';
import { mergeMessages } from './thread-view';

const message = (id: string, created_at: string, body = id): Message => ({
  id,
  conversation_id: 'c',
  sender_id: 's',
  body,
  created_at,
  read_at: null,
});

describe('mergeMessages', () => {
  it('adds messages that arrived after the load once each, oldest first', () => {
    const loaded = [
      message('a', '2026-01-01T10:00:00.000Z'),
      message('b', '2026-01-01T10:05:00.000Z'),
    ];
    const arrived = [
      message('c', '2026-01-01T10:07:00.000Z'),
      message('b', '2026-01-01T10:05:00.000Z', 'echo'),
      message('d', '2026-01-01T10:06:00.000Z'),
    ];
    expect(mergeMessages(loaded, arrived).map((m) => m.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(mergeMessages(loaded, arrived).find((m) => m.id === 'b')?.body).toBe('b');
  });
});
