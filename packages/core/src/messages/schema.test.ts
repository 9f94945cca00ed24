import { describe, expect, it } from 'vitest';
import {
  MAX_MESSAGE_LENGTH,
  MESSAGE_TEXT,
  SendMessageSchema,
  StartConversationSchema,
} from './schema.ts';

describe('message schemas', () => {
  it('trims a message and refuses empty or over-long ones', () => {
    expect(SendMessageSchema.parse({ body: '  Is Saturday free?  ' })).toEqual({
      body: 'Is Saturday free?',
    });
    expect(SendMessageSchema.safeParse({ body: ' \n ' }).error?.issues[0]?.message).toBe(
      MESSAGE_TEXT.bodyRequired,
    );
    expect(
      SendMessageSchema.safeParse({ body: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }).error?.issues[0]
        ?.message,
    ).toBe(MESSAGE_TEXT.bodyTooLong);
  });

  it('starts a conversation by listing id, the first message optional', () => {
    const id = '0b8f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e';
    expect(StartConversationSchema.parse({ space_id: id })).toEqual({ space_id: id });
    expect(StartConversationSchema.safeParse({ space_id: 'nope' }).success).toBe(false);
    expect(StartConversationSchema.safeParse({ space_id: id, body: '' }).success).toBe(false);
  });
});
