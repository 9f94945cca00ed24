import '../zod-config.ts';
import { z } from 'zod';

/** The longest message: a few paragraphs. */
export const MAX_MESSAGE_LENGTH = 2000;

/** What the inbox says (the spec only says 'Contact Host' opens a thread, DECISIONS.md). */
export const MESSAGE_TEXT = {
  bodyRequired: 'Please write a message',
  bodyTooLong: `Your message must be at most ${MAX_MESSAGE_LENGTH} characters`,
  notFound: 'Conversation not found',
  ownListing: 'This is your own listing: you cannot message yourself',
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  startFailed: 'Failed to contact host',
  noConversations: 'No messages yet',
} as const;

const body = z
  .string({ error: MESSAGE_TEXT.bodyRequired })
  .trim()
  .min(1, MESSAGE_TEXT.bodyRequired)
  .max(MAX_MESSAGE_LENGTH, MESSAGE_TEXT.bodyTooLong);

/** POST /rest/v1/conversations: start (or continue) the thread about a listing, optionally with a first message. */
export const StartConversationSchema = z.object({
  space_id: z.uuid('Space not found'),
  body: body.optional(),
});
export type StartConversation = z.infer<typeof StartConversationSchema>;

/** POST /rest/v1/conversations/{id}/messages. */
export const SendMessageSchema = z.object({ body });
export type SendMessageInput = z.input<typeof SendMessageSchema>;
export type SendMessage = z.infer<typeof SendMessageSchema>;
