/**
 * The messages API contract: 'Contact Host' opens a thread between guest and host
 * (docs/product/messages-and-reviews.md#conversations).
 *
 * POST /rest/v1/conversations                  StartConversationSchema -> Conversation (200 or 201)
 *      403 own listing, 404 unknown or unpublished listing
 * GET  /rest/v1/conversations                  -> { data: Conversation[], unread_total } newest first,
 *      only threads with at least one message
 * GET  /rest/v1/conversations/{id}             -> Thread (participants only; others get 404)
 * POST /rest/v1/conversations/{id}/messages    SendMessageSchema -> Message (201)
 * POST /rest/v1/conversations/{id}/read        -> { unread_total }
 * GET  /rest/v1/messages/stream                text/event-stream of UserEvent (messages, unread
 *      totals, changes to the person's drafts), Bearer token in the Authorization header (read
 *      with fetch, never a token in the URL)
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema } from '../response-schemas.ts';
import { NotificationSchema } from '../notifications/api.ts';

export const ParticipantSchema = z
  .strictObject({
    id: IdSchema,
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
  })
  .meta({ id: 'Participant' });
export type Participant = z.infer<typeof ParticipantSchema>;

export const MessageSchema = z
  .strictObject({
    id: IdSchema,
    conversation_id: IdSchema,
    sender_id: IdSchema,
    body: z.string(),
    created_at: TimeSchema,
    read_at: TimeSchema.nullable(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z
  .strictObject({
    id: IdSchema,
    /** The listing it is about; null when the listing was deleted. */
    space: z
      .strictObject({ id: IdSchema, title: z.string(), images: z.array(z.string()) })
      .nullable(),
    /** Whether the viewer is the guest or the host of this thread. */
    role: z.enum(['guest', 'host']),
    /** The other person. */
    other: ParticipantSchema,
    last_message: MessageSchema.pick({ body: true, sender_id: true, created_at: true }).nullable(),
    last_message_at: TimeSchema,
    unread_count: z.int(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ThreadSchema = z
  .strictObject({
    conversation: ConversationSchema,
    /** Oldest first. */
    messages: z.array(MessageSchema),
  })
  .meta({ id: 'Thread' });
export type Thread = z.infer<typeof ThreadSchema>;

/** GET /rest/v1/conversations */
export const ConversationsResponseSchema = z
  .strictObject({ data: z.array(ConversationSchema), unread_total: z.int() })
  .meta({ id: 'Conversations' });
export type ConversationsResponse = z.infer<typeof ConversationsResponseSchema>;

/** POST /rest/v1/conversations/{id}/read: the viewer's unread messages across conversations. */
export const UnreadTotalSchema = z
  .strictObject({ unread_total: z.int() })
  .meta({ id: 'UnreadTotal' });
export type UnreadTotal = z.infer<typeof UnreadTotalSchema>;

/**
 * Events of the per-user stream. Besides messages it carries changes to the person's own drafts,
 * which the public realtime stream never mentions (docs/product/listings.md#who-sees-a-listing).
 */
export const UserEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ready'), unread_total: z.int() }),
  z.strictObject({ type: z.literal('message'), message: MessageSchema }),
  z.strictObject({ type: z.literal('unread'), unread_total: z.int() }),
  z.strictObject({
    type: z.literal('draft'),
    change: z.enum(['INSERT', 'UPDATE', 'DELETE']),
    id: IdSchema,
  }),
  /** Something changed on the calendar of one of the person's listings (a booking, a hold, a block). */
  z.strictObject({ type: z.literal('calendar'), space_id: IdSchema }),
  /** A new notification for the person, with how many of theirs are unread now. */
  z.strictObject({
    type: z.literal('notification'),
    notification: NotificationSchema,
    unread_count: z.int(),
  }),
]);
export type UserEvent = z.infer<typeof UserEventSchema>;
