import '../zod-config.ts';
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH, MESSAGE_TEXT } from './text.ts';

export { MAX_MESSAGE_LENGTH, MESSAGE_TEXT };

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
